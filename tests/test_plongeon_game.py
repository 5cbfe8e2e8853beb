"""The decision protocol of Le grand plongeon, the same shape as Leaping Lemmings' Game."""

from __future__ import annotations

import json

import pytest
from plongeon_helpers import moving, position, strip_track

from gamecore.decision import Decision
from gamecore.errors import IllegalAction, SaveError
from plongeon import FINISH, Game, RandomBot, Rules, Track, play_out
from plongeon.render import game_svg, track_svg


def test_pending_is_the_shared_decision_type():
    g = Game.new(3, seed=2)
    d = g.pending
    assert isinstance(d, Decision) and d.kind == "action" and d.player == 0
    assert str(d.options[0]) in d and "blue" in d.prompt


def test_apply_accepts_options_and_text_and_returns_the_option():
    g = Game.new(2, seed=2)
    first = g.pending.options[0]
    assert g.apply(str(first).upper()) == first
    assert g.history == (str(first),)


@pytest.mark.parametrize("text, words", [
    ("step B1 0111", "lemmings move only after a card"),
    ("play W9", "not in blue's hand"),
    ("bonus 0111", "only right after starting a new column"),
    ("dance", "not option notation"),
])
def test_illegal_choices_name_the_rule_and_change_nothing(text, words):
    g = Game.new(2, seed=5)
    before = g.to_json()
    with pytest.raises(IllegalAction, match=words):
        g.apply(text)
    assert g.to_json() == before and g.state.loc == Game.new(2, seed=5).state.loc


def test_illegal_step_reason_comes_from_the_movement_rules():
    g = moving(position(rules=Rules(start_push=False), hands={0: ["W2"]}, loc={"R1": "0101"}), "W2")
    with pytest.raises(IllegalAction) as err:
        g.apply("step B1 0101")
    assert "start_push is off" in str(err.value) and err.value.rule == "Déplacer un lemming"
    with pytest.raises(IllegalAction, match="not one of blue's lemmings"):
        g.apply("step R1 0202")


def test_undo_redo_and_replay():
    g = Game.new(3, seed=9)
    bot = RandomBot(1)
    for _ in range(12):
        g.apply(bot.choose(g))
    saved, hist = g.to_json(), g.history
    last = g.undo()
    assert last == hist[-1] and g.history == hist[:-1]
    assert g.redo() == last and g.to_json() == saved
    with pytest.raises(IllegalAction, match="nothing to redo"):
        g.redo()
    with pytest.raises(IllegalAction, match="nothing to undo"):
        Game.new(2).undo()


def test_json_is_seed_plus_choices_and_round_trips():
    g = play_out(Game.new(4, seed=11, rules=Rules(push_cost="flat")), RandomBot(3))
    data = json.loads(g.to_json())
    assert set(data) == {"format", "players", "seed", "rules", "choices"}
    again = Game.from_json(g.to_json())
    assert again.winner == g.winner and again.state.loc == g.state.loc and again.rules == g.rules


def test_a_custom_track_travels_inside_the_save():
    g = Game.new(2, seed=1, track=strip_track())
    assert "track" in json.loads(g.to_json())
    assert Game.from_json(g.to_json()).track.hexes == g.track.hexes


@pytest.mark.parametrize("text, field", [
    ("{", "line 1 column 2"), ("[]", "(top level)"), ('{"format": "x"}', "format"),
    ('{"format": "plongeon-1", "players": 2, "seed": 1, "choices": ["stop"]}', "choices"),
    ('{"format": "plongeon-1", "players": 9, "seed": 1}', "players"),
    ('{"format": "plongeon-1", "players": 2, "seed": 1, "rules": {"push_cost": "x"}}', "rules"),
])
def test_broken_saves_name_the_field(text, field):
    with pytest.raises(SaveError) as err:
        Game.from_json(text)
    assert err.value.field == field


def test_legal_destinations_and_why_not():
    g = position(hands={0: ["W2", "F1"]}, loc={"R1": "0202"}, columns={"water": [2]})
    # Before playing: what a card would allow (W2 on a 2: 4 points).
    dest = g.legal_destinations("B1", card="W2")
    assert "0404" in dest and len(dest["0404"]) == 4
    assert g.legal_destinations("B1") == {}
    assert "no card is played" in g.why_not("B1", "0101")
    assert "not one of blue's" in g.why_not("R1", "0303", card="W2")
    moving(g, "W2")
    assert g.why_not("B1", "0303") is None
    assert "5 steps away" in g.why_not("B1", "0505")
    assert "not a hex" in g.why_not("B1", "9999")
    g.apply("step B1 0101")
    assert "B1 is moving" in g.why_not("B2", "0103") and g.legal_destinations("B2") == {}


def test_why_not_names_terrain():
    g = moving(position(track=strip_track(terrain={"0103": "swamp"}), hands={0: ["W1"]}), "W1")
    assert "swamp" in g.why_not("B1", "0103")


def test_reading_helpers_and_pictures():
    g = Game.new(2, seed=4)
    assert g.where("B1") == "start" and len(g.hand(1)) == 6 and g.board is g.track
    with pytest.raises(ValueError, match="no lemming"):
        g.where("Z9")
    assert "turn 1" in repr(g)
    svg = g.svg(lemming="B1", card=g.hand(0)[0])
    assert svg.startswith("<svg") and 'id="hex-0111"' in svg and svg == game_svg(g, lemming="B1", card=g.hand(0)[0])
    assert track_svg(Track.default()).count('id="hex-') >= 84
    assert FINISH == "finish"
