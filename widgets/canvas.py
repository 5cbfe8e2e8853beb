"""Drawing the shared shape lists (:mod:`lemmings.layout`) on ipycanvas layers.

Drawing is split in two so that everything slow happens before a batch opens:

* :func:`compile_shapes` turns shapes into a list of :class:`Command` s, grouping runs of
  polygons, circles and lines into *vectorised* calls (a run of polygons is filled in one
  call, then stroked, one call per line width) (``fill_styled_polygons``,
  ``stroke_styled_polygons``, ``fill_styled_circles``, ``stroke_styled_line_segments``)
  with NumPy arrays built up front. It is pure and testable without a browser.
* :func:`run_commands` replays commands on a canvas; :func:`batch` wraps a redraw in one
  ``hold_canvas()`` batch and, if anything fails inside it, throws the half-built batch away
  and switches batching off again (``hold_canvas`` alone would leave it on).

The board canvas itself (:func:`board_canvas`) fits its container: its CSS width is 100 %
of the cell or page, capped at the picture's natural width, and its height follows the
aspect ratio. ipycanvas reports mouse positions in canvas pixels whatever size the canvas
is shown at (it scales the client coordinates by the canvas' width over its on-screen
width), so :meth:`lemmings.layout.Layout.hit` stays exact at every scale. On top of the
drawing layers sits a hover layer (:class:`HoverLayer`): a ring around what the mouse is
over and a tooltip box drawn on the canvas, instead of the widget ``tooltip`` trait, whose
updates on a ``MultiCanvas`` fail in the browser.
"""

from __future__ import annotations

import html
import math
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import Any, NamedTuple

import ipywidgets as W
import numpy as np
from ipycanvas import MultiCanvas, hold_canvas
from ipycanvas import canvas as _ipc

from gamecore.i18n import lazy
from lemmings.layout import Circle, Layout, Line, Poly, Shape, Text, hex_to_rgb, hover_scene
from lemmings.layout.style import MIN_TEXT as LL_MIN_TEXT

from .wheel import BOARD_CLASS

FONT_FAMILY = "DejaVu Sans, Verdana, Arial, sans-serif"
_ALIGN = {"middle": "center", "start": "left", "end": "right"}


class Command(NamedTuple):
    """One canvas call: ``kind`` is ``"set"`` (an attribute) or ``"call"`` (a method)."""

    kind: str
    name: str
    args: tuple[Any, ...] = ()

    def __repr__(self) -> str:
        if self.kind == "set":
            return f"<set {self.name}={self.args[0]!r}>"
        sizes = [a.shape if isinstance(a, np.ndarray) else a for a in self.args]
        return f"<{self.name}{tuple(sizes)}>"


@lru_cache(maxsize=512)
def _rgb(colour: str) -> tuple[int, int, int]:
    return hex_to_rgb(colour)


def _font(size: float, bold: bool) -> str:
    return f"{'bold ' if bold else ''}{size:.1f}px {FONT_FAMILY}"


def _colours(colours: Sequence[str]) -> np.ndarray:
    return np.array([_rgb(c) for c in colours], dtype=np.uint8).reshape(-1, 3)


def _poly_batch(points: list[Sequence[tuple[float, float]]]) -> tuple[np.ndarray, np.ndarray]:
    flat = [xy for pts in points for xy in pts]
    return np.array(flat, dtype=np.float64).reshape(-1, 2), np.array([len(p) for p in points], dtype=np.int32)


def _group_key(shape: Shape) -> tuple:
    if isinstance(shape, Line):
        return ("line", shape.width, shape.dash)
    return (type(shape).__name__,)


def _stroke_runs(shapes: list[Any]) -> list[list[Any]]:
    """Stroked shapes split into consecutive runs sharing a line width and dash pattern."""
    runs: list[list[Any]] = []
    for sh in shapes:
        if runs and (runs[-1][0].width, runs[-1][0].dash) == (sh.width, sh.dash):
            runs[-1].append(sh)
        else:
            runs.append([sh])
    return runs


