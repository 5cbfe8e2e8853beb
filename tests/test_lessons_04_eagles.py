"""The facts notebook 04_eagles teaches, checked on the same positions (its teaching cells print them
instead of asserting, so that a learner's edits explain themselves rather than fail)."""

from __future__ import annotations

import math

from lemmings import Board, Game, IllegalAction, scenarios
from lemmings.analysis import (
    eagle_destinations,
    eagle_rolls,
    eagle_target_probability,
    eagle_zone_distribution,
    hex_risk,
    threatened,
)
from lemmings.state import face_name

board = Board.default()


def test_two_hunting_circles():
    """04_eagles.ipynb: Two hunting circles."""
    for eagle in ("red", "blue"):
        for letter in "ABCDEF":
            hexes = board.zone(eagle, letter)
            assert len(hexes) in (5, 6)
            print(f"{eagle:>4} {letter}: {' '.join(hexes)}")
    print("Line of Bones:", " ".join(board.line_of_bones))
    print("sanctuaries:  ", " ".join(board.sanctuaries))
    assert all(len(board.zones_of(h)) == 2 for h in board.line_of_bones)   # one red and one blue zone each
    assert all(board.zones_of(h) == () for h in board.sanctuaries)


def test_rolling_how_far_each_eagle_flies():
    """04_eagles.ipynb: Rolling: how far each eagle flies."""
    print("die:", " ".join(face_name(f) for f in Game.new().config.die))
    for roll in eagle_rolls(board, "blue", "E"):
        print(roll)
    assert math.isclose(sum(r.probability for r in eagle_rolls(board, "blue", "E")), 1)
    for roll in eagle_rolls(board, "blue", "E", feasting=True):
        print(roll)
    assert eagle_destinations(board, "blue", "E", 1, feasting=True) == {"stay": "E"}
    assert eagle_destinations(board, "blue", "E", 3, feasting=True) == {"cw": "A", "ccw": "C"}
    hover = eagle_rolls(board, "blue", "E", feasting=True)[0]
    assert hover.face == 0 and not hover.hunting          # hovering keeps it feasting


def test_the_rulebooks_eagle_example():
    """04_eagles.ipynb: The rulebook's eagle example."""
    game = scenarios.load("rulebook_eagle")
    print(game.pending.prompt)
    game.apply("blue first")
    print(game.pending.prompt)
    assert eagle_destinations(board, "blue", "E", 2) == {"cw": "A", "ccw": "C"}
    assert {(o.direction, o.zone) for o in game.pending.options} == {("cw", "A"), ("ccw", "C")}
    detour = game.copy()
    detour.apply("blue ccw C")
    print(detour.pending.prompt)
    assert [str(o) for o in detour.pending.options] == ["feast R2"]
    game.apply("blue cw A")
    print([str(o) for o in game.pending.options])
    assert {str(o) for o in game.pending.options} == {"feast B1", "feast V1", "feast R1"}
    refused = ""
    try:
        game.apply("feast I1")
    except IllegalAction as err:
        refused = str(err)
    print("refused:", refused)
    assert "covered lemmings are safe" in refused
    game.apply("feast B1")
    print("\n".join(game.log[-2:]))
    assert game.lemming("B1").status == "eaten"
    assert game.eagles["blue"] == ("A", False)      # (zone, hunting?)
    where = {}
    for option in game.pending.options:
        where.setdefault(option.lemming, []).append(option.to)
    for lemming, hexes in where.items():
        print(lemming, "from", game.lemming(lemming).where, "->", ", ".join(hexes))
    assert all("cliff" in hexes for hexes in where.values())   # all three stand on the cliff edge
    game.apply("scatter V1 cliff")
    game.apply("scatter I1 cliff")
    game.apply("scatter R1 1504")
    assert game.state.dives == {"V1": 1, "I1": 1}
    assert game.stack("1504") == ("S1", "R1") and board.zone_letter("blue", "1504") == "B"
    print(game.score())
    print(game.pending.prompt)


