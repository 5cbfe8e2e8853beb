"""Broken saves are rejected with the file, the field and the reason."""

from __future__ import annotations

import json

import pytest

from lemmings import Game, SaveError
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
