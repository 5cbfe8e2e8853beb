"""The one hex-to-pixel geometry shared by the SVG renderer and the ipycanvas board.

The track runs from left to right: the start area is drawn at the left, the cliff at the
right. A board *row* (a line of hexes across the track) is drawn as a vertical column of
flat-topped hexes, position 01 at the top. So a hex's ``x`` comes from its row and its
``y`` from its doubled column::

    x = x(row 1) + (row - 1) * 1.5 * size
    y = y(col min) + (col - col min) * sqrt(3)/2 * size

Everything here is a pure function of ``(board, size, scale)``: ``size`` is the hex
radius in CSS pixels and ``scale`` the device-pixel ratio. Every coordinate a
:class:`Layout` returns is in *device* pixels (CSS pixels times ``scale``), which is what
ipycanvas mouse events report when a canvas is ``scale`` times larger than its CSS box,
and what keeps it sharp on HiDPI screens. The SVG renderer uses ``scale=1``.

Besides geometry, the module holds what both renderers share about *what* to draw: the
palette, and the "scene" builders that turn a board or a game into a flat list of simple
shapes (:class:`Poly`, :class:`Circle`, :class:`Line`, :class:`Text`). The SVG renderer
writes those shapes as SVG elements; the widget sends them to the canvas in vectorised
batches. Only the standard library is used.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple

from .board import EAGLES, START, ZONE_LETTERS, Board
from .hexcore import corner_offsets, point_in_hex
from .options import CLIFF, Claw, EagleMove, EagleTo, Feast, Move, Place, Resupply, Scatter, Select, Swap, Top

if TYPE_CHECKING:
    from .game import Game

SQRT3 = math.sqrt(3.0)
#: Default hex radius in CSS pixels.
DEFAULT_SIZE = 28.0
#: The VP track shows boxes 0 to VP_TRACK_MAX (higher scores sit in the last box).
VP_TRACK_MAX = 30
#: Board targets that are not hexes.
CLIFF_TARGET, CHOW_TARGET = "cliff", "chow"
DIVE_VALUES = (1, 2, 3, 4, 5)

# ------------------------------------------------------------------- palette
#: Colours shared by both renderers (CSS ``#rrggbb``).
PALETTE: dict[str, str] = {
    "background": "#fbf8ef",
    "clear": "#f3ecd2",
    "brush": "#9cc47a",
    "brush_mark": "#4f7d32",
    "hex_edge": "#8d8570",
    "hex_id": "#6d6650",
    "start": "#e9dfbf",
    "start_edge": "#8d7b4a",
    "cliff": "#5d6d7e",
    "cliff_edge": "#2c3e50",
    "bones": "#d9d4c7",
    "bones_mark": "#7f7a6c",
    "sanctuary": "#3c8d5a",
    "pellet": "#8e5b2e",
    "pellet_mark": "#f6e7c8",
    "pellet_hex": "#b38a5e",
    "panel": "#f4efe1",
    "panel_edge": "#a59d86",
    "ink": "#2b2b2b",
    "muted": "#7a7466",
    "badge": "#222222",
    "highlight": "#f1c40f",
    "highlight_edge": "#b7950b",
    "selectable": "#16a085",
    "selected": "#c0392b",
    "marked": "#e74c3c",
    "risk": "#c0392b",
}
#: Each eagle's colour, and the lighter colour of its hunting circle's outlines.
EAGLE_COLOURS = {"red": "#c0392b", "blue": "#2471a3"}
CIRCLE_COLOURS = {"red": "#e6837a", "blue": "#7fb3e0"}


def hex_to_rgb(colour: str) -> tuple[int, int, int]:
    """``"#c0392b"`` → ``(192, 57, 43)`` (also accepts ``#rgb``)."""
    c = colour.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    if len(c) != 6:
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)


def rgb_to_hex(rgb: Iterable[float]) -> str:
    r, g, b = (max(0, min(255, round(v))) for v in rgb)
    return f"#{r:02x}{g:02x}{b:02x}"


def mix(a: str, b: str, t: float) -> str:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    ra, rb = hex_to_rgb(a), hex_to_rgb(b)
    return rgb_to_hex(x + (y - x) * t for x, y in zip(ra, rb, strict=True))


def text_colour_on(background: str) -> str:
    """Black or white, whichever reads better on ``background`` (relative luminance)."""
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in hex_to_rgb(background))
    lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return "#111111" if lum > 0.35 else "#ffffff"


