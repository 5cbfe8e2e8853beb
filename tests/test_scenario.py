"""The scenario format: what it builds, and the errors it gives for bad lines."""

from __future__ import annotations

import pytest
from conftest import scenario

from lemmings import Game, ScenarioError


def test_a_full_scenario_builds_the_described_position():
    game = scenario("""
        # a comment line
        name: everything at once
        players: 5
        clans: Viking, Soldier, Ritz, Biker, I.Q.
        variant: short
        seed: 99
        die: Hover 1 2 3
        turn: 6
        eagle player: Ritz
        red: D feasting
        blue: F hunting
        0605: V1 S1 R1     # bottom to top
        0902: B1
        chow: I1, I2
        dives: V2=4, S2=1
        pellets: 0702=vp2, 1102=favour
        held Ritz: favour, vp1
        favour box: 3
        hand Ritz: Boo!, Lost
        hand Viking: Caution
        its a 5 used: Soldier
        discard: Uh-Oh! by Biker
        card: 3
        mover: Biker
    """)
    s = game.state
    assert [c.name for c in game.clans] == ["Viking", "Soldier", "Ritz", "Biker", "I.Q."]
    assert game.variants == {"short"} and s.cfg.die == (0, 1, 2, 3) and s.cfg.seed == 99
    assert game.turn == 6 and game.eagle_player == 2
    assert game.eagles == {"red": ("D", False), "blue": ("F", True)}
    assert game.stack("0605") == ("V1", "S1", "R1")
    assert s.dives == {"V2": 4, "S2": 1} and game.lemming("I2").status == "eaten"
    assert s.board_pellets == {"0702": "vp2", "1102": "favour"}
    assert s.held[2]["favour"] == 1 and s.favour_box == 3
    assert s.reserve == {"vp1": 13, "vp2": 3, "favour": 14 - 1 - 1 - 3}
    assert s.hands[2] == ["Boo!", "Lost"] and s.clan_card_used[1]
    assert s.sa_discard == [("Uh-Oh!", 3)]
    assert game.card == 3 and game.pending.player == 3 and game.pending.kind == "move"
    assert len(s.deck) + len(s.movement_discard) + 1 == 29


def test_defaults_are_a_fresh_roll_with_every_lemming_at_the_start():
    game = scenario("players: 3")
    assert game.pending.kind == "roll" and game.eagle_player == 0
    assert all(c["start"] == 10 for c in game.census().values())


def test_deck_and_deck_size():
    game = scenario("""
        players: 4
        deck: 3 Game Over 2
    """)
    assert game.state.deck == [2, "Game Over", 3]
    short = scenario("""
        players: 4
        deck size: 4
    """)
    assert len(short.state.deck) == 4 and "Game Over" in short.state.deck


@pytest.mark.parametrize("text,field,reason", [
    ("players: 9", "line 1 (players)", "2 to 6 players"),
    ("colour: red", "line 1 (colour)", "neither a key nor a hex"),
    ("my colour: red", "line 1 (my colour)", "unknown key"),
    ("players 4", "line 1 (players 4)", "expected 'key: value'"),
    ("0605: R1 B1 I1", "line 1 (0605)", "exceed the stacking limit of 2"),
    ("0605: Q1", "line 1 (0605)", "unknown lemming 'Q1'"),
    ("0101: R1\n0102: R1", "line 2 (0102)", "already placed on line 1"),
    ("9999: R1", "line 1 (9999)", "neither a key nor a hex"),
    ("red: G hunting", "line 1 (red)", "zone A-F"),
    ("0703: R1", "line 1 (0703)", "zone of control"),
    ("pellets: 0603=vp1", "line 1 (pellets)", "not a pellet hex"),
    ("held Ritz: vp3", "line 1 (held Ritz)", "unknown pellet 'vp3'"),
    ("held Zulu: vp1", "line 1 (held Zulu)", "unknown clan 'Zulu'"),
    ("hand Ritz: Boo!\nhand Biker: Boo!", "line 2 (hand Biker)", "already given elsewhere"),
    ("variant: chaos\nhand Ritz: Boo!", "line 2 (hand Ritz)", "chaos variant"),
    ("card: 7", "line 1 (card)", "value 2-5"),
    ("mover: Biker", "line 1 (mover)", "needs a 'card'"),
    ("dice: red 2", "line 1 (dice)", "give both dice"),
    ("dice: red 9, blue 1", "line 1 (dice)", "not a face"),
    ("deck: 2 3", "line 1 (deck)", "Game Over"),
    ("players: 4\nplayers: 5", "line 2 (players)", "already given on line 1"),
    ("variant: two_player", "line 1 (variant)", "exactly 2 players"),
])
def test_bad_lines_name_the_line_the_key_and_the_reason(text, field, reason):
    with pytest.raises(ScenarioError) as info:
        Game.from_scenario(text, name="bad.txt")
    assert info.value.source == "bad.txt"
    assert info.value.field == field, str(info.value)
    assert reason in info.value.reason, str(info.value)


def test_scenario_files_are_read_from_disk(tmp_path):
    path = tmp_path / "pos.txt"
    path.write_text("players: 3\ncard: 4\n", encoding="utf-8")
    assert Game.from_scenario(path).card == 4
    with pytest.raises(ScenarioError, match="cannot be read"):
        Game.from_scenario(tmp_path / "missing.txt")
