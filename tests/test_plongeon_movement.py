"""Steps and pushes in Le grand plongeon, on a straight all-meadow strip (rows go forward)."""

from __future__ import annotations

from plongeon_helpers import position, strip_track

from plongeon import FINISH, START, Rules
from plongeon.movement import StepResult, legal_steps, reachable, try_step, walking_distance


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


NO_START_PUSH = Rules(start_push=False)


def test_from_the_start_onto_an_entry_hex_without_pushing():
    s = position(rules=NO_START_PUSH, loc={"R1": "0101"}).state
    assert set(legal_steps(s, "B1", "water", 2)) == {"0103", "0105"}
    assert "start_push is off" in try_step(s, "B1", "0101", "water", 2)


def test_start_axes_come_in_across_the_line_never_along_it():
    t = strip_track()
    # The corner entry hex has one axis in (the other would push off the board); the middle one has two.
    assert t.start_axes("0101") == ((1, 1),)
    assert t.start_axes("0103") == ((1, 1), (1, -1))
    assert t.start_axes("0105") == ((1, 1), (1, -1))


def test_every_entry_hex_taken_blocks_the_start_unless_start_push():
    full = {"R1": "0101", "R2": "0103", "G1": "0105"}
    blocked = position(3, rules=NO_START_PUSH, loc=full).state
    assert legal_steps(blocked, "B1", "water", 5) == {}
    for entry in ("0101", "0103", "0105"):
        assert "forbid pushing from the start line (rule option start_push is off)" in try_step(blocked, "B1", entry,
                                                                                                  "water", 5)
    s = position(3, loc=full).state
    assert legal_steps(s, "B1", "water", 5) == {
        "0101": StepResult(2, (("B1", "0101"), ("R1", "0202"))),
        "0103": StepResult(2, (("B1", "0103"), ("R2", "0204"))),
        "0105": StepResult(2, (("B1", "0105"), ("G1", "0206")))}


def test_a_push_from_the_start_resolves_as_pushes_do_elsewhere():
    # A chain: all pushed along the axis, 1 + 1 per lemming pushed.
    s = position(3, loc={"R1": "0101", "R2": "0202", "G1": "0303"}).state
    assert try_step(s, "B1", "0101", "water", 4) == StepResult(
        4, (("B1", "0101"), ("R1", "0202"), ("R2", "0303"), ("G1", "0404")))
    assert "costs 4 points and only 3" in try_step(s, "B1", "0101", "water", 3)
    assert try_step(position(3, rules=Rules(push_cost="flat"), loc={"R1": "0101", "R2": "0202"}).state,
                    "B1", "0101", "water", 2).cost == 2
    # The first axis pushes off the board here, so the other one is taken; when neither works, the first's reason.
    s = position(3, loc={"R1": "0105", "R2": "0206"}).state
    assert try_step(s, "B1", "0105", "water", 5) == StepResult(2, (("B1", "0105"), ("R1", "0204")))
    s = position(4, loc={"R1": "0105", "R2": "0206", "G1": "0204", "G2": "0303", "B2": "0402", "Y1": "0501"}).state
    assert try_step(s, "B1", "0105", "water", 9) == "pushing R1 R2 would put a lemming off the board (Pousse-lemming)"
    # Over the finish line, as any push may: a two-row strip, entry hexes next to the finish.
    s = position(3, track=strip_track(rows=2), loc={"R1": "0101", "R2": "0202"}).state
    assert try_step(s, "B1", "0101", "water", 3) == StepResult(3, (("B1", "0101"), ("R1", "0202"), ("R2", FINISH)))


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
