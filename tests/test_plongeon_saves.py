"""Issue 30, findings 4 and 6: Le grand plongeon's saves go through the kit's shared input layer
(size, nesting and digit caps, BOM, bytes, duplicate keys) and every bad field is a SaveError."""

from __future__ import annotations

import json

import pytest

from gamecore import inputs, limits
from gamecore.errors import SaveError
from plongeon import Game, RandomBot, Rules, play_out
from plongeon import game as plongeon_game
from plongeon.savefile import MAX_CHOICES

SAVE = Game.new(2, seed=1).to_json()
BASE = json.loads(SAVE)


def _with(**fields) -> str:
    return json.dumps({**BASE, **fields})


def test_the_loader_uses_the_shared_input_layer(monkeypatch):
    seen = []
    real = inputs.load_json
    monkeypatch.setattr("plongeon.savefile.load_json", lambda *a, **k: seen.append(a) or real(*a, **k))
    Game.from_json(SAVE)
    assert seen, "plongeon saves must be parsed by gamecore.inputs.load_json"
    assert not hasattr(plongeon_game, "JSON_PROBLEMS")  # its own copy of the JSON reading is gone


@pytest.mark.parametrize("text, field, words", [
    ("[" * 100_000, "(top level)", "nest 100000 deep"),
    ("9" * 5000, "(value)", "too many digits"),
    ('{"format": "plongeon-1", "players": 2, "seed": ' + "9" * 5000 + "}", "(value)", "too many digits"),
    (None, "(text)", "not NoneType"),
    (SAVE.encode(), "(text)", "not bytes"),
    ("x" * (limits.MAX_SAVE_BYTES + 1), "(text)", "characters; texts over"),
    ('{"format": "plongeon-1", "format": "plongeon-1", "players": 2, "seed": 1}', "format", "appears twice"),
    (_with(track=None), "track", "JSON object"),
    (_with(track={}), "track.hexes", "non-empty list"),
    (_with(track=[]), "track", "JSON object"),
    (_with(arrange={"hands": 5}), "arrange", "hands must be a mapping"),
    (_with(arrange={"columns": {"water": 4}}), "arrange", "list of card values"),
    (_with(arrange={"columns": {"water": ["W4"]}}), "arrange", "list of card values"),
    (_with(arrange={"loc": {"B1": ["0101"]}}), "arrange", "must be a hex id"),
    (_with(arrange={"tiles": [1]}), "arrange", "tiles must be a mapping"),
    (_with(arrange={"tiles": {"0311": ["water"]}}), "arrange", "bonus tile"),
    (_with(arrange={"hands": {"x": []}}), "arrange", "not a seat number"),
    (_with(arrange=[1]), "arrange", "must be an object"),
    (_with(players=True), "players", "whole number"),
    (_with(players=9), "players", "from 2 to 5"),
    (_with(seed=10**30), "seed", "must be from"),
    (_with(seed="1"), "seed", "whole number"),
    (_with(rules=[]), "rules", "JSON object"),
    (_with(rules={"hand_size": None}), "rules", "hand_size"),
    (_with(choices="stop"), "choices", "list of option texts"),
    (_with(choices=[None]), "choices[0]", "list of option texts"),
    (_with(choices=["x" * 300]), "choices[0]", "longer than 200"),
    (_with(colour="blue"), "(top level)", "unknown field"),
])
def test_bad_saves_are_save_errors_naming_the_field(text, field, words):
    with pytest.raises(SaveError, match=words) as err:
        Game.from_json(text)
    assert err.value.field == field


def test_a_leading_bom_is_ignored_as_in_every_loader():
    assert Game.from_json("\ufeff" + SAVE).state.hands == Game.from_json(SAVE).state.hands


def test_a_save_holds_at_most_as_many_choices_as_a_leaping_lemmings_save(monkeypatch):
    applied = []
    monkeypatch.setattr("plongeon.turn.apply", lambda *a: applied.append(a))
    with pytest.raises(SaveError, match="at most 100,000") as err:
        Game.from_json(_with(choices=["refill"] * 100_001))  # 1 MB: refused before a single choice is replayed
    assert err.value.field == "choices" and applied == [] and MAX_CHOICES == limits.MAX_HISTORY == 100_000


def test_a_refused_save_choice_names_its_number():
    with pytest.raises(SaveError, match="choice 2 ") as err:
        Game.from_json(_with(choices=["refill", "step B1 0101"]))
    assert err.value.field == "choices"


def test_saves_round_trip_with_arrangements_tracks_and_long_histories():
    g = Game.new(2, seed=3, arrange={"hands": {0: ["W1", "F2"]}, "columns": {"water": (4,)}})
    for _ in range(300):
        g.apply("refill")
    again = Game.from_json(g.to_json())
    assert again.history == g.history and again.state.hands == g.state.hands and again.state.deck == g.state.deck
    assert again.to_json() == g.to_json()


@pytest.mark.parametrize("start_push", [True, False])
def test_saves_round_trip_the_start_push_option(start_push):
    game = play_out(Game.new(5, seed=0, rules=Rules(start_push=start_push)), RandomBot(0))
    text = game.to_json()
    assert json.loads(text)["rules"]["start_push"] is start_push
    again = Game.from_json(text)
    assert again.rules.start_push is start_push and again.state == game.state and again.history == game.history


def test_a_save_from_before_the_start_push_option_keeps_the_old_reading():
    """Issue 29: its rules do not name start_push; it was played with pushing from the start forbidden."""
    game = play_out(Game.new(5, seed=0, rules=Rules(start_push=False)), RandomBot(0))
    old = json.loads(game.to_json())
    del old["rules"]["start_push"]
    again = Game.from_json(json.dumps(old))
    assert again.rules.start_push is False and again.state == game.state
    # Read under the other reading the same choices part ways at once: the option must travel with the save.
    old["rules"]["start_push"] = True
    with pytest.raises(SaveError, match="choice 18 .* cannot be replayed"):
        Game.from_json(json.dumps(old))


def test_a_bad_start_push_value_is_a_save_error_naming_rules():
    with pytest.raises(SaveError, match="rules.*start_push must be true or false"):
        Game.from_json(_with(rules={**BASE["rules"], "start_push": "yes"}))
