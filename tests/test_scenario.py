"""The scenario format: what it builds, and the errors it gives for bad lines."""

from __future__ import annotations

import json
import time

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


def test_reserve_key_sets_the_reserve_when_every_pellet_is_placed():
    game = scenario("""
        players: 3
        reserve: vp1 x2, favour
        pellets: 0302=vp2
        held Ritz: vp1 x12, vp2 x3, favour x10
        favour box: 3
    """)
    assert dict(game.reserve) == {"vp1": 2, "vp2": 0, "favour": 1}
    assert dict(game.held_pellets(0)) == {"vp1": 12, "vp2": 3, "favour": 10} and game.favour_box == 3
    # without the key the reserve holds whatever is not placed elsewhere
    assert dict(scenario("held Ritz: vp1 x3").reserve) == {"vp1": 11, "vp2": 4, "favour": 14}


def test_undealt_key_sets_the_undealt_cards_when_every_card_is_placed():
    game = scenario("""
        players: 2
        undealt: Boo!, Lost
        hand Ritz: Caution, Déjà Vu, Eagle Eye!, Heroic Return, King of the Hill, Mistaken Identity
        hand Biker: Noble Sacrifice, Pull My Paw, Quick Start, Rock Slide, Run Lemming Run!
        discard: Snap Crackle Pop by Biker, Uh-Oh! by Ritz
    """)  # two players: the two-player variant, so Mine! All Mine! is not in the game
    assert game.undealt == ("Boo!", "Lost")
    assert len(game.hand(0)) == 6 and game.special_discard[-1] == ("Uh-Oh!", 0)
    empty = scenario("""
        players: 4
        undealt: none
        hand Ritz: Boo!, Caution, Déjà Vu, Eagle Eye!, Heroic Return, King of the Hill, Lost, Mine! All Mine!
        hand Biker: Mistaken Identity, Noble Sacrifice, Pull My Paw, Quick Start, Rock Slide, Run Lemming Run!
        hand I.Q.: Snap Crackle Pop, Uh-Oh!
    """)
    assert empty.undealt == ()


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
    ("reading: fr", "line 1 (reading)", "unknown rules reading 'fr'"),
    ("players: 3\nreading: es_it\n0605: R1 B1", "line 3 (0605)", "exceed the stacking limit of 1"),
    ("players: 2\nvariant: standard, two_player", "line 2 (variant)", "contradict"),
    ("reserve: vp1 x3", "line 1 (reserve)", "these pellets would be nowhere: 11 vp1, 4 vp2, 14 favour"),
    ("reserve: empty", "line 1 (reserve)", "when 'reserve' is given, all 32 pellets must be"),
    ("reserve: vp7", "line 1 (reserve)", "unknown pellet 'vp7'"),
    ("reserve: vp2 x5", "line 1 (reserve)", "only 4 vp2 pellets"),
    ("reserve: vp1 x0", "line 1 (reserve)", "'<kind> x<count>'"),
    ("held Ritz: vp1 x15", "line 1 (held Ritz)", "only 14 vp1 pellets"),
    ("favour box: -2", "line 1 (favour box)", "a number of pellets"),
    ("undealt: none", "line 1 (undealt)", "these special actions would be nowhere: Boo!, Caution"),
    ("hand Ritz: Lost\nundealt: Lost", "line 2 (undealt)", "already given elsewhere"),
    ("undealt: Joker", "line 1 (undealt)", "unknown special action 'Joker'"),
    ("variant: chaos\nundealt: none", "line 2 (undealt)", "chaos variant deals no cards"),
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
    with pytest.raises(ScenarioError, match="does not exist"):
        Game.from_scenario(tmp_path / "missing.txt")


def test_the_reading_key_picks_the_rulebook_for_the_brush_limit():
    text = "players: 5\n0605: R1 B1 I1\n"  # three in brush: room with five players in English only
    assert Game.from_scenario(text).config.reading == "en"
    with pytest.raises(ScenarioError, match="exceed the stacking limit of 2"):
        Game.from_scenario("reading: es_it\n" + text)
    assert Game.from_scenario("reading: Italian\nplayers: 6\n0605: R1 B1 I1\n").config.reading == "es_it"


# ---------------------------------------------------------------- issue 30, finding 2
_HUGE = "9" * 5000  # more digits than int() reads


@pytest.mark.parametrize("text,field,reason", [
    ("held Ritz: favour x999999999999", "line 1 (held Ritz)", "the game has only 14 favour pellets"),
    ("held Ritz: favour x100000000", "line 1 (held Ritz)", "the game has only 14 favour pellets"),
    (f"held Ritz: favour x{_HUGE}", "line 1 (held Ritz)", "the game has only 14 favour pellets"),
    ("reserve: vp2 x00000000000000000004, vp1 x99999", "line 1 (reserve)", "the game has only 14 vp1 pellets"),
    ("held Ritz: lava x999999999999", "line 1 (held Ritz)", "unknown pellet 'lava'"),
    ("seed: 99999999999999999999", "line 1 (seed)", "the seed must be from"),
    ("players: 4\nseed: 99999999999999999999", "line 2 (seed)", "the seed must be from"),
    ("seed: 99999999999999999999\nplayers: 9", "line 2 (players)", "2 to 6 players"),
    ("turn: 1001", "line 1 (turn)", "turn 1001 is not a turn number (1 to 1000)"),
    ("dice: red 1, blue 1\nturn: 0", "line 2 (turn)", "turn 0 is not a turn number"),
    ("dives: R7=11", "line 1 (dives)", "R7's dive is worth 11 VP; a dive scores 1 to 10"),
    (f"dives: R7={_HUGE}", "line 1 (dives)", "write each dive as"),
    ("dives: R7=²", "line 1 (dives)", "write each dive as"),
    (f"dice: red {_HUGE}, blue 1", "line 1 (dice)", "is not a face of the eagle die"),
    ("dice: red ², blue 1", "line 1 (dice)", "'²' is not a face of the eagle die"),
    (f"deck: {_HUGE} game over", "line 1 (deck)", "is not a movement card left"),
    ("deck: ² game over", "line 1 (deck)", "'²' is not a movement card left"),
    (f"eagle player: {_HUGE}", "line 1 (eagle player)", "unknown clan"),
    (f"card: 3\nmover: {_HUGE}", "line 2 (mover)", "unknown clan"),
    (f"turn: {_HUGE}", "line 1 (turn)", "expected a whole number, not '999"),
])
def test_numbers_are_bounded_from_their_digits_with_the_line(text, field, reason):
    """A count was built before it was checked ('favour x999999999999': MemoryError; x100000000: 1.5 s, 800 MB),
    a huge seed was an ArgumentError without a line, and 5,000 digits or '²' were a bare ValueError."""
    start = time.process_time()
    with pytest.raises(ScenarioError) as info:
        Game.from_scenario(text + "\n", name="bad.txt")
    assert time.process_time() - start < 0.5
    assert info.value.field == field, str(info.value)
    assert reason in info.value.reason, str(info.value)
    assert len(str(info.value)) < 400  # a huge value is quoted cut short


def test_small_numbers_still_read():
    game = Game.from_scenario("seed: -5\nturn: 1000\nheld Ritz: favour x0003, vp1 x\u0663\ndives: R7=10\n")
    assert game.config.seed == -5 and game.turn == 1000
    assert json.loads(game.to_json())["state"]["held"][0] == {"vp1": 3, "vp2": 0, "favour": 3}