# ------------------------------------------------------------------ geometry
@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle in device pixels."""

    x: float
    y: float
    w: float
    h: float

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.x + self.w and self.y <= py <= self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def points(self) -> tuple[tuple[float, float], ...]:
        """The four corners, clockwise from the top left."""
        x, y, w, h = self.x, self.y, self.w, self.h
        return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))


class Layout:
    """Pixel positions of everything on the picture, for one board, hex size and scale.

    Build it with :func:`get_layout` (cached). All results are device pixels.

    >>> from lemmings import Board
    >>> lay = get_layout(Board.default(), size=26, scale=1)
    >>> lay.hex_at(*lay.center("0603"))
    '0603'
    """

    def __init__(self, board: Board, size: float = DEFAULT_SIZE, scale: float = 1.0) -> None:
        if size <= 0 or scale <= 0:
            raise ValueError(f"size and scale must be positive, not {size} and {scale}")
        self.board = board
        self.size = float(size)
        self.scale = float(scale)
        s = self.s = self.size * self.scale
        self.margin = m = 0.35 * s
        self.dy = SQRT3 / 2 * s  # vertical distance per doubled column
        self.dx = 1.5 * s  # horizontal distance per row
        cols = [board.col(h) for h in board.hexes]
        self.col_min, self.col_max = min(cols), max(cols)
        top = m
        board_h = (self.col_max - self.col_min) * self.dy + SQRT3 * s
        self.start = Rect(m, top, 2.6 * s, board_h)
        self.x0 = self.start.x + self.start.w + 0.3 * s + s  # centre x of the first row
        self.y0 = top + self.dy  # centre y of the smallest column
        last_x = self.x0 + (board.last_row - board.first_row) * self.dx
        self.cliff = Rect(last_x + s + 0.25 * s, top, 1.6 * s, board_h)
        width = self.cliff.x + self.cliff.w + m
        self.board_rect = Rect(self.x0 - s, top, last_x + s - (self.x0 - s), board_h)
        # Panels under the board: the VP track, then card, dive boxes, chow box and clans.
        vp_y = top + board_h + 0.45 * s
        box_w = (width - 2 * m) / (VP_TRACK_MAX + 1)
        self.vp_track = Rect(m, vp_y, box_w * (VP_TRACK_MAX + 1), 0.95 * s)
        self.vp_boxes = tuple(Rect(m + i * box_w, vp_y, box_w, 0.95 * s) for i in range(VP_TRACK_MAX + 1))
        py = vp_y + 0.95 * s + 0.3 * s
        ph = 2.7 * s
        gap = 0.2 * s
        x = m
        self.card = Rect(x, py, 2.4 * s, ph)
        x += self.card.w + gap
        dives = {}
        for v in DIVE_VALUES:
            dives[v] = Rect(x, py, 2.2 * s, ph)
            x += 2.2 * s + gap * 0.5
        self.dive_boxes: dict[int, Rect] = dives
        x += gap * 0.5
        self.chow = Rect(x, py, 2.6 * s, ph)
        x += self.chow.w + gap
        self.clans = Rect(x, py, max(width - m - x, 6 * s), ph)
        self.width = max(width, self.clans.x + self.clans.w + m)
        self.height = py + ph + m
        self._centers = {h: (self.x0 + (board.row(h) - board.first_row) * self.dx,
                             self.y0 + (board.col(h) - self.col_min) * self.dy) for h in board.hexes}
        self._at = {(board.row(h), board.col(h)): h for h in board.hexes}
        self._corner_offsets = corner_offsets(s)

    def __repr__(self) -> str:
        return (f"<Layout {self.board.name!r}: hex size {self.size:g} px, scale {self.scale:g}, "
                f"{self.css_width} x {self.css_height} CSS px>")

    # ----------------------------------------------------------- sizes
    @property
    def pixel_width(self) -> int:
        """Canvas width in device pixels."""
        return math.ceil(self.width)

    @property
    def pixel_height(self) -> int:
        return math.ceil(self.height)

    @property
    def css_width(self) -> int:
        """Width of the picture in CSS pixels (the canvas' displayed size)."""
        return math.ceil(self.width / self.scale)

    @property
    def css_height(self) -> int:
        return math.ceil(self.height / self.scale)

    # ---------------------------------------------------------- hexes
    def center(self, target: str) -> tuple[float, float]:
        """Centre of a hex, or of a named area: ``"start"``, ``"cliff"``, ``"chow"``, ``"dive:3"``."""
        if target in self._centers:
            return self._centers[target]
        rect = self.area(target)
        if rect is None:
            raise ValueError(f"{target!r} is neither a hex of this board nor an area of the picture")
        return rect.center

    def area(self, name: str) -> Rect | None:
        """The rectangle of a named area (``start``, ``cliff``, ``chow``, ``card``, ``clans``,
        ``vp``, ``dive:<1-5>``), or ``None``."""
        if name == START:
            return self.start
        if name == CLIFF_TARGET:
            return self.cliff
        if name == CHOW_TARGET:
            return self.chow
        if name == "card":
            return self.card
        if name == "clans":
            return self.clans
        if name == "vp":
            return self.vp_track
        if name.startswith("dive:") and name[5:].isdigit():
            return self.dive_boxes.get(int(name[5:]))
        return None

    def corners(self, h: str, shrink: float = 1.0) -> tuple[tuple[float, float], ...]:
        """The six corners of hex ``h`` (flat-topped, clockwise from the right-hand corner);
        ``shrink`` < 1 draws a smaller hex around the same centre."""
        cx, cy = self._centers[h]
        return tuple((cx + ox * shrink, cy + oy * shrink) for ox, oy in self._corner_offsets)

    def hex_at(self, px: float, py: float) -> str | None:
        """The hex under pixel ``(px, py)``, or ``None`` off the hex grid."""
        board = self.board
        r_guess = round((px - self.x0) / self.dx) + board.first_row
        best, best_d = None, math.inf
        for r in (r_guess - 1, r_guess, r_guess + 1):
            c_guess = round((py - self.y0) / self.dy) + self.col_min
            for c in range(c_guess - 2, c_guess + 3):
                h = self._at.get((r, c))
                if h is None:
                    continue
                cx, cy = self._centers[h]
                d = (px - cx) ** 2 + (py - cy) ** 2
                if d < best_d:
                    best, best_d = h, d
        if best is None or not self.inside_hex(best, px, py):
            return None
        return best

    def inside_hex(self, h: str, px: float, py: float) -> bool:
        """True when the pixel lies inside (or on the edge of) hex ``h``."""
        cx, cy = self._centers[h]
        return point_in_hex(px, py, cx, cy, self.s)

    def hit(self, px: float, py: float) -> str | None:
        """What a click at ``(px, py)`` points at: a hex id, ``"start"``, ``"cliff"``,
        ``"chow"``, ``"dive:<n>"``, ``"card"``, ``"clans"``, ``"vp"``, or ``None``."""
        h = self.hex_at(px, py)
        if h is not None:
            return h
        if self.start.contains(px, py):
            return START
        if self.cliff.contains(px, py):
            return CLIFF_TARGET
        if self.chow.contains(px, py):
            return CHOW_TARGET
        for v, rect in self.dive_boxes.items():
            if rect.contains(px, py):
                return f"dive:{v}"
        for name, rect in (("card", self.card), ("clans", self.clans), ("vp", self.vp_track)):
            if rect.contains(px, py):
                return name
        return None

    def neighbour_across(self, h: str, edge: int) -> str | None:
        """The hex across edge ``edge`` (between corners ``edge`` and ``edge + 1``) of ``h``."""
        angle = math.pi / 6 + math.pi / 3 * edge
        dr = round(math.cos(angle) * SQRT3 / 1.5)  # rows are 1.5 s apart, hex centres sqrt(3) s apart
        dc = round(math.sin(angle) * SQRT3 / (SQRT3 / 2))
        return self._at.get((self.board.row(h) + dr, self.board.col(h) + dc))

    def zone_outline(self, eagle: str, letter: str, inset: float = 0.0) -> list[tuple[tuple[float, float], tuple[float, float]]]:
        """Edge segments around zone ``letter`` of ``eagle``'s circle (each edge whose other
        side is not in the same zone), pulled ``inset`` (fraction of the radius) towards the
        hex centres so that two circles' outlines on shared hexes stay visible."""
        board = self.board
        members = set(board.zone(eagle, letter))
        segs = []
        for h in board.zone(eagle, letter):
            pts = self.corners(h, 1.0 - inset)
            for e in range(6):
                if self.neighbour_across(h, e) not in members:
                    segs.append((pts[e], pts[(e + 1) % 6]))
        return segs

    def zone_anchor(self, eagle: str, letter: str) -> tuple[float, float]:
        """The mean of the zone's hex centres (where its letter is written)."""
        pts = [self._centers[h] for h in self.board.zone(eagle, letter)]
        return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))

    def cliff_slot(self, h: str) -> Rect:
        """The part of the cliff strip beside cliff-edge hex ``h`` (dive arrows start there)."""
        cx, cy = self._centers[h]
        return Rect(self.cliff.x, cy - self.dy, self.cliff.w, 2 * self.dy)


