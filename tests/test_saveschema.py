"""Issue 18, findings 3-5: saves are checked by the schema and the invariants before use.

A wrong-typed field, deep nesting, a huge number or an impossible position each ends as a
:class:`SaveError` naming the file, the JSON path and the reason; nothing half-built is
returned and no ``TypeError``/``IndexError``/``RecursionError`` escapes.
"""

from __future__ import annotations

import json

import pytest

from gamecore.limits import MAX_SAVE_BYTES
from lemmings import Game, SaveError, ScenarioError
from lemmings.invariants import problems
from lemmings.savefile import state_from_dict, state_to_dict
from lemmings.saveschema import validate


@pytest.fixture(scope="module")
def played():
    game = Game.new(players=4, seed=3)
    for _ in range(40):
        game.apply(game.pending.options[0])
    return json.loads(game.to_json())


@pytest.fixture
def doc(played):
    return json.loads(json.dumps(played))


@pytest.fixture
def move_state():
    """A state-only save at a move decision (the lemmings phase of turn 1)."""
    game = Game.from_scenario("players: 4\ncard: 3\n")
    return {"format": "leaping-lemmings/1", "state": json.loads(game.to_json())["state"]}


def _fails(data, path_part, reason_part, source="s.json"):
    with pytest.raises(SaveError) as info:
        Game.from_json(json.dumps(data), source=source)
    err = info.value
    assert err.source == source
    assert path_part in err.field, str(err)
    assert reason_part in err.reason, str(err)
    return err


# ---------------------------------------------------------------- finding 3
def test_wrong_typed_start_entry(doc):
    doc["state"]["start"][0] = ["R1"]
    _fails(doc, "$.state.start[0]", "must be a string")


def test_number_among_undealt_cards(doc):
    doc["state"]["undealt"] += [7]
    _fails(doc, "$.state.undealt[", "must be a string")


def test_played_specials_not_a_list(doc):
    doc["state"]["sa_played"][0] = 1
    _fails(doc, "$.state.sa_played[0]", "must be a list")


def test_dict_in_a_hand(doc):
    doc["state"]["hands"][1].append({"card": "Boo!"})
    _fails(doc, "$.state.hands[1]", "must be a string")


def test_task_for_a_player_who_does_not_exist_in_the_initial_state(doc):
    doc["initial"]["tasks"][-1] = ["player_turn", 99]
    _fails(doc, "$.initial", "99 is not a valid player")
    doc["initial"]["tasks"][0] = ["player_turn", 99]  # the example: the bottom task
    _fails(doc, "$.initial", "must end with the turn's end")


def test_schema_errors_name_the_json_path():
    with pytest.raises(SaveError) as info:
        validate({"format": "leaping-lemmings/1", "state": {"turn": "x"}})
    assert info.value.field.startswith("$.state")


# ---------------------------------------------------------------- finding 4
def test_deep_nesting_is_refused_without_recursion_error():
    with pytest.raises(SaveError, match="nest 100000 deep"):
        Game.from_json("[" * 100_000)
    with pytest.raises(SaveError, match="nest"):
        Game.from_json('{"format": "leaping-lemmings/1", "state": ' + "[" * 50 + "]" * 50 + "}")


def test_huge_integer_is_refused_as_a_save_error(doc):
    text = json.dumps(doc).replace('"turn": ', '"turn": ' + "9" * 5000 + ", \"x\": ", 1)
    with pytest.raises(SaveError, match="not usable JSON"):
        Game.from_json(text)


def test_oversized_save_text_is_refused():
    with pytest.raises(SaveError, match=f"over {MAX_SAVE_BYTES:,}"):
        Game.from_json(" " * (MAX_SAVE_BYTES + 1))


# ---------------------------------------------------------------- finding 5
def test_lemming_in_a_hunting_zone_at_a_move_decision(move_state):
    s = move_state["state"]
    s["start"].remove("R1")
    s["stacks"]["0703"] = ["R1"]
    _fails(move_state, "$.state", "zone of control")


def test_negative_favour_box(move_state):
    s = move_state["state"]
    s["favour_box"] = -3
    s["reserve"]["favour"] += 3
    _fails(move_state, "$.state.favour_box", "at least 0")


def test_absurd_dive(move_state):
    s = move_state["state"]
    s["start"].remove("R1")
    s["dives"]["R1"] = 10**30
    _fails(move_state, "$.state.dives.R1", "at most 10")


def test_negative_turn(move_state):
    move_state["state"]["turn"] = -7
    _fails(move_state, "$.state.turn", "at least 1")


def test_turn_order_with_one_player_four_times(move_state):
    move_state["state"]["turn_state"]["order"] = [0, 0, 0, 0]
    _fails(move_state, "$.state", "does not give each of the 4 clans one turn")


def test_over_in_mid_game(move_state):
    move_state["state"]["over"] = True
    _fails(move_state, "$.state", "game is over but tasks remain")


def test_missing_turn_end(move_state):
    move_state["state"]["tasks"] = move_state["state"]["tasks"][1:]
    _fails(move_state, "$.state", "must end with the turn's end")


def test_game_over_card_in_the_discard(move_state):
    s = move_state["state"]
    s["deck"].remove("Game Over")
    s["movement_discard"].append("Game Over")
    _fails(move_state, "$.state", "Game Over card is not in the movement deck")


def test_task_for_player_minus_one(move_state):
    move_state["state"]["tasks"][-1] = ["player_turn", -1]
    _fails(move_state, "$.state", "-1 is not a valid player")


def test_scenario_favour_box_cannot_be_negative():
    with pytest.raises(ScenarioError, match="cannot hold -1"):
        Game.from_scenario("players: 4\nfavour box: -1\n")


def test_every_loaded_state_passes_the_invariants(played):
    for key in ("state", "initial"):
        s = state_from_dict(played[key])
        assert problems(s) == []
        assert state_to_dict(s) == played[key]


def test_every_step_has_an_argument_spec():
    from lemmings.invariants import TASK_ARGS
    from lemmings.steps import STEPS

    assert set(TASK_ARGS) == set(STEPS)


def test_one_lemming_in_a_zone_of_control_stands_there(move_state):
    """issue 30, finding 12: one lemming 'stands', two 'stand' (was 'V10 stand in a zone of control')."""
    s = move_state["state"]
    s["start"].remove("R1")
    s["stacks"]["0703"] = ["R1"]
    err = _fails(move_state, "$.state", "zone of control")
    assert err.reason.endswith("R1 stands in a zone of control (0703) at a player_turn decision")
    s["start"].remove("B1")
    s["stacks"]["0703"].append("B1")
    err = _fails(move_state, "$.state", "zone of control")
    assert err.reason.endswith("R1, B1 stand in a zone of control (0703) at a player_turn decision")
