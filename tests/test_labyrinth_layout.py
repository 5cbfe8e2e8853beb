"""Labyrinth's picture without a widget (labyrinth/layout.py): the geometry, what a click points at, where each
option is chosen, and the scenes: legible (no text under 10 CSS px), inside the picture, every piece drawn."""

from __future__ import annotations

import pytest

from gamecore.hexcore import point_in_hex
from gamecore.shapes import Circle, Line, Poly, Text, drawn_width
from labyrinth import board as bd
from labyrinth import rules as ru
from labyrinth.bot import playout
from labyrinth.game import Game
from labyrinth.layout import (
    DEFAULT_ID_SPOT,
    MIN_TEXT,
    _box_to_segment,
    board_scene,
    get_layout,
    highlight_scene,
    option_place,
    options_at,
    pieces_scene,
)


def busy(players: int = 4, seed: int = 3, choices: int = 200) -> Game:
    return playout(Game.new(players, seed=seed), seed, max_choices=choices)


def test_the_board_fits_800_to_1400_pixel_windows():
    lay = get_layout()
    assert 450 <= lay.css_width <= 560 and 500 <= lay.css_height <= 600
    assert len(lay.cells) == 43 and len(set(lay.cells)) == 43
    with pytest.raises(ValueError):
        get_layout(0)


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_no_text_under_10_css_pixels_and_everything_inside_the_picture(scale):
    lay = get_layout(scale=scale)
    g = busy()
    shapes = (board_scene(lay, g.components, g.state) + highlight_scene(lay, g.components, g.state, g.options)
              + pieces_scene(lay, g.components, g.state))
    texts = [t for t in shapes if isinstance(t, Text)]
    assert texts and min(t.size for t in texts) / scale >= MIN_TEXT
    for sh in shapes:
        points = sh.points if isinstance(sh, Poly | Line) else [(sh.x, sh.y)]
        for x, y in points:
            assert -1 <= x <= lay.width + 1 and -1 <= y <= lay.height + 1, sh


def test_a_click_on_each_corridor_hub_hits_that_corridor_and_an_empty_cell_hits_the_cell():
    lay = get_layout(scale=2.0)
    for seed in (1, 2, 3):
        g = busy(seed=seed, choices=300)
        opens = bd.openings(g.components, g.state.tiles)
        for corridor, (x, y) in lay.hubs(opens).items():
            assert lay.hit(x, y, opens) == corridor
        for cell in lay.cells:
            if cell not in g.state.tiles:
                assert lay.hit(*lay.centre(cell), opens) == cell
    assert lay.hit(1, 1, opens) is None and lay.hit(lay.width + 5, 10, opens) is None


def test_every_piece_is_drawn():
    lay = get_layout()
    g = busy(6, seed=5, choices=400)
    s = g.state
    shapes = pieces_scene(lay, g.components, s)
    numbers = [t.text for t in shapes if isinstance(t, Text) and t.text.isdigit()]
    assert sorted(numbers) == [str(p + 1) for p in range(6)]
    assert sum(isinstance(t, Text) and t.text == "G" for t in shapes) == 1
    assert sum(isinstance(t, Text) and t.text in "?✕" for t in shapes) == len(s.traps)
    circles = [c for c in shapes if isinstance(c, Circle)]
    assert len(circles) == 6 + sum(len(k) for k in s.keys.values()) + sum(len(i) for i in s.items.values())


def test_bridges_are_drawn_over_the_corridor_under_them():
    g = Game.new(3, seed=1)
    s = g.state
    bridge_tile = next(t.id for t in g.components.tiles.values() if any(c.level == "bridge" for c in t.corridors))
    cell = next(c for c in bd.normal_cells(3) if c not in s.tiles)
    s.tiles[cell] = [bridge_tile, 0]
    lay = get_layout()
    lines = [sh for sh in board_scene(lay, g.components, s) if isinstance(sh, Line)]
    first_bridge = next(i for i, ln in enumerate(lines) if ln.stroke != "#efe2c0")
    assert all(ln.stroke == "#efe2c0" for ln in lines[:first_bridge])  # every ground path first
    hubs = lay.hubs(bd.openings(g.components, s.tiles))
    upper, under = next(pair for pair in bd.bridge_pairs(g.components, s.tiles) if pair[0][:4] == cell)
    assert hubs[upper] != hubs[under]
    opens = bd.openings(g.components, s.tiles)
    assert lay.hit(*hubs[upper], opens) == upper and lay.hit(*hubs[under], opens) == under