def compile_shapes(shapes: Iterable[Shape]) -> list[Command]:
    """Canvas commands that draw ``shapes`` in order, vectorised by runs of similar shapes.

    A run of consecutive polygons (or circles) becomes one styled fill call, then one
    styled stroke call per stretch of equal line width and dash (so within a run, outlines
    are drawn over fills); consecutive lines of one width become one styled segment call.
    Texts set the font, colour and alignment only when they change.
    """
    out: list[Command] = [Command("set", "global_alpha", (1.0,)), Command("set", "line_join", ("round",)),
                          Command("set", "line_cap", ("round",)), Command("set", "text_baseline", ("middle",)),
                          Command("call", "set_line_dash", ([],))]
    state: dict[str, Any] = {"dash": (), "width": None, "font": None, "fill": None, "align": None, "alpha": 1.0}

    def set_line(width: float, dash: tuple[float, ...]) -> None:
        if state["width"] != width:
            out.append(Command("set", "line_width", (float(width),)))
            state["width"] = width
        if state["dash"] != dash:
            out.append(Command("call", "set_line_dash", ([float(d) for d in dash],)))
            state["dash"] = dash

    run: list[Shape] = []

    def flush() -> None:
        if not run:
            return
        first = run[0]
        if isinstance(first, Text):
            for t in run:
                font = _font(t.size, t.bold)
                if state["font"] != font:
                    out.append(Command("set", "font", (font,)))
                    state["font"] = font
                if state["fill"] != t.fill:
                    out.append(Command("set", "fill_style", (t.fill,)))
                    state["fill"] = t.fill
                align = _ALIGN[t.anchor]
                if state["align"] != align:
                    out.append(Command("set", "text_align", (align,)))
                    state["align"] = align
                if state["alpha"] != t.alpha:
                    out.append(Command("set", "global_alpha", (float(t.alpha),)))
                    state["alpha"] = t.alpha
                out.append(Command("call", "fill_text", (t.text, float(t.x), float(t.y))))
            if state["alpha"] != 1.0:
                out.append(Command("set", "global_alpha", (1.0,)))
                state["alpha"] = 1.0
        elif isinstance(first, Line):
            set_line(first.width, first.dash)
            pts, counts = _poly_batch([ln.points for ln in run])
            out.append(Command("call", "stroke_styled_line_segments",
                               (pts, _colours([ln.stroke for ln in run]), np.array([ln.alpha for ln in run]), counts)))
        elif isinstance(first, Poly):
            fills = [p for p in run if p.fill]
            if fills:
                pts, counts = _poly_batch([p.points for p in fills])
                out.append(Command("call", "fill_styled_polygons",
                                   (pts, _colours([p.fill for p in fills]), np.array([p.alpha for p in fills]), counts)))
            for strokes in _stroke_runs([p for p in run if p.stroke]):
                set_line(strokes[0].width, strokes[0].dash)
                pts, counts = _poly_batch([p.points for p in strokes])
                out.append(Command("call", "stroke_styled_polygons",
                                   (pts, _colours([p.stroke for p in strokes]), np.array([p.alpha for p in strokes]),
                                    counts)))
        elif isinstance(first, Circle):
            fills = [c for c in run if c.fill]
            groups = ([("fill_styled_circles", fills, "fill")] if fills else []) + [
                ("stroke_styled_circles", r, "stroke") for r in _stroke_runs([c for c in run if c.stroke])]
            for method, chosen, attr in groups:
                if attr == "stroke":
                    set_line(chosen[0].width, chosen[0].dash)
                out.append(Command("call", method, (
                    np.array([c.x for c in chosen]), np.array([c.y for c in chosen]), np.array([c.r for c in chosen]),
                    _colours([getattr(c, attr) for c in chosen]), np.array([c.alpha for c in chosen]))))
        else:  # pragma: no cover - the shape types are closed
            raise TypeError(f"not a shape: {first!r}")
        run.clear()

    key = None
    for shape in shapes:
        k = _group_key(shape)
        if k != key:
            flush()
            key = k
        run.append(shape)
    flush()
    if state["dash"]:
        out.append(Command("call", "set_line_dash", ([],)))
    return out


def run_commands(canvas: Any, commands: Iterable[Command]) -> None:
    """Replay compiled commands on an ipycanvas ``Canvas`` (or anything with its methods)."""
    for cmd in commands:
        if cmd.kind == "set":
            setattr(canvas, cmd.name, cmd.args[0])
        elif cmd.name in ("fill_styled_polygons", "stroke_styled_polygons"):
            pts, colours, alpha, counts = cmd.args
            getattr(canvas, cmd.name)(pts, colours, alpha, points_per_polygon=counts)
        elif cmd.name == "stroke_styled_line_segments":
            pts, colours, alpha, counts = cmd.args
            canvas.stroke_styled_line_segments(pts, colours, alpha, points_per_line_segment=counts)
        else:
            getattr(canvas, cmd.name)(*cmd.args)


def _manager() -> Any:
    return _ipc._CANVAS_MANAGER


@contextmanager
def batch() -> Iterator[None]:
    """``hold_canvas()`` made safe: on an exception the cached commands are dropped, the
    manager forgets which canvas it last addressed, and batching is switched back off."""
    mgr = _manager()
    was = mgr._caching
    done = False
    try:
        with hold_canvas():
            yield
        done = True
    finally:
        if not done:
            mgr._commands_cache = []
            mgr._buffers_cache = []
            mgr._current_canvas = None
            mgr._caching = was


def forget_current_canvas() -> None:
    """Make the next command name its canvas again (a newly connected page knows none)."""
    _manager()._current_canvas = None