@lru_cache(maxsize=32)
def get_layout(board: Board, size: float = DEFAULT_SIZE, scale: float = 1.0) -> Layout:
    """The (cached) :class:`Layout` for ``board`` at hex radius ``size`` CSS px and ``scale``."""
    return Layout(board, size, scale)


def hex_to_pixel(board: Board, h: str, size: float = DEFAULT_SIZE, scale: float = 1.0) -> tuple[float, float]:
    """Centre of hex ``h`` (or of a named area) in device pixels."""
    return get_layout(board, size, scale).center(h)


def pixel_to_hex(board: Board, px: float, py: float, size: float = DEFAULT_SIZE, scale: float = 1.0) -> str | None:
    """The hex under device pixel ``(px, py)``, or ``None``."""
    return get_layout(board, size, scale).hex_at(px, py)


def hit_test(board: Board, px: float, py: float, size: float = DEFAULT_SIZE, scale: float = 1.0) -> str | None:
    """What the pixel points at (see :meth:`Layout.hit`)."""
    return get_layout(board, size, scale).hit(px, py)


# -------------------------------------------------------------------- shapes
class Poly(NamedTuple):
    """A closed polygon (rectangles too)."""

    points: tuple[tuple[float, float], ...]
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    alpha: float = 1.0
    dash: tuple[float, ...] = ()
    id: str = ""
    title: str = ""


class Circle(NamedTuple):
    x: float
    y: float
    r: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    alpha: float = 1.0
    dash: tuple[float, ...] = ()