def test_where_each_option_is_chosen():
    g = busy()
    s, comps = g.state, g.components
    me = s.seats[s.active]
    assert option_place(comps, s, "move 0408a") == "0408a"
    assert option_place(comps, s, "place 0305 r2") == "0305"
    assert option_place(comps, s, "attack P2") == s.seats[1].at
    assert option_place(comps, s, "target P9") is None
    for option in ("build", "end", "golem", "event", "take key", "done", "reroll", "rest"):
        assert option_place(comps, s, option) is None
    assert option_place(comps, s, "jump") == (None if s.tasks else ru.other_level(comps, s, me.at))


def test_a_click_picks_the_options_of_its_place_or_of_its_cell():
    g = Game.new(3, seed=1)
    s, comps = g.state, g.components
    g.apply(next(o for o in g.options if o.startswith("move")))
    while g.pending.player != s.active or g.pending.kind != "action" or "build" not in g.options:
        g.apply(g.options[-1])
    g.apply("build")
    options = g.options
    cell = options[0].split()[1]
    picked = options_at(comps, s, options, cell)
    assert picked and all(o.split()[1] == cell for o in picked)
    assert options_at(comps, s, options, None) == [] and options_at(comps, s, options, "0000") == []
    shapes = highlight_scene(get_layout(), comps, s, options, selected=cell)
    rings = [sh for sh in shapes if isinstance(sh, Poly)]
    assert len(rings) == len({o.split()[1] for o in options})


#: Tiles with a corner free of corridors in every turn: there the id fits clear of every path.
ROOMY = ("wide_bend", "wide_bend_item", "sharp_bend", "fork", "fork_trap", "y_split", "dead_end_item", "three_bends")


def id_gap(lay, comps, s, cell, at=None):
    """How far (in hex radii) the id's box stays from the middle line of its cell's corridor paths, and whether
    the box lies inside the hex; ``at``: the id's left end and middle instead of where the scene writes it."""
    opens = bd.openings(comps, s.tiles)
    hubs = lay.hubs(opens)
    text = next(t for t in board_scene(lay, comps, s) if isinstance(t, Text) and t.text == cell)
    x, y = at or (text.x, text.y)
    w, h = drawn_width(cell, text.size), text.size
    box = (x, y - h / 2, x + w, y + h / 2)
    paths = [(hubs[c], lay.edge_point(c, e)) for c, edges in opens.items() if c[:4] == cell for e in edges]
    cx, cy = lay.centre(cell)
    inside = all(point_in_hex(px, py, cx, cy, lay.s) for px in (box[0], box[2]) for py in (box[1], box[3]))
    return min(_box_to_segment(box, a, b) for a, b in paths) / lay.s, inside


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_cell_ids_move_clear_of_the_corridor_paths(scale):
    lay, g = get_layout(scale=scale), Game.new(3, seed=1)
    comps, cell = g.components, "0606"
    cx, cy = lay.centre(cell)
    width = drawn_width(cell, lay.font(10)) / lay.s
    old = (cx + (DEFAULT_ID_SPOT[0] - width / 2) * lay.s, cy + DEFAULT_ID_SPOT[1] * lay.s)  # the top left, as before
    moved = 0
    for tile in comps.tiles:
        for rot in range(6):
            s = g.state.copy()
            s.tiles[cell] = [tile, rot]
            gap, inside = id_gap(lay, comps, s, cell)
            before, _ = id_gap(lay, comps, s, cell, at=old)
            assert inside and gap >= before - 1e-9, (tile, rot)  # never worse than the old place
            if tile in ROOMY:
                assert gap >= 0.13, (tile, rot, gap)  # clear of the light path (0.26 wide)
            moved += before < 0.13 <= gap
    assert moved >= 10  # it sat on a path in these turns of these tiles


def test_on_played_boards_most_ids_are_clear_of_the_paths():
    g = busy(5, seed=2, choices=300)
    lay, s = get_layout(), g.state
    gaps = [id_gap(lay, g.components, s, cell)[0] for cell in s.tiles]
    assert sum(gap >= 0.13 for gap in gaps) >= 0.6 * len(gaps)