class MessageCounter:
    """Counts the messages ipycanvas sends to the browser while active::

        with MessageCounter() as counter:
            view.redraw()
        counter.count   # 1: one batch for the whole redraw
    """

    def __init__(self) -> None:
        self.count = 0
        self.sizes: list[int] = []
        self._mgr = _manager()
        self._orig: Any = None

    def __enter__(self) -> MessageCounter:
        orig = self._mgr._send_custom

        def counting(command: Any, buffers: Sequence[Any] = ()) -> None:
            self.count += 1
            self.sizes.append(len(command))
            orig(command, list(buffers))

        self._orig = vars(self._mgr).get("_send_custom")
        self._mgr._send_custom = counting
        return self

    def __exit__(self, *exc: object) -> None:
        if self._orig is None:
            del self._mgr._send_custom
        else:
            self._mgr._send_custom = self._orig

    def __repr__(self) -> str:
        return f"<MessageCounter {self.count} message(s)>"


# ------------------------------------------------------------ the board canvas
#: A board is never drawn narrower than this many CSS pixels: below it hex ids and labels are too
#: small to read (a notebook beside JupyterLab's file browser on a small screen is about 400 px
#: wide); a narrower box scrolls the board sideways instead.
MIN_BOARD_WIDTH = 600
#: No board text is shown smaller than this many CSS pixels: a board whose smallest text
#: (:data:`BOARD_MIN_TEXT` at its natural width) would shrink below it is drawn wider than
#: :data:`MIN_BOARD_WIDTH` and scrolls sideways instead (Leaping Lemmings' 800 px board: 728 px, not
#: 600, where its hex ids were 8 px beside JupyterLab's file browser; newcomer finding 13).
LEGIBLE_TEXT = 10.0
#: The smallest text a board draws at its natural width (``MIN_TEXT`` of every game's layout:
#: ``lemmings.layout.style``, ``plongeon.layout``; Labyrinth's board is never drawn below its width).
BOARD_MIN_TEXT = LL_MIN_TEXT


def least_width(lay: Layout) -> int:
    """The least width the board of ``lay`` is drawn at: :data:`MIN_BOARD_WIDTH`, or wider if its
    smallest text would be under :data:`LEGIBLE_TEXT` there, and never more than its own width."""
    legible = math.ceil(lay.css_width * LEGIBLE_TEXT / BOARD_MIN_TEXT)
    return min(max(MIN_BOARD_WIDTH, legible), lay.css_width)


def fluid_layout(lay: Layout) -> W.Layout:
    """CSS for a canvas that scales with its container: full width up to the picture's
    natural width (``lay.css_width``), height from the aspect ratio, and never below its least
    width (:func:`least_width`; then its box scrolls sideways)."""
    return W.Layout(width="100%", max_width=f"{lay.css_width}px", height="auto",
                    min_width=f"{least_width(lay)}px")


def board_box_css(lay: Layout) -> dict[str, str]:
    """Layout fields for the box holding the board and the lines under it, in a wrapping row beside
    the side panel: it stays beside the panel while both fit, giving way down to the board's least
    width (:func:`least_width`), and is never wider than the board."""
    return {"flex": f"3 1 {least_width(lay)}px", "max_width": f"min(100%, {lay.css_width}px)"}


#: The class of the box around a board (:func:`board_box`): a CSS size container, so that words
#: under the board can show only while the board is cut off and scrolls sideways.
BOARD_BOX_CLASS = "lemmings-boardbox"

#: What :func:`narrow_note_html` says under a cut-off board, and under a cut-off track (Le grand plongeon).
# said in the Voilà app and in JupyterLab alike: a wider window first, the file browser only for JupyterLab
CUT_OFF = lazy("The board is cut off on the right, where the cliff is: scroll it sideways (Shift and the mouse wheel "
               "over it), or give it more room (a wider window; in JupyterLab, Ctrl+B hides the file browser).")
CUT_OFF_TRACK = lazy("The track is cut off on the right: scroll it sideways (Shift and the mouse wheel over it), or "
                     "give it more room (a wider window; in JupyterLab, Ctrl+B hides the file browser).")


def board_box(board: W.Widget, *under: W.Widget) -> W.VBox:
    """The box around a board (``board``: its canvas, or a box holding it) and the lines under it.

    A column narrower than the board's least width (:data:`MIN_BOARD_WIDTH`) cuts the board off at
    the right: it then scrolls sideways, with the scrollbar right under the board, not under the
    lines below it; and the box is the size container :func:`narrow_note_html` asks about."""
    scroller = W.Box([board], layout=W.Layout(max_width="100%", overflow="auto hidden"))
    box = W.VBox([scroller, *under], layout=W.Layout(max_width="100%"))
    box.add_class(BOARD_BOX_CLASS)
    return box


