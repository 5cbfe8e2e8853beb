"""Colours a player must tell apart stay apart for every reader (issue 39, item 6): at least
:data:`cvd.MIN_CVD_DISTANCE` (10) apart in CIEDE2000 with full colour vision and under simulated
protanopia, deuteranopia and tritanopia (Machado 2009, severity 1), or drawn with a second cue (a letter, a
number, a pattern or a dash) that the test finds in the scene.

* Leaping Lemmings: the six clans (any of them may sit at one table, so every pair, whatever the player
  count), the two eagles' tokens and their circles' outlines (also told apart by a dash), the eagle-risk
  bins (also by the spacing of their dots), the marks of a pickable piece, a destination and the selection.
* Le grand plongeon: the seats (also by the letter on every lemming) and the terrains (also by a pattern
  on every hex and bonus tile).
* Labyrinth: the six seats (also by the number on every character), the option rings and the selection.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from cvd import CVD_KINDS, MIN_CVD_DISTANCE, closest_pair, cvd_distance, simulate

import labyrinth
import lemmings
import plongeon
from gamecore.shapes import Circle, Line, Poly, Text
from labyrinth import layout as ly
from lemmings.board import EAGLES
from lemmings.clans import CLANS
from lemmings.layout import (
    CIRCLE_COLOURS,
    DEFAULT_SIZE,
    EAGLE_COLOURS,
    PALETTE,
    RISK_BINS,
    board_scene,
    get_layout,
    highlight_scene,
    risk_shapes,
)
from plongeon import layout as pl
from plongeon.state import COLOURS, lemmings_of
from plongeon.track import TERRAINS

KINDS = (None, *CVD_KINDS)

#: Every group of colours that must be told apart: name -> the colours.
GROUPS: dict[str, tuple[str, ...]] = {
    "Leaping Lemmings clans": tuple(c.colour for c in CLANS),
    "Leaping Lemmings eagles": tuple(EAGLE_COLOURS[e] for e in EAGLES),
    "Leaping Lemmings eagle circles": tuple(CIRCLE_COLOURS[e] for e in EAGLES),
    "Leaping Lemmings risk bins": tuple(c for _, c, _ in RISK_BINS),
    "Leaping Lemmings marks": (PALETTE["selectable"], PALETTE["highlight"], PALETTE["selected"]),
    "Le grand plongeon seats": tuple(pl.LEMMING_COLOURS[c] for c in COLOURS),
    "Le grand plongeon terrains": tuple(pl.TERRAIN_COLOURS[t] for t in TERRAINS),
    "Labyrinth seats": tuple(ly.SEAT_COLOURS),
    "Labyrinth marks": (ly.RING, ly.RING_CELL, ly.SELECTED),
}


def test_colour_distances_under_the_simulations():
    assert cvd_distance("#ff0000", "#00ff00") > 50
    assert cvd_distance("#ff0000", "#00ff00", "deutan") < cvd_distance("#ff0000", "#00ff00")
    assert simulate("#ffffff", "tritan") == "#ffffff"
    with pytest.raises(ValueError):
        simulate("#ffffff", "achromat")
    pair = closest_pair(["#000000", "#ffffff", "#111111"], kinds=(None,))
    assert {pair.a, pair.b} == {"#000000", "#111111"}
    assert closest_pair(["#000000"]) is None


def test_the_simulations_are_machado_2009():
    # full-severity protanopia darkens a pure red and turns it olive; tritanopia keeps it red
    r, g, b = (int(simulate("#ff0000", "protan")[i:i + 2], 16) for i in (1, 3, 5))
    assert r < 150 and g > 0 and b < 40
    assert simulate("#ff0000", "tritan").startswith("#ff")
    assert cvd_distance("#8e44ad", "#8e44ad", "deutan") == 0


@pytest.mark.parametrize("group", sorted(GROUPS))
@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k or "normal")
def test_colours_to_tell_apart_stay_apart(group, kind):
    pair = closest_pair(GROUPS[group], kinds=(kind,))
    assert pair is not None
    assert pair.distance >= MIN_CVD_DISTANCE, (f"{group}: {pair.a} and {pair.b} are {pair.distance:.1f} apart "
                                               f"({kind or 'full colour vision'}), under {MIN_CVD_DISTANCE}")


@pytest.mark.parametrize("players", range(2, 7))
def test_the_clans_at_every_table_stay_apart(players):
    game = lemmings.Game.new(players=players, seed=players)
    colours = [c.colour for c in game.clans]
    for kind in KINDS:
        for a, b in combinations(colours, 2):
            assert cvd_distance(a, b, kind) >= MIN_CVD_DISTANCE, (players, kind, a, b)


# ----------------------------------------------------------------------------- second cues
def test_the_two_eagle_circles_differ_by_a_dash():
    lay = get_layout(lemmings.Board.default(), DEFAULT_SIZE, 1.0)
    dashes = {e: {s.dash for s in board_scene(lay) if isinstance(s, Line) and s.stroke == CIRCLE_COLOURS[e]}
              for e in EAGLES}
    assert all(len(d) == 1 for d in dashes.values()), dashes
    assert dashes["red"] != dashes["blue"]


def test_each_risk_bin_has_dots_of_its_own_spacing():
    lay = get_layout(lemmings.Board.default(), DEFAULT_SIZE, 1.0)
    gaps = []
    for low, colour, _ in RISK_BINS:
        rims = [s for s in risk_shapes(lay, {"0603": max(low, 0.05)}) if isinstance(s, Poly) and s.id == "risk-0603"]
        assert rims and rims[0].stroke == colour and rims[0].dash[0] == 0
        gaps.append(rims[0].dash[1])
    assert gaps == sorted(gaps, reverse=True) and len(set(gaps)) == len(gaps), "denser dots for a higher risk"


def test_a_pickable_piece_a_destination_and_the_selection_differ_in_more_than_colour():
    lay = get_layout(lemmings.Board.default(), DEFAULT_SIZE, 1.0)
    shapes = highlight_scene(lay, targets={"0603": "2"}, selectable=["0403"], selected="0805")
    pick = [s for s in shapes if isinstance(s, Poly) and s.id == "pick-0403"]
    sel = [s for s in shapes if isinstance(s, Poly) and s.id == "selected"]
    assert pick[0].dash and not sel[0].dash  # a dashed ring for what can be picked, a solid one for the selection


def _text_on(shapes, circle):
    return [t.text for t in shapes if isinstance(t, Text) and (t.x, t.y) == (circle.x, circle.y)]


@pytest.mark.parametrize("players", range(2, 6))
def test_every_lemming_of_le_grand_plongeon_carries_its_seats_letter(players):
    game = plongeon.Game.new(players=players, seed=players)
    lay = pl.get_layout(game.track, pl.DEFAULT_SIZE, 1.0)
    shapes = pl.pieces_scene(lay, game, seat=0)
    seat_of = {c: p for p, c in enumerate(COLOURS[:players])}
    pieces = [s for s in shapes if isinstance(s, Circle) and s.fill in {pl.LEMMING_COLOURS[c] for c in seat_of}]
    assert len(pieces) == 2 * players
    letters = {lemmings_of(p)[0][0] for p in range(players)}
    assert len(letters) == players
    for piece in pieces:
        seat = next(seat_of[c] for c in seat_of if pl.LEMMING_COLOURS[c] == piece.fill)
        assert [t[0] for t in _text_on(shapes, piece)] == [lemmings_of(seat)[0][0]]


def test_every_hex_and_bonus_tile_of_le_grand_plongeon_shows_its_terrains_pattern():
    game = plongeon.Game.new(players=3, seed=3)
    lay = pl.get_layout(game.track, pl.DEFAULT_SIZE, 1.0)
    marks = {t: tuple(pl.terrain_mark(lay, t, 0.0, 0.0)) for t in TERRAINS}
    assert len(set(marks.values())) == len(TERRAINS), "a pattern of its own for each terrain"
    scene = pl.track_scene(lay)
    for h in game.track.hexes:
        t = game.track.printed_terrain(h)
        for shape in pl.terrain_marks(lay, h, t):
            assert shape in scene, (h, t)
    h = game.track.hexes[5]
    tiled = game.track.printed_terrain(h) != "forest"
    assert tiled
    game.state.tiles[h] = "forest"
    pieces = pl.pieces_scene(lay, game, seat=0)
    assert all(shape in pieces for shape in pl.terrain_marks(lay, h, "forest"))


@pytest.mark.parametrize("players", range(2, 7))
def test_every_labyrinth_character_carries_its_seats_number(players):
    game = labyrinth.Game.new(players=players, seed=players)
    lay = ly.get_layout(ly.DEFAULT_SIZE, 1.0)
    shapes = ly.pieces_scene(lay, game.components, game.state)
    discs = [s for s in shapes if isinstance(s, Circle) and s.fill in ly.SEAT_COLOURS[:players]]
    assert len(discs) == players
    for disc in discs:
        assert _text_on(shapes, disc) == [str(ly.SEAT_COLOURS.index(disc.fill) + 1)]
