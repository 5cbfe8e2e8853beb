"""Where everything of a Labyrinth position is drawn, as the kit's shared shape lists.

The shapes are the kit's (:class:`~gamecore.shapes.Poly`, ``Circle``, ``Line``, ``Text``), so the
canvas code of the widgets (:mod:`widgets.canvas`) draws this game unchanged. Nothing here needs a widget:
a layout answers where a cell, a corridor and its pieces are (device pixels: CSS pixels times ``scale``)
and what a click at a point means; the scenes are the layers of a position, bottom first:

* :func:`board_scene`: the cells, each tile dark with its corridors as light paths from a hub to the
  edges they open on (a bridge's corridor pale blue, drawn over the corridor under it), the cell ids
  (top left, or moved clear of the corridor paths: :func:`id_place`);
* :func:`highlight_scene`: rings round the places where a pending option can be chosen by a click;
* :func:`pieces_scene`: traps (a red "?" face down, a red cross face up), keys, items, ability tokens, the
  Golem and the characters (a disc in the seat's colour with its number).

:func:`option_place` says where an option is chosen on the board (a corridor, or a cell for building);
:func:`options_at` which options a click on a place picks. No board text is smaller than
:data:`MIN_TEXT` CSS pixels.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from gamecore import arguments as arg
from gamecore.errors import ArgumentError
from gamecore.hexcore import DIRECTIONS, SQRT3, corner_offsets, point_in_hex
from gamecore.i18n import tr
from gamecore.shapes import Circle, Line, PictureSize, Poly, Shape, Text, drawn_width, text_colour_on

from . import board as bd
from . import rules as ru
from .components import Components
from .state import State

DEFAULT_SIZE = 34.0   # a hex's radius in CSS pixels: the whole board is about 500 x 560 CSS pixels
MIN_TEXT = 10.0       # no board text under this many CSS pixels
#: The seats' colours, at least 10 apart (CIEDE2000) with every kind of colour vision simulated; each
#: character also carries its seat's number.
SEAT_COLOURS = ("#a02d15", "#3784bd", "#779754", "#ffa71e", "#583a83", "#805b57")
TILE_FILL = {"central": "#b8860b", "key": "#8f6a2a", "normal": "#5b4a3a", "start": "#6e6e6e"}
CORRIDOR = "#efe2c0"
BRIDGE = "#a9cdf0"
BRIDGE_EDGE = "#1f4e79"
EMPTY_FILL = "#f4efe3"
EMPTY_EDGE = "#c9bea4"
EMPTY_ID = "#5c5444"  # an empty cell's id: 4.5:1 on its pale fill
BACKGROUND = "#fbf8ef"
RING = "#f1c40f"
RING_CELL = "#e67e22"
SELECTED = "#00a5a5"
TRAP = "#c0392b"
KEY = "#f4c20d"
ITEM = "#27ae60"
TOKEN = "#8e44ad"
GOLEM = "#222222"


class LabyrinthLayout(PictureSize):
    """Pixel positions of the board's 43 cells (37 inside the frame and the 6 start tiles) at hex radius
    ``size`` CSS pixels and ``scale`` device pixels per CSS pixel."""

    def __init__(self, size: float = DEFAULT_SIZE, scale: float = 1.0) -> None:
        self.size, self.scale = arg.picture_size(size, scale)
        s = self.s = self.size * self.scale
        self.margin = 0.3 * s
        self.cells: tuple[str, ...] = tuple(bd.cell_id(c) for c in (*bd.BOARD_CELLS, *bd.START_CELLS))
        rows = [bd.cell_of(c)[0] for c in self.cells]
        cols = [bd.cell_of(c)[1] for c in self.cells]
        self.row0, self.col0 = min(rows), min(cols)
        self._centres = {c: self._xy(bd.cell_of(c)) for c in self.cells}
        self.width = (max(rows) - self.row0) * 1.5 * s + 2 * s + 2 * self.margin
        self.height = (max(cols) - self.col0) * SQRT3 / 2 * s + SQRT3 * s + 2 * self.margin
        self._corners = corner_offsets(s)

    def _xy(self, cell: tuple[int, int]) -> tuple[float, float]:
        return (self.margin + self.s + 1.5 * self.s * (cell[0] - self.row0),
                self.margin + SQRT3 / 2 * self.s * (cell[1] - self.col0 + 1))

    # the sizes the canvas code asks for (see widgets.canvas.board_canvas)
    def font(self, css: float) -> float:
        """A text size of ``css`` CSS pixels (never under :data:`MIN_TEXT`) in device pixels."""
        return max(css, MIN_TEXT) * self.scale

    def centre(self, cell: str) -> tuple[float, float]:
        """The centre of a cell (or of a corridor's cell)."""
        return self._centres[cell[:4]]

    def corners(self, cell: str, shrink: float = 1.0) -> tuple[tuple[float, float], ...]:
        cx, cy = self._centres[cell[:4]]
        return tuple((cx + ox * shrink, cy + oy * shrink) for ox, oy in self._corners)

    def edge_point(self, cell: str, edge: int) -> tuple[float, float]:
        """The middle of a cell's side ``edge`` (0-5, the directions of :mod:`gamecore.hexcore`)."""
        x, y = self.centre(cell)
        dr, dc = DIRECTIONS[edge]
        return (x + 0.75 * self.s * dr, y + SQRT3 / 4 * self.s * dc)

    def hubs(self, opens: Mapping[str, frozenset[int]]) -> dict[str, tuple[float, float]]:
        """Where each corridor's paths meet: halfway from the cell's centre to the middle of its openings
        (a dead end a third of the way); two corridors of one tile meeting at one point (a bridge over the
        corridor under it) are drawn apart, the first above the second."""
        out: dict[str, tuple[float, float]] = {}
        for corridor, edges in sorted(opens.items()):
            x, y = self.centre(corridor)
            points = [self.edge_point(corridor, e) for e in sorted(edges)] or [(x, y)]
            mx, my = sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)
            hub = ((x + mx) / 2, (y + my) / 2) if len(points) > 1 else ((2 * x + mx) / 3, (2 * y + my) / 3)
            for other, (ox, oy) in list(out.items()):
                if other[:4] == corridor[:4] and math.dist(hub, (ox, oy)) < 0.3 * self.s:
                    out[other] = (ox, oy - 0.22 * self.s)
                    hub = (hub[0], hub[1] + 0.22 * self.s)
            out[corridor] = hub
        return out

    def cell_at(self, px: float, py: float) -> str | None:
        """The cell under a point, or ``None``."""
        for cell, (cx, cy) in self._centres.items():
            if abs(px - cx) <= self.s and abs(py - cy) <= self.s and point_in_hex(px, py, cx, cy, self.s):
                return cell
        return None

    def hit(self, px: float, py: float, opens: Mapping[str, frozenset[int]]) -> str | None:
        """What a click at ``(px, py)`` points at: the corridor of the tile there whose hub is under it, else
        the one whose paths pass nearest; the cell itself when it holds no tile; ``None`` off the board."""
        cell = self.cell_at(px, py)
        if cell is None:
            return None
        mine = {c: e for c, e in opens.items() if c[:4] == cell}
        if not mine:
            return cell
        hubs = self.hubs(mine)
        near = [c for c in sorted(mine) if math.dist((px, py), hubs[c]) <= 0.2 * self.s]
        if near:  # a hub wins over another corridor's path running past it
            return min(near, key=lambda c: math.dist((px, py), hubs[c]))

        def distance(corridor: str) -> float:
            hub = hubs[corridor]
            return min([math.dist((px, py), hub)] + [_to_segment((px, py), hub, self.edge_point(cell, e))
                                                     for e in mine[corridor]])
        return min(sorted(mine), key=distance)