class Line(NamedTuple):
    """An open polyline (two points for a segment)."""

    points: tuple[tuple[float, float], ...]
    stroke: str
    width: float = 1.0
    alpha: float = 1.0
    dash: tuple[float, ...] = ()


class Text(NamedTuple):
    """Text centred vertically on ``y``; ``anchor`` is ``"middle"``, ``"start"`` or ``"end"``."""

    x: float
    y: float
    text: str
    size: float
    fill: str = "#2b2b2b"
    anchor: str = "middle"
    bold: bool = False
    alpha: float = 1.0


Shape = Poly | Circle | Line | Text


_LAYER_ORDER = {Poly: 0, Line: 1, Circle: 2, Text: 3}


def layered(shapes: Iterable[Shape]) -> list[Shape]:
    """The shapes reordered polygons, lines, circles, texts, and by outline width within a
    type (otherwise stable). Only for groups whose members overlap just by type (a label
    over its box), so that each type and outline draws in one vectorised run."""
    def key(s: Shape) -> tuple:
        stroked = not isinstance(s, Text) and s.stroke is not None
        return (_LAYER_ORDER[type(s)], s.width if stroked else 0.0, s.dash if stroked else ())

    return sorted(shapes, key=key)


# ------------------------------------------------------------- board scene
def board_scene(lay: Layout, *, show_ids: bool = True) -> list[Shape]:
    """The static picture: start area, hexes and terrain, circles and zones, Line of Bones,
    sanctuaries, pellet hexes, cliff edge, and the empty panels."""
    board, s, P = lay.board, lay.s, PALETTE
    out: list[Shape] = []
    W, H = lay.width, lay.height
    out.append(Poly(Rect(0, 0, W, H).points(), fill=P["background"]))
    # Start area and cliff.
    out.append(Poly(lay.start.points(), fill=P["start"], stroke=P["start_edge"], width=0.08 * s, id="start",
                    title="Start area: every clan's lemmings begin here and enter the four hexes of row 1"))
    out.append(Poly(lay.cliff.points(), fill=P["cliff"], stroke=P["cliff_edge"], width=0.06 * s, id="cliff",
                    title="Over the cliff: a lemming on a cliff-edge hex with points left dives for that many VP"))
    # Hexes with terrain.
    bones = set(board.line_of_bones)
    for h in board.hexes:
        terrain = board.terrain(h)
        fill = P["brush"] if terrain == "brush" else (P["bones"] if h in bones else P["clear"])
        zones = ", ".join(f"{e} {z}" for e, z in board.zones_of(h)) or "outside both circles"
        out.append(Poly(lay.corners(h), fill=fill, stroke=P["hex_edge"], width=0.04 * s, id=f"hex-{h}",
                        title=f"{h}: {terrain}, {zones}"))
    # Brush tufts, Line of Bones marks, sanctuary rings, pellet-hex rings.
    for h in board.brush:
        x, y = lay.center(h)
        for dx in (-0.42, 0.0, 0.42):
            bx, by = x + dx * s, y + 0.62 * s
            out.append(Line(((bx - 0.12 * s, by), (bx, by - 0.22 * s), (bx + 0.12 * s, by)), P["brush_mark"], 0.06 * s))
    for h in board.line_of_bones:
        x, y = lay.center(h)
        out.append(Line(((x - 0.5 * s, y + 0.68 * s), (x + 0.5 * s, y + 0.68 * s)), P["bones_mark"], 0.07 * s,
                        dash=(0.12 * s, 0.08 * s)))
    for h in board.sanctuaries:
        out.append(Poly(lay.corners(h, 0.86), stroke=P["sanctuary"], width=0.08 * s, dash=(0.18 * s, 0.1 * s)))
    for h in board.sanctuaries:
        x, y = lay.center(h)
        out.append(Text(x, y + 0.66 * s, "safe", 0.26 * s, P["sanctuary"], bold=True))
    for h in board.pellet_hexes:
        x, y = lay.center(h)
        out.append(Circle(x + 0.5 * s, y + 0.42 * s, 0.2 * s, stroke=P["pellet_hex"], width=0.05 * s,
                          dash=(0.08 * s, 0.06 * s)))
    # Cliff-edge hexes: a heavy edge towards the cliff.
    for h in board.cliff_edge:
        pts = lay.corners(h)
        out.append(Line((pts[5], pts[0], pts[1]), P["cliff_edge"], 0.14 * s))
    # Hunting circles: every zone outlined, inset so that shared hexes show both colours.
    for eagle in EAGLES:
        colour = CIRCLE_COLOURS[eagle]
        inset = 0.07 if eagle == "red" else 0.15
        for letter in ZONE_LETTERS:
            for a, b in lay.zone_outline(eagle, letter, inset):
                out.append(Line((a, b), colour, 0.1 * s))
        for letter in ZONE_LETTERS:
            x, y = lay.zone_anchor(eagle, letter)
            out.append(Text(x, y, letter, 0.62 * s, EAGLE_COLOURS[eagle], bold=True, alpha=0.55))
    cx = lay.start.center[0]
    out.append(Text(cx, lay.start.y + 0.35 * s, "START", 0.4 * s, P["start_edge"], bold=True))
    ccx, ccy = lay.cliff.center
    for i, ch in enumerate("CLIFF"):
        out.append(Text(ccx, ccy + (i - 2) * 0.5 * s, ch, 0.42 * s, "#ecf0f1", bold=True))
    if show_ids:
        for h in board.hexes:
            x, y = lay.center(h)
            out.append(Text(x, y - 0.66 * s, h, 0.26 * s, P["hex_id"]))
    # Line of Bones label beside its first hex.
    if board.line_of_bones:
        # in the notch above the first hex of the line (its row is a short one)
        x = lay.center(board.line_of_bones[0])[0]
        top = min(lay.center(h)[1] for h in board.line_of_bones) - lay.dy
        out.append(Text(x, top - 0.52 * lay.dy, "Line of", 0.2 * s, P["bones_mark"], bold=True))
        out.append(Text(x, top - 0.2 * lay.dy, "Bones", 0.2 * s, P["bones_mark"], bold=True))
    out.extend(layered(_panel_frames(lay)))
    return out


