"""Broken saves are rejected with the file, the field and the reason."""

from __future__ import annotations

import json
import time

import pytest

from lemmings import Game, SaveError, saveschema
from lemmings.bots import RandomBot, play_out


@pytest.fixture(scope="module")
def played():
    game = Game.new(players=4, seed=12)
    play_out(game, RandomBot(12), max_decisions=60)
    return game, game.to_json()


@pytest.fixture
def saved(played):
    """A fresh copy of the saved game's data for each use."""
    game, text = played

    return lambda: (game, json.loads(text))


def _load(data, source="save.json"):
    return Game.from_json(json.dumps(data) if not isinstance(data, str) else data, source=source)


def _expect(data, field, reason):
    with pytest.raises(SaveError) as info:
        _load(data)
    assert info.value.source == "save.json"
    assert info.value.field == field, str(info.value)
    assert reason in info.value.reason, str(info.value)
    assert "save.json" in str(info.value)


def test_the_whole_save_loads_back_equal(saved):
    game, data = saved()
    assert _load(data) == game


def test_not_json_and_wrong_format():
    _expect("{oops", "line 1 column 2", "not valid JSON")
    _expect([], "$", "must be an object")
    _expect({"format": "other"}, "$.format", "must be 'leaping-lemmings/1'")
    _expect({"format": "leaping-lemmings/1"}, "$", "'state' is missing")


def test_state_only_saves_load_without_history(saved):
    game, data = saved()
    only = {"format": data["format"], "state": data["state"]}
    loaded = _load(only)
    assert loaded.state == game.state and loaded.history == ()


def test_unknown_and_duplicated_lemmings(saved):
    _, data = saved()
    state = data["state"]
    state["chow"].append("Z9")
    _expect(data, "$.state.chow", "unknown lemming 'Z9'")
    state["chow"][-1] = state["start"][0]
    _expect(data, "$.state.chow", "also listed under start")


def test_overstacked_hex(saved):
    _, data = saved()
    state = data["state"]
    state["stacks"]["0605"] = state["start"][:3]
    state["start"] = state["start"][3:]
    _expect(data, "$.state.stacks.0605", "exceed the stacking limit of 2")


def test_pellets_and_cards_must_add_up(saved):
    _, data = saved()
    data["state"]["reserve"]["vp2"] += 1
    _expect(data, "$.state.reserve", "do not add up")
    _, data2 = saved()
    data2["state"]["hands"][0].append("Boo!")
    with pytest.raises(SaveError, match="special-action cards do not add up"):
        _load(data2)


def test_bad_field_types(saved):
    _, data = saved()
    data["state"]["eagles"]["red"]["zone"] = "Q"
    _expect(data, "$.state.eagles.red.zone", "one of A, B, C, D, E, F")
    _, data = saved()
    data["state"]["turn"] = "three"
    _expect(data, "$.state.turn", "whole number")
    _, data = saved()
    data["state"]["config"]["players"] = 9
    _expect(data, "$.state.config.players", "at most 6")
    _, data = saved()
    data["state"]["tasks"].append(["teleport"])
    _expect(data, f"$.state.tasks[{len(data['state']['tasks']) - 1}][0]", "must be one of")


def test_history_must_reproduce_the_saved_state(saved):
    _, data = saved()
    data["history"] = data["history"][:-1]
    _expect(data, "$.state", "gives a different position")
    _, data = saved()
    data["history"][3] = "jump"
    _expect(data, "$.history", "cannot be replayed")


def test_tampered_current_state_is_caught(saved):
    _, data = saved()
    data["state"]["eagles"]["blue"]["zone"] = "F" if data["state"]["eagles"]["blue"]["zone"] != "F" else "E"
    _expect(data, "$.state", "gives a different position")


def test_unreadable_file(tmp_path):
    with pytest.raises(SaveError, match="does not exist"):
        Game.load(tmp_path / "nope.json")


# ------------------------------------------------------------ rules reading
def test_the_rules_reading_round_trips_and_english_saves_do_not_name_it():
    game = Game.new(players=3, seed=5, reading="es_it")
    play_out(game, RandomBot(5), max_decisions=40)
    data = json.loads(game.to_json())
    assert data["state"]["config"]["reading"] == data["initial"]["config"]["reading"] == "es_it"
    back = _load(data)
    assert back == game and back.config.reading == "es_it" and back.state.limit("0605") == 1
    english = json.loads(Game.new(players=3, seed=5).to_json())
    assert "reading" not in english["state"]["config"]  # the key is absent for the default