def _to_segment(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / (dx * dx + dy * dy or 1.0)))
    return math.dist(p, (ax + t * dx, ay + t * dy))


def checked(comps: Any, s: Any = None, *, tile: Any = None, cell: Any = None, rot: Any = None,
            texts: Mapping[str, Any] | None = None) -> None:
    """The picture functions' arguments checked, an :class:`~gamecore.errors.ArgumentError` naming the wrong one:
    ``comps`` a :class:`Components`, ``s`` a :class:`State` (when given), ``tile`` one of its tiles or the
    start tile, ``cell`` a cell of the board, ``rot`` a turn from 0 to 5, ``texts`` strings."""
    if not isinstance(comps, Components):
        raise ArgumentError(tr("components must be a labyrinth Components, not {type}", type=type(comps).__name__))
    if s is not None and not isinstance(s, State):
        raise ArgumentError(tr("the state must be a labyrinth State (game.state), not {type}", type=type(s).__name__))
    if tile is not None and (not isinstance(tile, str) or (tile not in comps.tiles and tile != bd.START_TILE)):
        raise ArgumentError(tr("{tile} is not a tile of these components; they have: {tiles}", tile=arg.shown(tile),
                               tiles=", ".join(comps.tiles)))
    if cell is not None and (not isinstance(cell, str) or cell not in _CELLS):
        raise ArgumentError(tr("{cell} is not a cell of the board (four digits, such as 0408)", cell=arg.shown(cell)))
    if rot is not None:
        arg.whole_number(rot, "rot", 0, 5)
    for name, value in (texts or {}).items():
        arg.text(value, name)