def _panel_frames(lay: Layout) -> list[Shape]:
    s, P = lay.s, PALETTE
    out: list[Shape] = []
    for i, rect in enumerate(lay.vp_boxes):
        fill = P["panel"] if i % 5 else mix(P["panel"], P["panel_edge"], 0.25)
        out.append(Poly(rect.points(), fill=fill, stroke=P["panel_edge"], width=0.03 * s))
        out.append(Text(rect.x + rect.w / 2, rect.y + 0.16 * s, str(i), 0.22 * s, P["muted"]))
    for name, rect, label in (("card", lay.card, "Movement card"), ("chow", lay.chow, "Eagle chow"),
                              ("clans", lay.clans, "Clans")):
        out.append(Poly(rect.points(), fill=P["panel"], stroke=P["panel_edge"], width=0.04 * s, id=f"panel-{name}"))
        out.append(Text(rect.x + rect.w / 2 if name != "clans" else rect.x + 0.2 * s, rect.y + 0.22 * s, label,
                        0.26 * s, P["muted"], anchor="middle" if name != "clans" else "start", bold=True))
    for v, rect in lay.dive_boxes.items():
        out.append(Poly(rect.points(), fill=mix(P["panel"], "#aed6f1", 0.35), stroke=P["panel_edge"], width=0.04 * s,
                        id=f"panel-dive-{v}"))
        out.append(Text(rect.x + rect.w / 2, rect.y + 0.22 * s, f"Dive {v} VP", 0.26 * s, P["muted"], bold=True))
    return out


# ------------------------------------------------------------- pieces scene
def stack_shapes(lay: Layout, h: str, stack: Iterable[str], colours: Mapping[str, str],
                 *, covered_alpha: float = 0.95) -> list[Shape]:
    """A stack drawn as a layer cake, bottom lemming lowest: thin bars for covered lemmings,
    a taller outlined bar with the id for the active (top) one, and a count badge."""
    ids = list(stack)
    if not ids:
        return []
    s = lay.s
    x, y = lay.center(h)
    out: list[Shape] = []
    bar_w, thin, thick, gap = 1.12 * s, 0.13 * s, 0.34 * s, 0.025 * s
    left = x - bar_w / 2 - 0.06 * s
    bottom = y + 0.5 * s
    for lem in ids[:-1]:
        top = bottom - thin
        out.append(Poly(Rect(left, top, bar_w, thin).points(), fill=colours[lem], stroke="#ffffff", width=0.03 * s,
                        alpha=covered_alpha))
        bottom = top - gap
    lem = ids[-1]
    top = bottom - thick
    colour = colours[lem]
    out.append(Poly(Rect(left, top, bar_w, thick).points(), fill=colour, stroke=PALETTE["badge"], width=0.07 * s))
    out.append(Text(left + bar_w / 2, top + thick / 2, lem, 0.28 * s, text_colour_on(colour), bold=True))
    if len(ids) > 1:
        bx, by = left + bar_w + 0.12 * s, top + thick / 2
        out.append(Circle(bx, by, 0.19 * s, fill=PALETTE["badge"], stroke="#ffffff", width=0.04 * s))
        out.append(Text(bx, by, str(len(ids)), 0.24 * s, "#ffffff", bold=True))
    return out