def test_brush_scattered_never_eaten():
    """04_eagles.ipynb: Brush: scattered, never eaten."""
    position = '''
    players: 4
    red: B hunting
    0605: R1 B1
    '''
    assert board.terrain("0605") == "brush"
    for threat in threatened(Game.from_scenario(position)).values():
        print(threat)
        assert threat.eaten == 0 and threat.scattered > 0

    game = Game.from_scenario(position + "dice: red 1, blue 1\n")
    game.apply("red first")
    game.apply("red cw C")
    print(game.pending.prompt)
    assert game.pending.kind == "scatter" and game.eagles["red"] == ("C", True)
    assert {o.lemming for o in game.pending.options} == {"R1", "B1"}


def test_one_eagle_scatters_the_other_pounces():
    """04_eagles.ipynb: One eagle scatters, the other pounces."""
    game = scenarios.load("teach_scatter_relay")
    game.apply("red first")
    game.apply("red ccw A")
    game.apply("feast B1")
    print([str(o) for o in game.pending.options])
    game.apply("scatter R1 1003")
    game.apply("blue ccw D")
    assert [str(o) for o in game.pending.options] == ["feast R1"]
    game.apply("feast R1")
    print("\n".join(game.log))


def test_hover_a_feasting_eagle_and_resupply():
    """04_eagles.ipynb: Hover, a feasting eagle, and resupply."""
    game = scenarios.load("teach_double_hover")
    game.apply("red first")
    red_spots = [o.hex for o in game.pending.options]
    game.apply("resupply 0702")
    blue_spots = [o.hex for o in game.pending.options]
    game.apply("resupply 1103")
    print("red circle:", red_spots)
    print("blue circle:", blue_spots)
    print("\n".join(game.log))
    assert all(any(e == "red" for e, _ in board.zones_of(h)) for h in red_spots)
    assert all(any(e == "blue" for e, _ in board.zones_of(h)) for h in blue_spots)
    assert set(board.line_of_bones) & set(red_spots) and set(board.line_of_bones) & set(blue_spots)
    assert game.eagles == {"red": ("A", True), "blue": ("C", False)}


def test_where_can_an_eagle_get_to():
    """04_eagles.ipynb: Where can an eagle get to?"""
    reach = eagle_zone_distribution(board, "blue", "E")
    aim = eagle_zone_distribution(board, "blue", "E", steer="A")
    print("zone  can end here  ends here when aiming for A")
    for z in "ABCDEF":
        print(f"  {z}       {reach[z]:.3f}          {aim[z]:.3f}")
    assert sum(reach.values()) > 1 and math.isclose(sum(aim.values()), 1)
    assert math.isclose(aim["A"], eagle_target_probability(board, "blue", "E", "A"))
    assert math.isclose(aim["A"], 2 / 6)          # only a 2 reaches A from E


def test_risk_overlay_every_hex_at_once():
    """04_eagles.ipynb: Risk overlay: every hex at once."""
    game = scenarios.load("teach_line_of_bones")
    risk = hex_risk(game)
    red = eagle_zone_distribution(board, "red", "C")
    blue = eagle_zone_distribution(board, "blue", "F")
    assert risk["1203"] == 0                                               # the sanctuary
    assert math.isclose(risk["0802"], red["F"])                            # red ring only
    assert math.isclose(risk["0902"], 1 - (1 - red["A"]) * (1 - blue["D"]))  # both eagles
    game.svg(risk=risk)
    threats = threatened(game)
    for threat in threats.values():
        print(threat)
    assert threats["B1"].safe
    assert threats["R1"].eaten_by["red"] > 0 and threats["R1"].eaten_by["blue"] > 0
    assert threats["R1"].eaten > threats["I1"].eaten
    DIE = [1, 2, 2, 3, 3, 3]          # try your own, e.g. ["Hover", "Hover", 1, 1, 2, 3]

    mine = eagle_zone_distribution(board, "blue", "E", die=DIE)
    hovers = sum(f in ("Hover", 0) for f in DIE)
    assert math.isclose(mine["E"], hovers / len(DIE))   # only a Hover keeps a hunting eagle in E


    changed = Game.from_scenario(scenarios.text("teach_line_of_bones") + f"die: {' '.join(map(str, DIE))}\n")
    new_risk = hex_risk(changed)
    for lemming in ("R1", "B1", "I1"):
        h = changed.lemming(lemming).where
        print(f"{lemming} on {h}: {risk[h]:4.0%} with the default die, {new_risk[h]:4.0%} with {DIE}")
    changed.svg(risk=new_risk)
