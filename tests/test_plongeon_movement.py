"""Steps and pushes in Le grand plongeon, on a straight all-meadow strip (rows go forward)."""

from __future__ import annotations

from plongeon_helpers import position, strip_track

from lemmings.plongeon import FINISH, START, Rules
from lemmings.plongeon.movement import StepResult, legal_steps, reachable, try_step, walking_distance


def test_a_plain_step_costs_one_and_no_jumping():
    s = position(loc={"B1": "0101"}).state
    assert try_step(s, "B1", "0202", "water", 3) == StepResult(1, (("B1", "0202"),))
    assert "no jumping" in try_step(s, "B1", "0303", "water", 3)
    assert "no movement points" in try_step(s, "B1", "0202", "water", 0)


def test_terrain_needs_the_matching_card_meadow_takes_any():
    s = position(track=strip_track(terrain={"0202": "water", "0103": "forest"}), loc={"B1": "0101"}).state
    assert isinstance(try_step(s, "B1", "0202", "water", 3), StepResult)
    assert "only a water card" in try_step(s, "B1", "0202", "forest", 3)
    assert isinstance(try_step(s, "B1", "0103", "forest", 3), StepResult)
    s.tiles["0202"] = "meadow"  # a meadow bonus tile opens the hex to every card
    assert isinstance(try_step(s, "B1", "0202", "forest", 3), StepResult)


def test_from_the_start_onto_an_entry_hex_without_pushing():
    s = position(loc={"R1": "0101"}).state
    assert set(legal_steps(s, "B1", "water", 2)) == {"0103", "0105"}
    assert "no axis to push" in try_step(s, "B1", "0101", "water", 2)


def test_pushing_a_chain_straight_ahead():
    s = position(loc={"B1": "0101", "R1": "0202", "R2": "0303"}).state
    r = try_step(s, "B1", "0202", "water", 5)
    assert r == StepResult(3, (("B1", "0202"), ("R1", "0303"), ("R2", "0404")))  # 1 + 1 per pushed lemming


def test_the_rulebook_example_pays_two_to_push_one():
    s = position(loc={"B1": "0101", "R1": "0202"}).state
    assert try_step(s, "B1", "0202", "water", 2).cost == 2
    assert "costs 2 points and only 1" in try_step(s, "B1", "0202", "water", 1)


def test_flat_push_cost_rule():
    s = position(rules=Rules(push_cost="flat"), loc={"B1": "0101", "R1": "0202", "R2": "0303"}).state
    assert try_step(s, "B1", "0202", "water", 2).cost == 2


def test_never_off_the_board():
    s = position(loc={"B1": "0101", "R1": "0103", "R2": "0105"}).state
    assert "off the board" in try_step(s, "B1", "0103", "water", 5)


def test_never_backwards_but_sideways_is_fine():
    s = position(loc={"B1": "0303", "R1": "0202"}).state
    assert "backwards" in try_step(s, "B1", "0202", "water", 5)
    s = position(loc={"B1": "0301", "R1": "0303"}).state
    assert try_step(s, "B1", "0303", "water", 5).moves == (("B1", "0303"), ("R1", "0305"))


def test_pushed_over_the_finish_line_and_onto_any_terrain():
    tr = strip_track(rows=6, terrain={"0404": "swamp"})
    s = position(track=tr, loc={"B1": "0505", "R1": "0606"}).state
    assert try_step(s, "B1", "0606", "water", 2).moves == (("B1", "0606"), ("R1", FINISH))
    s = position(track=tr, loc={"B1": "0202", "R1": "0303"}).state
    assert try_step(s, "B1", "0303", "water", 2).moves[1] == ("R1", "0404")  # swamp, pushed by a water card


def test_own_lemming_can_be_pushed_and_stepping_over_the_line():
    s = position(loc={"B1": "0101", "B2": "0202"}).state
    assert try_step(s, "B1", "0202", "water", 2).moves[1] == ("B2", "0303")
    s = position(loc={"B1": "0604"}).state
    assert FINISH in legal_steps(s, "B1", "water", 1)
    assert "finish hex" in try_step(position(loc={"B1": "0303"}).state, "B1", FINISH, "water", 1)
    s.loc["B1"] = FINISH
    assert legal_steps(s, "B1", "water", 3) == {} and "already over" in try_step(s, "B1", "0101", "water", 3)


def test_reachable_follows_pushes_and_shorter_moves():
    s = position(loc={"B1": "0101", "R1": "0202"}).state
    dest = reachable(s, "B1", "water", 3)
    assert "0202" in dest and dest["0202"] == ("0202",)
    assert "0303" in dest and "0404" not in dest  # straight on, R1 is pushed ahead again (2 + 2 points)
    assert len(reachable(s, "B1", "water", 4)["0404"]) == 4  # round R1
    assert START not in dest and "0101" not in dest
    assert walking_distance(s, "B1", "0505", "water") == 4
