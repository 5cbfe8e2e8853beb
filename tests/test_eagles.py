"""Eagles: flying, flipping, hovering, feasting, scattering to the closest hex."""

from __future__ import annotations

import pytest
from conftest import scenario, texts

from lemmings import CLIFF, EagleMove, Feast, IllegalAction, Scatter, scenarios
from lemmings.eagles import eagle_destinations, flight, scatter_destinations, zone_after


def test_zone_arithmetic_wraps_round_the_circle():
    assert zone_after("E", 2, "cw") == "A"
    assert zone_after("E", 2, "ccw") == "C"
    assert zone_after("A", 1, "ccw") == "F"
    assert zone_after("B", 3, "cw") == zone_after("B", 3, "ccw") == "E"


def test_feasting_eagle_spends_its_first_point_flipping(board):
    assert flight(2, hunting=False) == (True, 1)
    assert flight(1, hunting=False) == (True, 0)
    assert flight(0, hunting=False) == (False, 0)
    assert flight(3, hunting=True) == (False, 3)
    assert eagle_destinations(board, "blue", "E", 2) == {"cw": "A", "ccw": "C"}
    assert eagle_destinations(board, "blue", "E", 2, feasting=True) == {"cw": "F", "ccw": "D"}
    assert eagle_destinations(board, "red", "C", 1, feasting=True) == {"stay": "C"}
    assert eagle_destinations(board, "red", "C", 0) == {"stay": "C"}


def test_rulebook_eagle_example():
    game = scenarios.load("rulebook_eagle")
    game.apply("blue first")
    assert texts(game.pending.options) == ["blue cw A", "blue ccw C"]
    # counterclockwise to C the eagle would have to eat the Eagle Player's own R2
    detour = game.copy()
    detour.apply("blue ccw C")
    assert texts(detour.pending.options) == ["feast R2"]
    game.apply("blue cw A")
    # any exposed lemming of zone A may be eaten, whatever its clan; the covered I1 may not
    assert set(texts(game.pending.options)) == {"feast B1", "feast V1", "feast R1"}
    with pytest.raises(IllegalAction, match="covered lemmings are safe"):
        game.apply("feast I1")
    game.apply("feast B1")
    assert game.lemming("B1").status == "eaten"
    assert game.eagles["blue"] == ("A", False)
    # the rest scatter: V1 and the uncovered I1 over the cliff, R1 sideways onto S1 in zone B
    assert "scatter V1 cliff" in texts(game.pending.options)
    game.apply("scatter V1 cliff")
    game.apply("scatter I1 cliff")
    assert game.state.dives == {"V1": 1, "I1": 1}
    assert {"scatter R1 1504", "scatter R1 1404", "scatter R1 cliff"} == set(texts(game.pending.options))
    game.apply("scatter R1 1504")
    assert game.stack("1504") == ("S1", "R1")
    assert game.board.zone_letter("blue", "1504") == "B"
    # blue is done; now the red eagle flies
    assert game.pending.kind == "eagle_direction" and game.pending.options[0].eagle == "red"


def test_hover_is_zero_points_and_a_feasting_eagle_keeps_feasting():
    game = scenario("""
        players: 4
        red: C feasting
        blue: D hunting
        dice: red Hover, blue 1
    """)
    game.apply("red first")
    # no direction to choose for a Hover: the next question is where to resupply
    assert game.pending.kind == "resupply"
    assert game.eagles["red"] == ("C", False)


def test_a_feasting_eagle_that_rolls_one_only_flips():
    game = scenario("""
        players: 4
        red: C feasting
        blue: D hunting
        dice: red 1, blue 2
    """)
    game.apply("red first")
    assert game.eagles["red"] == ("C", True)
    assert game.pending.options[0].eagle == "blue"