def narrow_note_html(text: object = CUT_OFF, least: int = MIN_BOARD_WIDTH) -> str:
    """``text`` (in the current language) in a line that shows only while the :func:`board_box`
    around a board is narrower than the board's least width (``least``: :func:`least_width`), that
    is while the board is cut off and scrolls sideways (a CSS container query: no browser code, no
    round trip to Python)."""
    name = f"lemmings-narrow-{least}"
    return (f"<style>.{BOARD_BOX_CLASS}{{container:{BOARD_BOX_CLASS}/inline-size}}.{name}{{display:none}}"
            f"@container {BOARD_BOX_CLASS} (max-width:{least - 1}px){{.{name}{{display:block}}}}</style>"
            f'<div class="lemmings-narrow {name}" style="color:#8a4500;font-weight:600">{html.escape(str(text))}</div>')


def fit_to(canvas: MultiCanvas, lay: Layout) -> None:
    """Give ``canvas`` the pixel size of ``lay`` and the fluid CSS size (another board)."""
    canvas.width, canvas.height = lay.pixel_width, lay.pixel_height
    fluid = fluid_layout(lay)
    for name in ("width", "max_width", "height", "min_width"):
        setattr(canvas.layout, name, getattr(fluid, name))


def board_canvas(lay: Layout, layers: int, *, hover: bool = True) -> MultiCanvas:
    """A ``MultiCanvas`` for ``lay`` with ``layers`` drawing layers and, above them unless
    ``hover`` is false, the hover layer (index ``layers``; see :class:`HoverLayer`), sized to fit
    its container. It carries :data:`~widgets.wheel.BOARD_CLASS`: with a
    :class:`~widgets.wheel.PageScroll` on the page, the wheel over it scrolls the page."""
    canvas = MultiCanvas(layers + hover, width=lay.pixel_width, height=lay.pixel_height, layout=fluid_layout(lay))
    canvas.add_class(BOARD_CLASS)
    return canvas


class HoverLayer:
    """The top layer of a board canvas: a ring around the hovered place and a tooltip box
    beside it (:func:`lemmings.layout.hover_scene`), redrawn only when they change. A click
    hides the tooltip (:meth:`hide_tooltip`) until the mouse moves to another place, so it
    never covers the destinations the click just lit.

    >>> from lemmings import Board
    >>> from lemmings.layout import get_layout
    >>> lay = get_layout(Board.default(), scale=2)
    >>> hover = HoverLayer(board_canvas(lay, 3), lay)
    >>> hover.show("0603", "0603 · clear · empty")
    True
    >>> hover.show("0603", "0603 · clear · empty")   # nothing changed: nothing sent
    False
    """

    def __init__(self, canvas: MultiCanvas, lay: Layout, index: int = -1) -> None:
        self.canvas = canvas
        self.index = index
        self.layout = lay
        self.target: str | None = None
        self.text = ""
        self.hidden = False  # the tooltip, after a click on the same place

    @property
    def layer(self) -> Any:
        """The canvas layer drawn on (``index``, the top one by default)."""
        return self.canvas[self.index]

    def show(self, target: str | None, text: str = "", lay: Layout | None = None) -> bool:
        """Ring ``target`` and show ``text`` beside it (``None`` clears the layer). Returns
        whether anything was redrawn."""
        lay = lay or self.layout
        if target != self.target:
            self.hidden = False
        if (target, text, lay) == (self.target, self.text, self.layout):
            return False
        if self.hidden and (target, lay) == (self.target, self.layout):
            self.text = text  # shown again once the mouse moves elsewhere and back
            return False
        self.target, self.text, self.layout = target, text, lay
        commands = compile_shapes(hover_scene(lay, target, "" if self.hidden else text))
        with batch():
            self.layer.clear()
            run_commands(self.layer, commands)
        return True

    def hide_tooltip(self) -> bool:
        """Hide the tooltip (the ring stays) until the mouse moves to another place."""
        if self.hidden or not self.text:
            self.hidden = True
            return False
        self.hidden = True
        commands = compile_shapes(hover_scene(self.layout, self.target, ""))
        with batch():
            self.layer.clear()
            run_commands(self.layer, commands)
        return True

    def clear(self) -> bool:
        """Hide the ring and the tooltip."""
        return self.show(None)


__all__ = ["Command", "compile_shapes", "run_commands", "batch", "forget_current_canvas", "MessageCounter",
           "fluid_layout", "board_box_css", "BOARD_BOX_CLASS", "CUT_OFF", "CUT_OFF_TRACK", "board_box", "narrow_note_html",
           "fit_to", "MIN_BOARD_WIDTH", "least_width", "LEGIBLE_TEXT", "BOARD_MIN_TEXT",
           "board_canvas", "HoverLayer"]