def eagle_shapes(lay: Layout, eagle: str, zone: str, hunting: bool, occupied: Iterable[str] = ()) -> list[Shape]:
    """An eagle token: a solid disc with spread wings while hunting, a pale disc with a
    dashed ring and folded wings while feasting, labelled either way."""
    board, s = lay.board, lay.s
    hexes = board.zone(eagle, zone)
    busy = set(occupied)
    ax, ay = lay.zone_anchor(eagle, zone)
    free = [h for h in hexes if h not in busy] or list(hexes)
    spot = min(free, key=lambda h: (lay.center(h)[0] - ax) ** 2 + (lay.center(h)[1] - ay) ** 2)
    x, y = lay.center(spot)
    y += 0.05 * s
    colour = EAGLE_COLOURS[eagle]
    r = 0.46 * s
    out: list[Shape] = []
    if hunting:
        out.append(Circle(x, y, r, fill=colour, stroke="#1b1b1b", width=0.06 * s))
        wing = ((x - 0.36 * s, y - 0.1 * s), (x, y + 0.1 * s), (x + 0.36 * s, y - 0.1 * s), (x, y + 0.24 * s))
        out.append(Poly(wing, fill="#ffffff"))
        out.append(Text(x, y - 0.24 * s, "HUNT", 0.2 * s, "#ffffff", bold=True))
    else:
        out.append(Circle(x, y, r, fill="#ffffff", stroke=colour, width=0.1 * s, dash=(0.14 * s, 0.08 * s)))
        wing = ((x - 0.18 * s, y + 0.2 * s), (x, y - 0.02 * s), (x + 0.18 * s, y + 0.2 * s), (x, y + 0.1 * s))
        out.append(Poly(wing, fill=colour))
        out.append(Text(x, y - 0.2 * s, "FEAST", 0.2 * s, colour, bold=True))
    return out


def pieces_scene(lay: Layout, game: Game) -> list[Shape]:
    """Everything that changes during a game: zones of control, pellets, eagles, stacks,
    the current card and dice, the VP track, dive and chow boxes and the clans' cards."""
    s, P = lay.s, PALETTE
    st = game.state
    board = lay.board
    colours = lemming_colours(game)
    out: list[Shape] = []
    # Zones of control, tinted.
    for eagle, (zone, hunting) in st.eagles.items():
        tint = EAGLE_COLOURS[eagle]
        for h in board.zone(eagle, zone):
            out.append(Poly(lay.corners(h, 0.92), fill=tint, alpha=0.16 if hunting else 0.09))
    # Face-down pellets.
    pellets: list[Shape] = []
    for h in sorted(st.board_pellets):
        x, y = lay.center(h)
        pellets.append(Circle(x + 0.5 * s, y + 0.42 * s, 0.2 * s, fill=P["pellet"], stroke=P["pellet_mark"],
                              width=0.04 * s))
        pellets.append(Text(x + 0.5 * s, y + 0.43 * s, "?", 0.22 * s, P["pellet_mark"], bold=True))
    out.extend(layered(pellets))
    # Eagles (under the stacks, on a free hex of their zone when there is one).
    occupied = set(st.stacks) | set(st.board_pellets)
    for eagle, (zone, hunting) in st.eagles.items():
        out.extend(eagle_shapes(lay, eagle, zone, hunting, occupied))
    # Stacks (drawn type by type: no two stacks overlap).
    stacks: list[Shape] = []
    for h in board.hexes:
        stack = st.stacks.get(h)
        if stack:
            stacks.extend(stack_shapes(lay, h, stack, colours))
    out.extend(layered(stacks))
    # Starting lemmings: one row per clan in the start area.
    waiting_shapes: list[Shape] = []
    sx, sy, sw = lay.start.x, lay.start.y, lay.start.w
    n = game.players
    for p in range(n):
        clan = game.clans[p]
        waiting = st.starting(p)
        y = sy + 0.7 * s + (lay.start.h - 0.8 * s) * (p + 0.5) / n
        for i in range(len(waiting)):
            cx = sx + 0.28 * s + (i % 10) * (sw - 0.56 * s) / 9
            waiting_shapes.append(Circle(cx, y, 0.11 * s, fill=clan.colour, stroke="#ffffff", width=0.02 * s))
        if waiting:
            waiting_shapes.append(Text(sx + sw / 2, y - 0.24 * s, f"{clan.name} {len(waiting)}", 0.2 * s, clan.colour,
                                       bold=True))
    out.extend(layered(waiting_shapes))
    out.extend(layered(_panel_contents(lay, game)))
    return out


def lemming_colours(game: Game) -> dict[str, str]:
    """Each lemming id's clan colour."""
    st = game.state
    return {lem: game.clans[st.owner(lem)].colour for lem in st.cfg.all_lemmings}


