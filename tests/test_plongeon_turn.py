"""The turn of Le grand plongeon: setup, column play <= and >, bonus tiles, moving, refill,
the reshuffle with its double-0 reset, and the win."""

from __future__ import annotations

import pytest
from plongeon_helpers import moving, position, strip_track

from plongeon import FINISH, MEADOW, START, TERRAINS, Bonus, Game, PlayCard, Refill, Rules, Stop


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup(players):
    g = Game.new(players, seed=3)
    s = g.state
    assert [len(h) for h in s.hands] == list(range(7 - players, 7))
    assert all(g.column(t) == (2,) for t in TERRAINS)
    assert all(where == START for where in s.loc.values()) and len(s.loc) == 2 * players
    assert g.pending.player == 0 and g.pending.kind == "action" and g.pending.clan == "blue"
    assert len(s.deck) == 50 - sum(range(7 - players, 7))


def test_a_lower_or_equal_card_goes_onto_the_column_and_moves_the_sum():
    g = moving(position(hands={0: ["W1"]}, columns={"water": [2]}), "W1")
    assert g.column("water") == (2, 1) and g.state.points == 3  # the rulebook's example
    g = moving(position(hands={0: ["W2"]}, columns={"water": [2]}), "W2")
    assert g.column("water") == (2, 2) and g.state.points == 4


def test_a_higher_card_discards_the_column_and_wins_a_bonus_tile_placed_before_moving():
    g = position(hands={0: ["W4"]}, columns={"water": [2, 1]})
    g.apply("play W4")
    assert g.column("water") == (4,) and g.state.discard[-2:] == ["W2", "W1"]
    d = g.pending
    assert d.kind == "bonus" and Bonus("0303") in d.options and len(d.options) == len(g.track.hexes)
    assert g.state.supply["water"] == 2
    g.apply("bonus 0303")
    assert g.state.terrain("0303") == "water" and g.pending.kind == "move" and g.state.points == 4


def test_bonus_tile_replaces_one_already_there_and_may_lie_under_a_lemming():
    g = position(hands={0: ["F3"]}, tiles={"0202": "water"}, loc={"R1": "0202"})
    g.apply("play F3")
    g.apply("bonus 0202")
    assert g.state.tiles["0202"] == "forest" and g.state.supply["water"] == 3 and g.where("R1") == "0202"


def test_meadow_tile_when_the_terrain_is_used_up_then_nothing():
    g = position(hands={0: ["W4", "W3"], 1: ["F1"]}, columns={"water": [1]})
    g.state.supply.update(water=0)
    g.apply("play W4")
    assert g.state.tile == MEADOW
    g.apply("bonus 0303")
    assert g.state.tiles["0303"] == MEADOW and g.state.supply[MEADOW] == 5
    g = position(hands={0: ["W4"]}, columns={"water": [1]})
    g.state.supply.update(water=0, meadow=0)
    g.apply("play W4")
    assert g.pending.kind == "move" and "No bonus tile" in g.log[-1]


def test_moving_one_lemming_step_by_step_and_stopping_short():
    g = moving(position(hands={0: ["W2"]}), "W2")
    opts = {str(o) for o in g.pending.options}
    assert {"step B1 0101", "step B2 0103", "stop"} <= opts
    g.apply("step B1 0101")
    assert all(o == Stop() or o.lemming == "B1" for o in g.pending.options)  # one lemming per turn
    g.apply("stop")
    assert g.pending.player == 1 and g.pending.kind == "action" and g.where("B1") == "0101"


def test_the_move_ends_when_the_points_are_spent():
    g = moving(position(hands={0: ["W0"]}, columns={"water": [1]}), "W0")
    g.apply("step B1 0101")
    assert g.pending.player == 1


def test_refill_discards_then_draws_to_six():
    g = position(hands={0: ["W1", "W1", "F0"]})
    assert Refill(("F0",)) in g.pending.options and Refill(("F0", "W1", "W1")) in g.pending.options
    g.apply("refill F0 W1")
    assert len(g.hand(0)) == 6 and g.state.discard[-2:] == ["F0", "W1"] and g.pending.player == 1


def test_reshuffle_and_double_zero_reset():
    g = position(hands={0: ["W1"]}, columns={"swamp": [2, 1, 0, 0], "forest": [1, 0]})
    s = g.state
    s.discard.extend(s.deck[:-2])  # only two cards left to draw
    del s.deck[:-2]
    g.apply("refill W1")
    assert g.column("swamp") == (0,) and g.column("forest") == (1, 0)
    assert len(g.hand(0)) == 6
    assert any("both 0s" in line for line in g.log) and any("shuffled" in line for line in g.log)


def test_zero_can_be_played_unless_the_rules_say_no():
    g = position(hands={0: ["W0", "F1"]})
    assert PlayCard("W0") in g.pending.options
    g = position(rules=Rules(zero_playable=False), hands={0: ["W0", "F1"]})
    assert PlayCard("W0") not in g.pending.options and PlayCard("F1") in g.pending.options


def test_first_with_both_lemmings_over_the_line_wins():
    g = moving(position(hands={0: ["W2"]}, loc={"B1": FINISH, "B2": "0604"}), "W2")
    g.apply("step B2 finish")
    assert g.over and g.winner == "blue" and g.pending is None


def test_pushing_an_opponent_home_makes_them_win():
    tr = strip_track()
    g = moving(position(track=tr, hands={0: ["W2"]}, loc={"R1": FINISH, "R2": "0606", "B1": "0505"}), "W2")
    g.apply("step B1 0606")
    assert g.winner == "red"