def test_feasting_eagle_rolling_three_flips_then_moves_two():
    game = scenario("""
        players: 4
        red: C feasting
        dice: red 3, blue 1
    """)
    game.apply("red first")
    assert set(texts(game.pending.options)) == {"red cw E", "red ccw A"}
    game.apply("red cw E")
    assert game.eagles["red"] == ("E", True)


def test_no_feast_when_only_brush_and_covered_lemmings_then_all_scatter():
    game = scenario("""
        players: 4
        red: B hunting
        dice: red 1, blue 1
        0605: R1 B1
        0404: I1 V1
    """)
    game.apply("red first")
    game.apply("red cw C")
    # 0605 is brush, I1 is covered, V1 is exposed on clear 0404: only V1 can be eaten
    assert texts(game.pending.options) == ["feast V1"]
    game2 = scenario("""
        players: 4
        red: B hunting
        dice: red 1, blue 1
        0605: R1 B1
    """)
    game2.apply("red first")
    game2.apply("red cw C")
    assert game2.pending.kind == "scatter"
    assert game2.eagles["red"] == ("C", True)  # nothing eaten: still hunting
    movers = {o.lemming for o in game2.pending.options}
    assert movers == {"R1", "B1"}  # brush does not stop scattering


def test_scatter_goes_to_a_closest_hex_outside_both_zones_of_control():
    game = scenario("""
        players: 4
        red: A hunting
        blue: D hunting
        dice: red 1, blue 1
        0603: B1 B2 B3 B4 B5
        0804: R1
        0604: R2
    """)
    game.apply("red first")
    game.apply("red cw B")
    game.apply("feast R1")
    # R2 stands in 0604 (zone B): the full 0603 and the zone's own hexes are out; the rest of
    # its neighbours are the closest legal hexes
    s = game.state
    board = game.board
    zoc = s.zoc_hexes()
    dests = [o.to for o in game.pending.options if o.lemming == "R2"]
    assert dests and not set(dests) & zoc and "0603" not in dests
    free = [h for h in board.hexes if h not in zoc and h != "0604" and s.has_room(h)]
    best = min(board.distance("0604", h) for h in free)
    assert sorted(dests) == sorted(h for h in free if board.distance("0604", h) == best)
    assert scatter_destinations(s, "R2") == dests


def test_each_eagle_finishes_before_the_other_moves():
    game = scenario("""
        players: 4
        red: B hunting
        blue: C hunting
        dice: red 1, blue 1
        0404: R1
    """)
    game.apply("red first")
    game.apply("red cw C")
    assert game.pending.kind == "feast"
    game.apply("feast R1")
    assert game.pending.kind == "eagle_direction" and game.pending.options[0].eagle == "blue"


def test_scattered_lemming_on_the_cliff_edge_may_go_over():
    game = scenario("""
        players: 4
        blue: B hunting
        dice: red 1, blue 1
        1502: R1 R2
    """)
    game.apply("blue first")
    game.apply("blue ccw A")
    # 1502 is clear: R2 is eaten, R1 scattered (over the cliff is one choice)
    game.apply("feast R2")
    assert Scatter("R1", CLIFF) in game.pending.options
    game.apply(Scatter("R1", CLIFF))
    assert game.state.dives["R1"] == 1
    assert game.score()["Ritz"] == 1


def test_eagle_player_may_feed_the_eagle_its_own_lemming_and_must_feed_it():
    game = scenario("""
        players: 4
        eagle player: Biker
        red: B hunting
        dice: red 1, blue 1
        0404: B1
    """)
    game.apply("red first")
    game.apply("red cw C")
    assert texts(game.pending.options) == ["feast B1"]
    assert game.pending.player == 1


def test_direction_options_are_refused_when_unknown():
    game = scenarios.load("rulebook_eagle")
    game.apply("blue first")
    with pytest.raises(IllegalAction):
        game.apply(EagleMove("blue", "cw", "B"))
    with pytest.raises(IllegalAction, match="does not answer"):
        game.apply(Feast("R1"))
