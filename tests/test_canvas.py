"""The board canvas (:mod:`widgets.canvas`): compiled drawing commands, the fluid size, the
hover layer with its tooltip."""

from __future__ import annotations

import ipywidgets as W
import numpy as np

from labyrinth.layout import DEFAULT_SIZE as LABYRINTH_SIZE
from labyrinth.layout import MIN_TEXT as LABYRINTH_MIN_TEXT
from labyrinth.layout import get_layout as labyrinth_layout
from lemmings import Board
from lemmings.layout import DEFAULT_SIZE, PALETTE, Poly, Text, get_layout, hover_scene
from lemmings.layout.style import MIN_TEXT as LL_MIN_TEXT
from plongeon import Track
from plongeon.layout import DEFAULT_SIZE as PLONGEON_SIZE
from plongeon.layout import MIN_TEXT as PLONGEON_MIN_TEXT
from plongeon.layout import get_layout as plongeon_layout
from widgets.canvas import (
    BOARD_BOX_CLASS,
    CUT_OFF,
    CUT_OFF_TRACK,
    LEGIBLE_TEXT,
    MIN_BOARD_WIDTH,
    HoverLayer,
    MessageCounter,
    board_box,
    board_box_css,
    board_canvas,
    compile_shapes,
    fit_to,
    fluid_layout,
    least_width,
    narrow_note_html,
    run_commands,
)
from widgets.labyrinth_board import CUT_OFF_LABYRINTH

BOARD = Board.default()


def test_the_board_canvas_scales_with_its_container_and_keeps_its_resolution():
    lay = get_layout(BOARD, DEFAULT_SIZE, 2.0)
    css = fluid_layout(lay)
    assert (css.width, css.max_width, css.height) == ("100%", f"{lay.css_width}px", "auto")
    assert css.min_width == f"{least_width(lay)}px" and MIN_BOARD_WIDTH < least_width(lay) < lay.css_width, (
        "readable, below its natural width")
    canvas = board_canvas(lay, 3)
    assert len(canvas._canvases) == 4
    assert (canvas.width, canvas.height) == (lay.pixel_width, lay.pixel_height)
    other = get_layout(BOARD, 20, 2.0)
    fit_to(canvas, other)
    assert (canvas.width, canvas.height) == (other.pixel_width, other.pixel_height)
    assert canvas.layout.max_width == f"{other.css_width}px" and canvas.layout.width == "100%"


def test_the_board_box_gives_way_down_to_the_least_width_and_never_outgrows_the_board():
    lay = get_layout(BOARD, DEFAULT_SIZE, 2.0)
    assert board_box_css(lay) == {"flex": f"3 1 {least_width(lay)}px", "max_width": f"min(100%, {lay.css_width}px)"}
    small = get_layout(BOARD, 10, 2.0)  # a board drawn smaller than the least width keeps its own
    assert board_box_css(small)["flex"] == f"3 1 {small.css_width}px" and small.css_width < MIN_BOARD_WIDTH



def test_the_word_on_a_cut_off_board_shows_exactly_while_its_box_is_under_the_least_width():
    lay = get_layout(BOARD, DEFAULT_SIZE, 2.0)
    small = get_layout(BOARD, 10, 2.0)  # a board drawn smaller than MIN_BOARD_WIDTH is never cut off above its width
    least = least_width(lay)
    assert least >= MIN_BOARD_WIDTH and least_width(small) == small.css_width < MIN_BOARD_WIDTH
    note = narrow_note_html("<cut>", least)
    assert f".{BOARD_BOX_CLASS}{{container:{BOARD_BOX_CLASS}/inline-size}}" in note
    # the box scrolls the board below its least width, not at it
    assert f"@container {BOARD_BOX_CLASS} (max-width:{least - 1}px)" in note
    assert f".lemmings-narrow-{least}{{display:none}}" in note and "&lt;cut&gt;</div>" in note
    assert f"(max-width:{small.css_width - 1}px)" in narrow_note_html(least=least_width(small))
    assert "cut off on the right, where the cliff is" in narrow_note_html()
    # shown in the Voilà app too, where JupyterLab's Ctrl+B means nothing: a wider window comes first
    for note in (CUT_OFF, CUT_OFF_TRACK, CUT_OFF_LABYRINTH):
        assert "give it more room (a wider window; in JupyterLab, Ctrl+B" in str(note)