_CELLS = frozenset(bd.cell_id(c) for c in (*bd.BOARD_CELLS, *bd.START_CELLS))


@lru_cache(maxsize=8)
def get_layout(size: float = DEFAULT_SIZE, scale: float = 1.0) -> LabyrinthLayout:
    """The (cached) layout at ``size`` and ``scale``."""
    return LabyrinthLayout(size, scale)


# ------------------------------------------------------------------------- where options go
def option_place(comps: Components, s: State, option: str) -> str | None:
    """The place on the board where ``option`` is chosen with a click: a corridor (``"0408a"``) for a
    move, a trap, a Golem step, a push and a jump (the corridor it lands in); the corridor of the
    character an attack, an event's target or an ability names; a cell (``"0408"``) for building; the
    corridor or tile an ability aims at; ``None`` for an
    option that has no place (build, end, rest, the Golem or event card, picking up…)."""
    words = option.split()
    verb, rest = (words[0], words[1:]) if words else ("", [])
    if verb in ("move", "trap", "golem", "push") and len(rest) == 1:
        return rest[0]
    if verb == "place" and len(rest) == 2:
        return rest[0]
    if verb in ("attack", "target") and len(rest) == 1 and rest[0][1:].isdigit():
        seat = int(rest[0][1:]) - 1
        return s.seats[seat].at if 0 <= seat < len(s.seats) else None
    if verb == "ability" and len(rest) == 2:  # an ability aimed at a corridor, a tile or a character
        aim = rest[1]
        if aim[:1] == "P" and aim[1:].isdigit():
            return option_place(comps, s, f"attack {aim}")
        return aim if aim[:4] in s.tiles or aim in _empty(s) else None
    if verb in ("jump", "safe") and not s.tasks:
        return ru.other_level(comps, s, s.seats[s.active].at)
    return None


def _empty(s: State) -> set[str]:
    return {c for c in bd.normal_cells(s.players) if c not in s.tiles}


def option_places(comps: Components, s: State, options: Iterable[str]) -> dict[str, list[str]]:
    """``{place: [options chosen there]}`` for the options that have a place on the board."""
    out: dict[str, list[str]] = {}
    for option in options:
        place = option_place(comps, s, option)
        if place is not None:
            out.setdefault(place, []).append(option)
    return out


def options_at(comps: Components, s: State, options: Sequence[str], target: str | None) -> list[str]:
    """The options a click on ``target`` picks: those whose place it is; else, when the click hit a
    corridor, those of the other corridors of its cell (a click a little off the right path) or those
    placed on its cell."""
    if target is None:
        return []
    places = option_places(comps, s, options)
    if target in places:
        return places[target]
    return [o for place, found in places.items() if place[:4] == target[:4] for o in found]