def _panel_contents(lay: Layout, game: Game) -> list[Shape]:
    s, P = lay.s, PALETTE
    st = game.state
    out: list[Shape] = []
    # Current card, deck and dice.
    r = lay.card
    card = "—" if st.card is None else str(st.card)
    if st.over:
        card = "END"
    out.append(Text(r.x + r.w / 2, r.y + 1.05 * s, card, 0.95 * s if len(card) < 3 else 0.6 * s, P["ink"], bold=True))
    out.append(Text(r.x + r.w / 2, r.y + 1.85 * s, f"deck: {len(st.deck)} left", 0.24 * s, P["muted"]))
    if st.dice:
        dice = " ".join(f"{e[0].upper()}:{'H' if v == 0 else v}" for e, v in st.dice.items())
        out.append(Text(r.x + r.w / 2, r.y + 2.25 * s, f"dice {dice}", 0.24 * s, P["muted"]))
    # VP track: a small marker per clan in the box of its score.
    scores = game.score() if not st.over else {sc.clan: sc.total for sc in game.final_scores()}
    by_box: dict[int, list[str]] = {}
    for clan in game.clans:
        by_box.setdefault(min(max(scores.get(clan.name, 0), 0), VP_TRACK_MAX), []).append(clan.colour)
    for box, cols in by_box.items():
        rect = lay.vp_boxes[box]
        for i, colour in enumerate(cols):
            cx = rect.x + rect.w * (0.25 + 0.5 * (i % 2))
            cy = rect.y + 0.42 * s + (i // 2) * 0.2 * s
            out.append(Circle(cx, cy, min(0.1 * s, rect.w * 0.22), fill=colour, stroke="#ffffff", width=0.02 * s))
    # Dive boxes and the chow box: how many lemmings of each clan.
    n = game.players
    for v, rect in lay.dive_boxes.items():
        counts = [sum(1 for lem in st.cfg.lemmings_of[p] if st.dives.get(lem) == v) for p in range(n)]
        out.extend(_count_rows(lay, rect, game, counts))
    chow = [sum(1 for lem in st.cfg.lemmings_of[p] if st.loc[lem] == "chow") for p in range(n)]
    out.extend(_count_rows(lay, lay.chow, game, chow))
    # Clans: VP, cards left (special actions and It's a 5), lemmings waiting, pellets held.
    rect = lay.clans
    row_h = (rect.h - 0.45 * s) / max(n, 1)
    for p in range(n):
        clan = game.clans[p]
        y = rect.y + 0.45 * s + row_h * (p + 0.5)
        x = rect.x + 0.2 * s
        out.append(Poly(Rect(x, y - 0.13 * s, 0.26 * s, 0.26 * s).points(), fill=clan.colour))
        held = len(st.hands[p])
        five = "" if st.clan_card_used[p] else " + It's a 5"
        pellets = sum(st.held[p].values())
        eagle = " ★ eagle" if p == game.eagle_player and not st.over else ""
        text = (f"{clan.name}: {scores.get(clan.name, 0)} VP · cards {held}{five} · "
                f"start {len(st.starting(p))} · pellets {pellets}{eagle}")
        out.append(Text(x + 0.36 * s, y, text, fit_text(text, rect.w - 0.7 * s, min(0.27 * s, row_h * 0.8)), P["ink"],
                        anchor="start", bold=bool(eagle)))
    return out


def _count_rows(lay: Layout, rect: Rect, game: Game, counts: list[int]) -> list[Shape]:
    s = lay.s
    out: list[Shape] = []
    shown = [(p, c) for p, c in enumerate(counts) if c]
    if not shown:
        return out
    row_h = min(0.36 * s, (rect.h - 0.5 * s) / len(shown))
    for i, (p, c) in enumerate(shown):
        y = rect.y + 0.55 * s + row_h * (i + 0.5)
        colour = game.clans[p].colour
        x = rect.x + 0.25 * s
        out.append(Circle(x, y, min(0.13 * s, row_h * 0.42), fill=colour, stroke="#ffffff", width=0.02 * s))
        out.append(Text(x + 0.22 * s, y, f"{game.clans[p].name} × {c}", min(0.24 * s, row_h * 0.8), PALETTE["ink"],
                        anchor="start"))
    return out


# ---------------------------------------------------------- highlight scene
def highlight_scene(lay: Layout, *, targets: Mapping[str, str] | None = None, selectable: Iterable[str] = (),
                    selected: str | None = None, marked: str | None = None,
                    risk: Mapping[str, float] | None = None) -> list[Shape]:
    """The interaction layer.

    ``targets`` maps each legal destination (a hex, ``"start"``, ``"cliff"``, ``"chow"``) to
    its label (cost, dive VP); ``selectable`` outlines what can be clicked to pick a piece;
    ``selected`` rings the picked piece's place; ``marked`` crosses out a hex just
    explained as illegal; ``risk`` shades hexes by a probability from 0 to 1.
    """
    s, P = lay.s, PALETTE
    out: list[Shape] = []
    risky: list[Shape] = []
    for h, p in sorted((risk or {}).items()):
        if p > 0 and h in lay.board:
            risky.append(Poly(lay.corners(h, 0.97), fill=P["risk"], alpha=0.06 + 0.4 * min(1.0, p), id=f"risk-{h}",
                              title=f"{h}: {round(100 * p)}% chance of an eagle attack next eagles phase"))
            x, y = lay.center(h)
            risky.append(Text(x, y + 0.72 * s, f"{round(100 * p)}%", 0.22 * s, "#7b1d12", bold=True))
    out.extend(layered(risky))
    for t in selectable:
        if t in lay.board:
            out.append(Poly(lay.corners(t, 0.9), stroke=P["selectable"], width=0.1 * s, dash=(0.2 * s, 0.1 * s),
                            id=f"pick-{t}"))
        else:
            rect = lay.area(t)
            if rect is not None:
                out.append(Poly(_inset(rect, 0.08 * s).points(), stroke=P["selectable"], width=0.1 * s,
                                dash=(0.2 * s, 0.1 * s), id=f"pick-{t}"))
    lit: list[Shape] = []
    for t, label in (targets or {}).items():
        if t in lay.board:
            lit.append(Poly(lay.corners(t, 0.93), fill=P["highlight"], stroke=P["highlight_edge"], width=0.1 * s,
                            alpha=0.55, id=f"hl-{t}", title=f"{t}: {label}" if label else t))
            x, y = lay.center(t)
            if label:
                lit.append(Poly(Rect(x - 0.8 * s, y + 0.5 * s, 1.6 * s, 0.34 * s).points(), fill="#fffbe6",
                                alpha=0.9))
                lit.append(Text(x, y + 0.67 * s, label, fit_text(label, 1.52 * s, 0.26 * s), P["ink"], bold=True))
        else:
            rect = lay.area(t)
            if rect is None:
                continue
            lit.append(Poly(_inset(rect, 0.05 * s).points(), fill=P["highlight"], stroke=P["highlight_edge"],
                            width=0.1 * s, alpha=0.45, id=f"hl-{t}"))
            if label:
                cx, cy = rect.center
                lit.append(Poly(Rect(rect.x, rect.y + rect.h - 0.6 * s, rect.w, 0.4 * s).points(), fill="#fffbe6",
                                alpha=0.9))
                lit.append(Text(cx, rect.y + rect.h - 0.4 * s, label, fit_text(label, rect.w * 0.95, 0.26 * s),
                                P["ink"], bold=True))
    out.extend(layered(lit))
    if selected is not None:
        if selected in lay.board:
            out.append(Poly(lay.corners(selected, 1.0), stroke=P["selected"], width=0.16 * s, id="selected"))
        else:
            rect = lay.area(selected)
            if rect is not None:
                out.append(Poly(rect.points(), stroke=P["selected"], width=0.16 * s, id="selected"))
    if marked is not None and marked in lay.board:
        x, y = lay.center(marked)
        d = 0.4 * s
        out.append(Poly(lay.corners(marked, 0.95), stroke=P["marked"], width=0.1 * s, id=f"marked-{marked}"))
        out.append(Line(((x - d, y - d), (x + d, y + d)), P["marked"], 0.1 * s))
        out.append(Line(((x - d, y + d), (x + d, y - d)), P["marked"], 0.1 * s))
    return out


def fit_text(text: str, width: float, size: float) -> float:
    """A font size no larger than ``size`` at which ``text`` fits in ``width`` pixels
    (bold sans-serif characters average about 0.62 of the font size)."""
    return min(size, width / max(1, 0.62 * len(text)))


def _inset(rect: Rect, d: float) -> Rect:
    return Rect(rect.x + d, rect.y + d, max(rect.w - 2 * d, 0), max(rect.h - 2 * d, 0))


# ------------------------------------------------------------ option places
def option_places(game: Game, option: Any) -> tuple[str | None, tuple[str, ...]]:
    """Where an option lives on the picture: ``(piece, places)``.

    Two-step options (a regular or card move, a scatter, a Heroic Return) have a *piece*,
    the place to click to pick the lemming (its hex, ``"start"`` or ``"chow"``), and the
    *places* that then complete the option: the destination hex, ``"start"`` (Lost), and
    ``"cliff"`` for a dive or a scatter over the edge (a dive also completes by clicking
    its cliff-edge hex). Every other option is one click: ``piece`` is ``None`` and
    ``places`` are the hexes or areas that choose it (all the hexes of the destination
    zone for an eagle). Options with no place on the picture (roll, pass, play a card,
    …) give ``(None, ())``.
    """
    st = game.state
    if isinstance(option, Move):
        return st.loc[option.lemming], ((option.to, CLIFF_TARGET) if option.dive else (option.to,))
    if isinstance(option, Scatter):
        return st.loc[option.lemming], ((CLIFF_TARGET,) if option.to == CLIFF else (option.to,))
    if isinstance(option, Place):
        return CHOW_TARGET, (option.hex,)
    if isinstance(option, (Feast, Claw, Top)):
        return None, (st.loc[option.lemming],)
    if isinstance(option, Swap):
        return None, (st.loc[option.other],)
    if isinstance(option, Resupply):
        return None, (option.hex,)
    if isinstance(option, Select):
        return None, ((st.loc[option.target],) if option.target in st.loc else (option.target,))
    if isinstance(option, (EagleMove, EagleTo)):
        return None, tuple(game.board.zone(option.eagle, option.zone))
    return None, ()


__all__ = [
    "Layout", "Rect", "get_layout", "hex_to_pixel", "pixel_to_hex", "hit_test", "PALETTE", "EAGLE_COLOURS",
    "CIRCLE_COLOURS", "hex_to_rgb", "rgb_to_hex", "mix", "text_colour_on", "Poly", "Circle", "Line", "Text", "Shape",
    "board_scene", "pieces_scene", "highlight_scene", "fit_text", "stack_shapes", "eagle_shapes", "lemming_colours",
    "option_places", "layered", "DEFAULT_SIZE", "VP_TRACK_MAX", "CLIFF_TARGET", "CHOW_TARGET",
]