def test_saves_without_a_reading_load_with_the_english_limits(saved):
    """Saves written before readings existed have no ``reading`` key: they are English games."""
    game, data = saved()
    assert "reading" not in data["state"]["config"]
    back = _load(data)
    assert back == game and back.config.reading == "en" and back.state.limit("0605") == 2


def test_a_bad_reading_in_a_save_is_refused(saved):
    _, data = saved()
    data["state"]["config"]["reading"] = "fr"
    _expect(data, "$.state.config.reading", "must be one of en, es_it")
    _, data = saved()
    data["state"]["config"]["reading"] = 1
    _expect(data, "$.state.config.reading", "must be a string")


def test_a_save_whose_stacks_break_its_readings_limit_is_refused():
    """Three players, brush 0605 holding two: fine in English, over the limit in the es_it reading."""
    game = Game.from_scenario("players: 3\n0605: R1 B1\n")
    data = json.loads(game.to_json())
    assert _load(data) == game
    data["state"]["config"]["reading"] = "es_it"
    _expect(data, "$.state.stacks.0605", "exceed the stacking limit of 1")


# ---------------------------------------------------------------- issue 30, finding 9
def _state_only(edit) -> dict:
    data = json.loads(Game.new(players=4, seed=1).to_json())
    doc = {"format": data["format"], "state": data["state"]}
    edit(doc["state"])
    return doc


_LONG = [  # what is too long, where the refusal points, the reason
    (lambda s: s["config"].__setitem__("die", [1] * 1_000_000), "$.state.config.die", "holds 1000000 entries; at most 20"),
    (lambda s: s["hands"].__setitem__(0, ["Boo!"] * 300_000), "$.state.hands[0]", "holds 300000 entries; at most 40"),
    (lambda s: s["tasks"].__setitem__(0, ["roll", [0] * 500_000]), "$.state.tasks[0][1]", "holds 500000 entries; at most 40"),
    (lambda s: s.__setitem__("stacks", {"0605": ["R1"] * 400_000}), "$.state.stacks['0605']", "at most 5"),
    (lambda s: s.__setitem__("stacks", {f"h{i}": [] for i in range(100_000)}), "$.state.stacks", "at most 60"),
    (lambda s: s["config"].__setitem__("clans", ["x" * 3_000_000, "Biker"]), "$.state.config.clans[0]", "longer than 60"),
]


@pytest.mark.parametrize("edit,path,reason", _LONG)
def test_too_long_lists_are_refused_before_their_items(edit, path, reason):
    """Refusing a 3 MB state-only save with a die of 10**6 faces took 8-11 s CPU, a hand of 300,000 cards
    2-2.5 s: jsonschema checked every item before saying the list was too long."""
    text = json.dumps(_state_only(edit))
    Game.from_json(json.dumps(_state_only(lambda s: None)))  # jsonschema's import and compile are not timed
    start = time.process_time()
    with pytest.raises(SaveError) as info:
        Game.from_json(text, source="big.json")
    assert time.process_time() - start < 2
    assert info.value.field == path and reason in info.value.reason, str(info.value)


@pytest.mark.parametrize("edit", [
    lambda s: s["stacks"].__setitem__("0605", ["R1"] * 6),
    lambda s: s["stacks"].__setitem__("it's", ["R1"] * 6),
    lambda s: s["stacks"].__setitem__("A_b9", ["R1"] * 6),
    lambda s: s.__setitem__("dives", {f"R{i}": 1 for i in range(61)}),
    lambda s: s["turn_state"].__setitem__("order", [0] * 7),
    lambda s: s["tasks"].__setitem__(0, ["roll", "x" * 61]),
    lambda s: s["sa_discard"].append(["Boo!", 1, 2]),
])
def test_a_length_refused_early_reads_as_the_schema_would_say_it(edit):
    """The early length check names the same JSON path and reason as the full schema check."""
    doc = _state_only(edit)
    whole, _, best_match = saveschema._validators()
    expected = best_match(whole.iter_errors(doc))
    with pytest.raises(SaveError) as info:
        saveschema._check_lengths(saveschema.SAVE, doc, "$", "s.json")
    assert info.value.field == expected.json_path
    assert info.value.reason == saveschema._reason(expected)