# ------------------------------------------------------------------------------------ scenes
def board_scene(lay: LabyrinthLayout, comps: Components, s: State) -> list[Shape]:
    """The cells, the tiles with their corridors (bridges over the corridors under them) and the ids."""
    sz = lay.s
    out: list[Shape] = [Poly(((0, 0), (lay.width, 0), (lay.width, lay.height), (0, lay.height)), fill=BACKGROUND)]
    kinds = {t.id: t.kind for t in comps.tiles.values()}
    for cell in lay.cells:
        placed = s.tiles.get(cell)
        if placed is None:
            out.append(Poly(lay.corners(cell, 0.97), fill=EMPTY_FILL, stroke=EMPTY_EDGE, width=0.03 * sz, id=cell))
            continue
        kind = "start" if placed[0] == bd.START_TILE else kinds.get(placed[0], "normal")
        out.append(Poly(lay.corners(cell, 0.97), fill=TILE_FILL[kind], stroke="#3a2f25", width=0.04 * sz, id=cell))
    opens = bd.openings(comps, s.tiles)
    hubs = lay.hubs(opens)
    out += corridor_shapes(lay, opens, hubs, {c: bd.level(comps, s.tiles, c) for c in opens})
    for cell in lay.cells:
        placed = s.tiles.get(cell)
        colour = EMPTY_ID if placed is None else text_colour_on(TILE_FILL.get(
            "start" if placed[0] == bd.START_TILE else kinds.get(placed[0], "normal"), "#5b4a3a"))
        x, y = id_place(lay, cell, opens, hubs)
        out.append(Text(x, y, cell, lay.font(10), fill=colour, anchor="start"))
    return out


def corridor_shapes(lay: LabyrinthLayout, opens: Mapping[str, frozenset[int]], hubs: Mapping[str, tuple[float, float]],
                    levels: Mapping[str, str]) -> list[Shape]:
    """Corridors as light paths from their hubs to the sides they open on: those under the bridges first, the
    bridges (pale blue with a dark edge) over them. The board and the pictures of a tile alone share them."""
    sz, out = lay.s, []
    for upper in (False, True):
        for corridor, edges in sorted(opens.items()):
            if (levels[corridor] == "bridge") != upper:
                continue
            paths = [(hubs[corridor], lay.edge_point(corridor, e)) for e in sorted(edges)]
            if upper:
                out += [Line(p, BRIDGE_EDGE, 0.36 * sz) for p in paths]
            colour = BRIDGE if upper else CORRIDOR
            out += [Line(p, colour, 0.26 * sz) for p in paths]
            out.append(Circle(*hubs[corridor], 0.13 * sz, fill=colour))
    return out


def trap_mark(lay: LabyrinthLayout, hub: tuple[float, float], up: bool = False) -> list[Shape]:
    """A trap below-left of a corridor's hub: a red square with "?" face down, a red cross face up."""
    sz, (x, y) = lay.s, hub
    x, y, h = x - 0.34 * sz, y + 0.3 * sz, 0.17 * sz
    return [Poly(((x - h, y - h), (x + h, y - h), (x + h, y + h), (x - h, y + h)), fill="#ffffff" if up else TRAP,
                 stroke=TRAP, width=0.05 * sz),
            Text(x, y, "✕" if up else "?", lay.font(10), fill=TRAP if up else "#ffffff", bold=True)]


def key_mark(lay: LabyrinthLayout, hub: tuple[float, float], i: int = 0) -> Circle:
    """The ``i``-th key below-right of a corridor's hub: a gold dot."""
    return Circle(hub[0] + (0.32 + 0.2 * i) * lay.s, hub[1] + 0.3 * lay.s, 0.12 * lay.s, fill=KEY, stroke="#000000",
                  width=0.03 * lay.s)


def item_mark(lay: LabyrinthLayout, hub: tuple[float, float], i: int = 0, n: int = 1) -> Circle:
    """The ``i``-th of ``n`` items under a corridor's hub: a green dot."""
    return Circle(hub[0] + (0.2 * i - 0.1 * (n - 1)) * lay.s, hub[1] + 0.42 * lay.s, 0.11 * lay.s, fill=ITEM,
                  stroke="#0b3d20", width=0.03 * lay.s)