def test_no_board_text_is_drawn_under_ten_px_the_board_scrolls_instead():
    """Newcomer finding 13: beside JupyterLab's file browser the board was drawn 600 px wide, its hex
    ids and key about 8 px. At its least width every game's smallest text is 10 px or more."""
    boards = {"Leaping Lemmings": (get_layout(BOARD, DEFAULT_SIZE, 2.0), LL_MIN_TEXT),
              "Le grand plongeon": (plongeon_layout(Track.default(), PLONGEON_SIZE, 2.0), PLONGEON_MIN_TEXT),
              "Labyrinth": (labyrinth_layout(LABYRINTH_SIZE, 2.0), LABYRINTH_MIN_TEXT)}
    for name, (lay, smallest) in boards.items():
        shown = smallest * least_width(lay) / lay.css_width
        assert shown >= LEGIBLE_TEXT == 10, f"{name}: {shown:.1f} px text at its least width {least_width(lay)} px"
    assert least_width(boards["Leaping Lemmings"][0]) == 728


def test_a_board_box_scrolls_its_board_sideways_right_under_it():
    canvas, legend = board_canvas(get_layout(BOARD, DEFAULT_SIZE, 2.0), 3), W.HTML()
    box = board_box(canvas, legend)
    scroller = box.children[0]
    assert BOARD_BOX_CLASS in box._dom_classes and box.children[1] is legend
    assert scroller.children == (canvas,) and scroller.layout.overflow == "auto hidden"


def test_clicks_scaled_like_ipycanvas_does_still_hit_the_right_hex():
    # ipycanvas sends canvas.width * (clientX - left) / shownWidth: the board's own pixels
    lay = get_layout(BOARD, DEFAULT_SIZE, 2.0)
    for shown in (lay.css_width, 0.83 * lay.css_width, 0.6 * lay.css_width):
        ratio = lay.pixel_width / shown
        for h in BOARD.hexes:
            cx, cy = lay.center(h)
            client = (cx / ratio, cy / ratio)  # where the hex centre is on screen
            x, y = lay.pixel_width * client[0] / shown, lay.pixel_height * client[1] / (shown * lay.height / lay.width)
            assert lay.hit(x, y) == h


def test_hover_layer_draws_a_tooltip_only_when_something_changes():
    lay = get_layout(BOARD, DEFAULT_SIZE, 2.0)
    canvas = board_canvas(lay, 3)
    hover = HoverLayer(canvas, lay)
    with MessageCounter() as counter:
        assert hover.show("0603", "0603 · clear · outside both circles")
        assert not hover.show("0603", "0603 · clear · outside both circles")
        assert hover.show("0702", "0702 · clear")
        assert hover.clear() and not hover.clear()
    assert counter.count == 3, "one batch per change, none for a repeat"
    assert hover.target is None and hover.layer is canvas[3]
    hover.show("start", "Start area · waiting: Ritz 10")
    assert hover.hide_tooltip() and hover.hidden and not hover.hide_tooltip()
    assert not hover.show("start", "Start area · waiting: Ritz 9"), "hidden until the mouse leaves the place"
    assert hover.show("0101", "0101 · clear") and not hover.hidden


def test_tooltip_commands_draw_the_box_and_every_line():
    lay = get_layout(BOARD, DEFAULT_SIZE, 2.0)
    shapes = hover_scene(lay, "0603", "0603 · clear · holds up to 2")
    assert [t.text for t in shapes if isinstance(t, Text)] == ["0603", "clear", "holds up to 2"]
    commands = compile_shapes(shapes)
    texts = [c.args[0] for c in commands if c.name == "fill_text"]
    assert texts == ["0603", "clear", "holds up to 2"]
    fills = [c for c in commands if c.name == "fill_styled_polygons"]
    assert fills and any((c.args[1] == np.array([[255, 253, 245]])).all(axis=1).any() for c in fills)
    assert PALETTE["tooltip"] == "#fffdf5"

    class Recorder:
        def __init__(self) -> None:
            self.calls: list[str] = []

        def __getattr__(self, name):
            return lambda *a, **k: self.calls.append(name)

        def __setattr__(self, name, value):
            if name == "calls":
                object.__setattr__(self, name, value)
            else:
                self.calls.append(f"set {name}")

    rec = Recorder()
    run_commands(rec, commands)
    assert rec.calls.count("fill_text") == 3 and "fill_styled_polygons" in rec.calls
    assert all(isinstance(s, (Poly, Text)) for s in shapes)
