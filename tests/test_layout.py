"""The shared hex-to-pixel layout: geometry, hit testing, panels, palette and scenes."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamecore.i18n import language, trc
from lemmings import Board, Game
from lemmings.board import START
from lemmings.layout import (
    BOLD_WIDTH,
    CHOW_TARGET,
    CLIFF_TARGET,
    EAGLE_COLOURS,
    MIN_TEXT,
    PALETTE,
    RISK_BINS,
    SQRT3,
    Circle,
    Layout,
    Line,
    Poly,
    Text,
    board_scene,
    drawn_width,
    fit_text,
    get_layout,
    hex_to_pixel,
    hex_to_rgb,
    highlight_scene,
    hit_test,
    mix,
    option_places,
    pieces_scene,
    pixel_to_hex,
    rgb_to_hex,
    stack_shapes,
    text_colour_on,
)
from lemmings.layout.style import ZONE_LETTER_COLOURS
from lemmings.options import EagleMove, Feast, Move, Pass, Place, Resupply, Roll, Scatter, Select

BOARD = Board.default()


@pytest.fixture(params=[(26.0, 1.0), (26.0, 2.0), (40.0, 1.5)], ids=["26px-x1", "26px-x2", "40px-x1.5"])
def lay(request) -> Layout:
    size, scale = request.param
    return get_layout(BOARD, size, scale)


# ----------------------------------------------------------------- geometry
def test_every_hex_centre_hits_its_own_hex(lay):
    for h in BOARD.hexes:
        assert lay.hex_at(*lay.center(h)) == h
        assert lay.hit(*lay.center(h)) == h


def test_points_near_each_corner_inside_the_hex_hit_that_hex(lay):
    for h in BOARD.hexes:
        cx, cy = lay.center(h)
        for x, y in lay.corners(h):
            px, py = cx + 0.9 * (x - cx), cy + 0.9 * (y - cy)
            assert lay.hex_at(px, py) == h, (h, px, py)


def test_track_runs_left_to_right_with_rows_drawn_as_columns(lay):
    xs = {}
    for h in BOARD.hexes:
        x, _ = lay.center(h)
        xs.setdefault(BOARD.row(h), set()).add(round(x, 6))
    assert all(len(v) == 1 for v in xs.values()), "a board row is one vertical column of hexes"
    ordered = [next(iter(xs[r])) for r in sorted(xs)]
    assert ordered == sorted(ordered)
    assert ordered[1] - ordered[0] == pytest.approx(1.5 * lay.s)
    # position 01 is at the top of its row
    for r in range(BOARD.first_row, BOARD.last_row + 1):
        row = sorted(h for h in BOARD.hexes if BOARD.row(h) == r)
        ys = [lay.center(h)[1] for h in row]
        assert ys == sorted(ys)


def test_neighbours_are_one_hex_width_apart(lay):
    for h in BOARD.hexes:
        x, y = lay.center(h)
        for n in BOARD.neighbors(h):
            nx, ny = lay.center(n)
            assert math.hypot(nx - x, ny - y) == pytest.approx(SQRT3 * lay.s)


def test_neighbour_across_each_edge_matches_the_board_graph(lay):
    for h in BOARD.hexes:
        across = {lay.neighbour_across(h, e) for e in range(6)} - {None}
        assert across == set(BOARD.neighbors(h))


def test_hexes_are_flat_topped_with_radius_size(lay):
    pts = lay.corners("0603")
    cx, cy = lay.center("0603")
    assert len(pts) == 6
    assert all(math.hypot(x - cx, y - cy) == pytest.approx(lay.s) for x, y in pts)
    top = sorted(pts, key=lambda p: p[1])[:2]
    assert top[0][1] == pytest.approx(top[1][1]), "two corners share the top edge"


def test_scale_multiplies_device_pixels_but_keeps_css_size():
    one, two = get_layout(BOARD, 26, 1), get_layout(BOARD, 26, 2)
    for h in ("0101", "0603", "1504"):
        assert two.center(h) == pytest.approx(tuple(2 * v for v in one.center(h)))
    assert (one.css_width, one.css_height) == (two.css_width, two.css_height)
    assert two.pixel_width == pytest.approx(2 * one.pixel_width, abs=1)
    assert hit_test(BOARD, *two.center("0902"), 26, 2) == "0902"
    assert pixel_to_hex(BOARD, *hex_to_pixel(BOARD, "1203", 26, 2), 26, 2) == "1203"


def test_layout_rejects_bad_sizes_and_is_cached():
    with pytest.raises(ValueError):
        Layout(BOARD, 0, 1)
    assert get_layout(BOARD, 26, 1) is get_layout(BOARD, 26, 1)
    assert "Layout" in repr(get_layout(BOARD, 26, 1))


@settings(max_examples=300, deadline=None)
@given(fx=st.floats(0, 1), fy=st.floats(0, 1))
def test_hit_testing_picks_the_nearest_centre(fx, fy):
    lay = get_layout(BOARD, 26, 2)
    px, py = fx * lay.width, fy * lay.height
    h = lay.hex_at(px, py)
    if h is None:
        assert not any(lay.inside_hex(k, px, py) for k in BOARD.hexes)
        return
    d = math.dist((px, py), lay.center(h))
    assert d <= lay.s + 1e-6
    assert lay.inside_hex(h, px, py)
    assert all(d <= math.dist((px, py), lay.center(k)) + 1e-6 for k in BOARD.hexes)


# ------------------------------------------------------------- areas and panels
def test_start_area_cliff_and_panels_are_hit(lay):
    assert lay.hit(*lay.start.center) == START
    assert lay.hit(*lay.cliff.center) == CLIFF_TARGET
    assert lay.hit(*lay.chow.center) == CHOW_TARGET
    assert lay.hit(*lay.card.center) == "card"
    assert lay.hit(*lay.clans.center) == "clans"
    for v, rect in lay.dive_boxes.items():
        assert lay.hit(*rect.center) == f"dive:{v}"
        assert lay.area(f"dive:{v}") == rect
    assert lay.hit(lay.vp_boxes[7].center[0], lay.vp_boxes[7].center[1]) == "vp"
    assert lay.hit(-5, -5) is None


def test_start_area_touches_row_one_and_the_cliff_lies_beyond_the_cliff_edge(lay):
    first = [lay.center(h)[0] for h in BOARD.entry_hexes]
    assert lay.start.x + lay.start.w < min(first) - lay.s
    cliff_x = [lay.center(h)[0] for h in BOARD.cliff_edge]
    assert lay.cliff.x > max(cliff_x) + lay.s
    for h in BOARD.cliff_edge:
        slot = lay.cliff_slot(h)
        assert slot.x == lay.cliff.x and slot.contains(slot.x + 1, lay.center(h)[1])


def test_panels_do_not_overlap_each_other_or_the_board(lay):
    rects = [lay.start, lay.cliff, lay.vp_track, lay.card, lay.chow, lay.clans, *lay.dive_boxes.values()]
    for i, a in enumerate(rects):
        assert a.x >= 0 and a.y >= 0 and a.x + a.w <= lay.width + 1e-6 and a.y + a.h <= lay.height + 1e-6
        for b in rects[i + 1:]:
            overlap = a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h
            assert not overlap, (a, b)
    lowest_hex = max(y for h in BOARD.hexes for _, y in lay.corners(h))
    assert lay.vp_track.y > lowest_hex
    assert len(lay.vp_boxes) == 31


def test_area_names_and_unknown_targets(lay):
    assert lay.area("start") == lay.start and lay.area("nowhere") is None and lay.area("dive:9") is None
    with pytest.raises(ValueError, match="neither a hex"):
        lay.center("9999")


def test_zone_outlines_are_edges_between_different_zones(lay):
    for eagle in ("red", "blue"):
        for letter in "ABCDEF":
            segs = lay.zone_outline(eagle, letter)
            members = set(BOARD.zone(eagle, letter))
            assert segs
            corners = {(round(x, 6), round(y, 6)) for h in members for x, y in lay.corners(h)}
            for a, b in segs:
                assert (round(a[0], 6), round(a[1], 6)) in corners
                assert math.dist(a, b) == pytest.approx(lay.s)
            # an inset outline keeps the same number of edges, shorter
            inset = lay.zone_outline(eagle, letter, inset=0.1)
            assert len(inset) == len(segs)
            assert all(math.dist(a, b) == pytest.approx(0.9 * lay.s) for a, b in inset)
    # a zone fully surrounded by itself has no internal edges: count edges directly
    zone = BOARD.zone("red", "A")
    internal = sum(1 for h in zone for e in range(6) if lay.neighbour_across(h, e) in set(zone))
    assert len(lay.zone_outline("red", "A")) == 6 * len(zone) - internal


# ------------------------------------------------------------------- palette
def test_colour_helpers():
    assert hex_to_rgb("#c0392b") == (192, 57, 43)
    assert hex_to_rgb("#fff") == (255, 255, 255)
    assert rgb_to_hex((192, 57, 43)) == "#c0392b"
    assert mix("#000000", "#ffffff", 0.5) == "#808080"
    with pytest.raises(ValueError):
        hex_to_rgb("red")
    assert text_colour_on("#ffffff") == "#111111"
    assert text_colour_on("#2d3436") == "#ffffff"
    assert text_colour_on("#f1c40f") == "#111111"


def test_fit_text_shrinks_long_labels_only():
    assert fit_text("4 pt", 100, 10) == 10
    small = fit_text("x" * 100, 100, 10)
    assert small < 10 and 0.62 * 100 * small == pytest.approx(100)


# -------------------------------------------------------------------- scenes
def test_board_scene_draws_every_hex_with_its_id_and_every_zone_letter():
    lay = get_layout(BOARD, 26, 1)
    shapes = board_scene(lay, zone_letters=True)  # the empty board's; a game's picture writes them with its pieces
    assert not [s for s in board_scene(lay) if isinstance(s, Text) and s.fill in ZONE_LETTER_COLOURS.values()]
    ids = {s.id for s in shapes if isinstance(s, Poly)}
    assert {f"hex-{h}" for h in BOARD.hexes} <= ids
    assert {"start", "cliff", "panel-chow", "panel-card", "panel-clans"} <= ids
    texts = [s.text for s in shapes if isinstance(s, Text)]
    assert set(BOARD.hexes) <= set(texts)
    for eagle, colour in ZONE_LETTER_COLOURS.items():
        letters = sorted(s.text for s in shapes if isinstance(s, Text) and s.fill == colour)
        assert letters == list("ABCDEF"), eagle
    brush = [s for s in shapes if isinstance(s, Poly) and s.id.startswith("hex-") and s.fill == "#9cc47a"]
    assert len(brush) == len(BOARD.brush)
    sanctuary_rings = [s for s in shapes if isinstance(s, Poly) and s.stroke == PALETTE["sanctuary"] and s.dash]
    assert len(sanctuary_rings) == len(BOARD.sanctuaries) + 1  # and the key's sample
    assert {"brush", "Line of Bones", "sanctuary", "pellet", "hunting", "feasting"} <= set(texts)  # the key
    assert sum(1 for s in shapes if isinstance(s, Circle)) >= len(BOARD.pellet_hexes)
    assert not set(BOARD.hexes) & set(t.text for t in board_scene(lay, show_ids=False) if isinstance(t, Text))


def test_stack_shapes_show_order_count_and_top():
    lay = get_layout(BOARD, 26, 1)
    colours = {"R1": "#8e44ad", "B1": "#2d3436", "I1": "#0f9b8e"}
    shapes = stack_shapes(lay, "0603", ["R1", "B1", "I1"], colours)
    bars = [s for s in shapes if isinstance(s, Poly)]
    assert [b.fill for b in bars] == ["#8e44ad", "#2d3436", "#0f9b8e"]
    tops = [min(y for _, y in b.points) for b in bars]
    assert tops == sorted(tops, reverse=True), "bottom lemming drawn lowest"
    heights = [max(y for _, y in b.points) - min(y for _, y in b.points) for b in bars]
    assert heights[-1] > heights[0], "the active lemming's bar is taller"
    texts = [s.text for s in shapes if isinstance(s, Text)]
    assert texts == ["I1", "3"]
    assert stack_shapes(lay, "0603", ["R1"], colours)[-1].text == "R1"
    assert stack_shapes(lay, "0603", [], colours) == []


def test_pieces_scene_shows_eagles_stacks_pellets_and_panels():
    from lemmings import scenarios

    game = scenarios.load("rulebook_eagle")
    lay = get_layout(game.board, 26, 1)
    shapes = pieces_scene(lay, game)
    texts = [s.text for s in shapes if isinstance(s, Text)]
    hunting = [s for s in shapes if isinstance(s, Circle) and s.fill in EAGLE_COLOURS.values()]
    assert len(hunting) == 2, "both eagles hunt: solid discs"
    assert {"B1", "V1", "R1", "S1", "R2"} <= set(texts)
    assert "I1" not in texts, "a covered lemming shows as a bar, not a label"
    assert any(t.startswith("Ritz 0 VP · 0 cards") for t in texts)  # five clans: two short columns
    four = Game.new(players=4, seed=1)
    assert any(t.text.startswith("Ritz 0 VP · 3 cards + It's a 5") for t in pieces_scene(lay, four) if isinstance(t, Text))
    game.apply("blue first")
    game.apply("blue cw A")
    game.apply("feast B1")
    shapes = pieces_scene(lay, game)
    feasting = [s for s in shapes if isinstance(s, Circle) and s.fill == "#ffffff" and s.stroke == EAGLE_COLOURS["blue"]]
    assert len(feasting) == 1 and feasting[0].dash, "a feasting eagle: a white disc with a dashed ring"
    chow = [s for s in shapes if isinstance(s, Text) and lay.chow.contains(s.x, s.y) and s.text == "1"]
    assert chow, "the chow box counts Biker's eaten lemming"


def test_highlight_scene_labels_destinations_and_marks():
    lay = get_layout(BOARD, 26, 1)
    shapes = highlight_scene(lay, targets={"0401": "4 pt", "cliff": "dive 2 VP"}, selectable=["0102", "start"],
                             selected="0203", marked="0702", risk={"0603": 0.0, "0702": 0.5})
    texts = [s.text for s in shapes if isinstance(s, Text)]
    assert "4 pt" in texts and "dive 2 VP" in " ".join(texts)
    assert "eagle risk:" in texts and [b[2] for b in RISK_BINS] == [t for t in texts if t in {b[2] for b in RISK_BINS}]
    ids = {s.id for s in shapes if isinstance(s, Poly)}
    assert {"risk-0702", "hl-0401", "hl-cliff", "pick-0102", "pick-start", "selected", "marked-0702"} <= ids
    assert "risk-0603" not in ids, "no rim where the chance is 0"
    assert sum(1 for s in shapes if isinstance(s, Line)) == 2  # the cross on the marked hex
    assert highlight_scene(lay) == []


# --------------------------------------------------------------- option places
def test_option_places_for_each_option_type():
    from lemmings import scenarios

    game = scenarios.load("rulebook_eagle")
    board = game.board
    assert option_places(game, Roll()) == (None, ())
    assert option_places(game, Pass()) == (None, ())
    assert option_places(game, EagleMove("blue", "cw", "A")) == (None, board.zone("blue", "A"))
    assert option_places(game, Feast("B1")) == (None, ("1403",))
    assert option_places(game, Scatter("V1", "cliff")) == ("1502", (CLIFF_TARGET,))
    assert option_places(game, Scatter("V1", "1404")) == ("1502", ("1404",))
    assert option_places(game, Move("R1", "1504", 2)) == ("1503", ("1504", CLIFF_TARGET))
    assert option_places(game, Move("R3", "0101")) == (START, ("0101",))
    assert option_places(game, Resupply("0702")) == (None, ("0702",))
    assert option_places(game, Select("0403")) == (None, ("0403",))
    assert option_places(game, Select("S1")) == (None, ("1504",))
    game2 = Game.from_scenario("players: 3\nchow: R1\ncard: 3\n")
    assert option_places(game2, Place("R1", "1104")) == (CHOW_TARGET, ("1104",))


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_the_start_label_fits_its_box_in_every_language(lang: str):
    # PARTENZA is all wide capitals: measured letter by letter, bold, it must stay inside the start box
    lay = get_layout(BOARD)
    with language(lang):
        label = next(t for t in board_scene(lay) if isinstance(t, Text) and t.text == trc("board", "START"))
    assert label.size >= lay.font(MIN_TEXT)
    assert BOLD_WIDTH * drawn_width(label.text, label.size) <= lay.start.w - 0.1 * lay.s