def id_place(lay: LabyrinthLayout, cell: str, opens: Mapping[str, frozenset[int]],
             hubs: Mapping[str, tuple[float, float]]) -> tuple[float, float]:
    """Where a cell's id is written (its left end, centred vertically): the top left of the hex, unless a
    corridor path runs there; then the clear spot nearest to it (the widest gap when none is clear)."""
    cx, cy, sz = *lay.centre(cell), lay.s
    width = drawn_width(cell, lay.font(10)) / sz
    height = lay.font(10) / sz
    paths = tuple(sorted((_rel(hubs[c], cx, cy, sz), _rel(lay.edge_point(c, e), cx, cy, sz))
                         for c, edges in opens.items() if c[:4] == cell for e in sorted(edges)))
    x, y = _id_spot(paths, round(width, 3), round(height, 3))
    return cx + (x - width / 2) * sz, cy + y * sz


def _rel(p: tuple[float, float], cx: float, cy: float, sz: float) -> tuple[float, float]:
    return round((p[0] - cx) / sz, 3), round((p[1] - cy) / sz, 3)


#: The id's box keeps this far (in hex radii) from a corridor path's middle line: half the widest path
#: (a bridge's edge, 0.36) and a little air.
ID_CLEARANCE = 0.14
DEFAULT_ID_SPOT = (-0.12, -0.62)


@lru_cache(maxsize=1024)
def _id_spot(paths: tuple[tuple[tuple[float, float], tuple[float, float]], ...], width: float,
             height: float) -> tuple[float, float]:
    """The centre of a ``width`` × ``height`` box (in hex radii from the centre) inside the hex and clear of
    ``paths``: the default spot when clear, else the clear spot nearest to it, else the one farthest from any
    path. Cached: it depends only on the tile's corridors as turned."""
    def gap(x: float, y: float) -> float:
        box = (x - width / 2, y - height / 2, x + width / 2, y + height / 2)
        return min((_box_to_segment(box, a, b) for a, b in paths), default=1.0) - ID_CLEARANCE

    spots = [DEFAULT_ID_SPOT] + [(i / 20, j / 20) for i in range(-18, 19) for j in range(-17, 18)]
    inside = [(x, y) for x, y in spots if all(point_in_hex(px, py, 0, 0, 0.94) for px in (x - width / 2, x + width / 2)
                                              for py in (y - height / 2, y + height / 2))]
    clear = [p for p in inside if gap(*p) >= 0]
    if clear:
        return min(clear, key=lambda p: math.dist(p, DEFAULT_ID_SPOT))
    # a tiny picture's id (its font has a floor) is wider than the hex: it overflows from the default spot
    return max(inside, key=lambda p: gap(*p)) if inside else DEFAULT_ID_SPOT


def _box_to_segment(box: tuple[float, float, float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    """The distance between an upright box ``(x0, y0, x1, y1)`` and the segment ``a``–``b`` (0 when they meet)."""
    x0, y0, x1, y1 = box
    if _clips(box, a, b):
        return 0.0
    corners = ((x0, y0), (x1, y0), (x1, y1), (x0, y1))
    ends = [math.dist(p, (min(max(p[0], x0), x1), min(max(p[1], y0), y1))) for p in (a, b)]
    return min(ends + [_to_segment(c, a, b) for c in corners])


def _clips(box: tuple[float, float, float, float], a: tuple[float, float], b: tuple[float, float]) -> bool:
    """Whether the segment ``a``–``b`` crosses or lies in the box (Liang–Barsky clipping)."""
    x0, y0, x1, y1 = box
    dx, dy = b[0] - a[0], b[1] - a[1]
    low, high = 0.0, 1.0
    for p, q in ((-dx, a[0] - x0), (dx, x1 - a[0]), (-dy, a[1] - y0), (dy, y1 - a[1])):
        if p == 0:
            if q < 0:
                return False
            continue
        r = q / p
        if p < 0:
            low = max(low, r)
        else:
            high = min(high, r)
        if low > high:
            return False
    return True


def highlight_scene(lay: LabyrinthLayout, comps: Components, s: State, options: Sequence[str],
                    selected: str | None = None) -> list[Shape]:
    """Rings round every place where a pending option is chosen (a corridor's hub, or a whole empty cell
    for building, with how many turns fit there), and the ``selected`` place in another colour."""
    sz = lay.s
    hubs = lay.hubs(bd.openings(comps, s.tiles))
    out: list[Shape] = []
    for place, found in sorted(option_places(comps, s, options).items()):
        colour = SELECTED if place == selected else None
        if len(place) == 4:  # a cell to build on
            out.append(Poly(lay.corners(place, 0.86), stroke=colour or RING_CELL, width=0.1 * sz))
            if len(found) > 1:
                x, y = lay.centre(place)
                out.append(Text(x, y + 0.25 * sz, f"×{len(found)}", lay.font(11), fill="#8a4500", bold=True))
        elif place in hubs:
            out.append(Circle(*hubs[place], 0.36 * sz, stroke=colour or RING, width=0.1 * sz))
    return out


def pieces_scene(lay: LabyrinthLayout, comps: Components, s: State) -> list[Shape]:
    """Traps, keys, items, ability tokens, the Golem and the characters, each in its place round its
    corridor's hub (characters in the middle, the Golem above them, traps, keys and items below)."""
    sz = lay.s
    hubs = lay.hubs(bd.openings(comps, s.tiles))
    out: list[Shape] = []
    for corridor, (_trap, up) in sorted(s.traps.items()):
        out += trap_mark(lay, hubs[corridor], up)
    for corridor, keys in sorted(s.keys.items()):
        out += [key_mark(lay, hubs[corridor], i) for i in range(len(keys))]
    for corridor, items in sorted(s.items.items()):
        out += [item_mark(lay, hubs[corridor], i, len(items)) for i in range(len(items))]
    for corridor, tokens in sorted(s.tokens.items()):
        x, y = hubs[corridor]
        for i, _ in enumerate(tokens):
            cx, cy = x + (0.34 + 0.18 * i) * sz, y - 0.3 * sz
            out.append(Poly(((cx, cy - 0.12 * sz), (cx + 0.12 * sz, cy), (cx, cy + 0.12 * sz), (cx - 0.12 * sz, cy)),
                            fill=TOKEN, stroke="#ffffff", width=0.03 * sz))
    gx, gy = hubs[s.golem]
    gy -= 0.36 * sz
    half = 0.17 * sz
    out.append(Poly(((gx - half, gy - half), (gx + half, gy - half), (gx + half, gy + half), (gx - half, gy + half)),
                    fill=GOLEM, stroke="#ffffff", width=0.04 * sz))
    out.append(Text(gx, gy, "G", lay.font(10), fill="#ffffff", bold=True))
    by_corridor: dict[str, list[int]] = {}
    for p, seat in enumerate(s.seats):
        by_corridor.setdefault(seat.at, []).append(p)
    for corridor, seats in sorted(by_corridor.items()):
        x, y = hubs[corridor]
        for i, p in enumerate(seats):
            cx = x + (i - (len(seats) - 1) / 2) * 0.46 * sz
            ring = "#ffffff" if p != s.active or s.winner is not None else "#f1c40f"
            out.append(Circle(cx, y, 0.25 * sz, fill=SEAT_COLOURS[p], stroke=ring, width=0.07 * sz))
            out.append(Text(cx, y, str(p + 1), lay.font(11), fill=text_colour_on(SEAT_COLOURS[p]), bold=True))
    return out


__all__ = ["LabyrinthLayout", "get_layout", "option_place", "option_places", "options_at", "board_scene", "corridor_shapes",
           "trap_mark", "key_mark", "item_mark",
           "highlight_scene", "pieces_scene", "DEFAULT_SIZE", "MIN_TEXT", "SEAT_COLOURS"]
