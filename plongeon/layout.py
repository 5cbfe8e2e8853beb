"""Where everything of Le grand plongeon is drawn, as the shared shape lists of :mod:`lemmings.layout`.

The hex geometry is the kit's (:mod:`gamecore.hexcore`: doubled columns, flat-topped hexes,
row along ``x``), the shapes (:class:`~lemmings.layout.Poly`, ``Circle``, ``Line``,
``Text``) and the palette helpers are Leaping Lemmings' own, so the SVG writer
(:func:`lemmings.render_svg.shapes_to_svg`) and the canvas code (:mod:`widgets.canvas`)
draw this game unchanged. Coordinates are device pixels (CSS pixels times ``scale``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

from gamecore import arguments as arg
from gamecore.hexcore import SQRT3, corner_offsets, point_in_hex
from gamecore.i18n import tr, trc
from gamecore.shapes import PALETTE, Circle, Line, PictureSize, Poly, Rect, Shape, Text, drawn_width, mix, text_colour_on

from .cards import card_terrain, card_value
from .state import COLOUR_NAMES, COLOURS, lemmings_of
from .track import FINISH, MEADOW, START, TERRAIN_NAMES, TERRAINS, Track

if TYPE_CHECKING:
    from .game import Game

#: The hex radius in CSS pixels: at it the track is 644 px wide, so it is shown at its natural size
#: in an 800 px window, and every text is at least :data:`MIN_TEXT` CSS px (10 px even when the
#: board gives way down to ``widgets.canvas.MIN_BOARD_WIDTH``).
DEFAULT_SIZE = 28.0
#: The smallest text on the picture, in CSS pixels at :data:`DEFAULT_SIZE` (the main board's floor too).
MIN_TEXT = 11.0
#: The terrains' colours, at least 10 apart (CIEDE2000) with every kind of colour vision simulated
#: (``tests/test_palettes_cvd.py``); each terrain but meadow also has a pattern (:func:`terrain_mark`).
TERRAIN_COLOURS = {MEADOW: "#d7fbc7", "forest": "#3f7d3a", "desert": "#ddba39", "mountain": "#787471",
                   "water": "#5b9bd5", "swamp": "#4a4829"}
#: The seats' colours (each lemming also carries its seat's letter).
LEMMING_COLOURS = {"blue": "#2170bf", "red": "#933925", "green": "#17a363", "yellow": "#f1c40f", "purple": "#6f0b7c"}
#: Where a hex's terrain pattern is drawn, twice: left and right of its middle (hex radii), clear of the
#: lemming, the hex id and a destination's label; and the pattern's unit (hex radii).
MARK_X, MARK_UNIT = 0.66, 0.13
HAND_SLOTS = 9
#: Where a hex's id sits (below the centre) and a destination's label (above it), in hex radii.
ID_Y, LABEL_Y = 0.6, -0.6
LEMMING_R = 0.38
#: A bonus tile: its size (a share of the hex's radius) and its dark frame's width (hex radii); the
#: hex id written on it stays clear of the frame.
TILE_SHRINK, TILE_EDGE = 0.985, 0.06
#: The thin ring round every hex that may take the pending bonus tile (size, width in hex radii).
OPEN_RING, OPEN_WIDTH = 0.95, 0.06
#: Lemmings waiting at the start or over the finish line: two a row, this far apart (hex radii).
WAIT_R, WAIT_STEP = 0.36, 0.8


class PlongeonLayout(PictureSize):
    """Pixel positions for one track at hex radius ``size`` CSS px and ``scale``."""

    def __init__(self, track: Track, size: float = DEFAULT_SIZE, scale: float = 1.0) -> None:
        self.size, self.scale = arg.picture_size(size, scale)
        self.track = track
        s = self.s = self.size * self.scale
        m = self.margin = 0.4 * s
        self.dx, self.dy = 1.5 * s, SQRT3 / 2 * s
        rows = [track.cell(h)[0] for h in track.hexes]
        cols = [track.cell(h)[1] for h in track.hexes]
        self.col_min = min(cols)
        self.x0 = m + 3.2 * s  # centre x of row 1; row 0 (start and finish lines, wide enough for their word) left of it
        self.y0 = m + self.dy + 0.2 * s
        self._centers = {h: self._xy(*track.cell(h)) for h in track.hexes}
        board_w = self.x0 + (max(rows) - 1) * self.dx + s + m
        board_h = self.y0 + (max(cols) - self.col_min) * self.dy + self.dy + m
        self.start = self._line_box(track.entry)
        self.finish = self._line_box(track.finish)
        self.width = max(board_w, 20.0 * s)
        py = board_h + 0.2 * s
        cw = (self.width - 2 * m) / len(TERRAINS)
        self.columns = {t: Rect(m + i * cw + 0.08 * s, py, cw - 0.16 * s, 2.8 * s) for i, t in enumerate(TERRAINS)}
        py += 3.0 * s
        self.info = Rect(m, py, self.width - 2 * m, 1.9 * s)
        # the hand last, at the bottom edge: the view's tick boxes for a refill sit right under it
        py += 2.0 * s
        slot = (self.width - 2 * m) / HAND_SLOTS
        self.hand_slots = tuple(Rect(m + i * slot + 0.08 * s, py, slot - 0.16 * s, 1.7 * s) for i in range(HAND_SLOTS))
        self.height = py + 1.7 * s + 0.5 * m
        self._corners = corner_offsets(s)

    def font(self, css_px: float) -> float:
        """A font size given in CSS pixels at :data:`DEFAULT_SIZE`, in device pixels here (it grows
        and shrinks with ``size``)."""
        return css_px * self.s / DEFAULT_SIZE

    def _xy(self, row: int, col: int) -> tuple[float, float]:
        return (self.x0 + (row - 1) * self.dx, self.y0 + (col - self.col_min) * self.dy)

    def _line_box(self, hexes: Iterable[str]) -> Rect:
        ys = [self._centers[h][1] for h in hexes]
        return Rect(self.margin, min(ys) - self.dy, self.x0 - self.s - 0.15 * self.s - self.margin,
                    max(ys) - min(ys) + 2 * self.dy)

    def waiting_spot(self, where: str, i: int) -> tuple[float, float]:
        """Centre of the ``i``-th lemming waiting at the start line or over the finish line."""
        rect = self.start if where == START else self.finish
        s = self.s
        return (rect.x + rect.w / 2 + (i % 2 - 0.5) * WAIT_STEP * s,
                rect.y + 1.05 * s + (i // 2) * WAIT_STEP * s)

    def center(self, target: str) -> tuple[float, float]:
        """Centre of a hex, of ``"start"``/``"finish"``, or of ``"hand:<i>"``."""
        if target in self._centers:
            return self._centers[target]
        rect = self.area(target)
        if rect is None:
            raise ValueError(tr("{target} is neither a hex of this track nor an area of the picture", target=repr(target)))
        return rect.center

    def area(self, name: str) -> Rect | None:
        if name == START:
            return self.start
        if name == FINISH:
            return self.finish
        if name.startswith("hand:") and name[5:].isdigit() and int(name[5:]) < HAND_SLOTS:
            return self.hand_slots[int(name[5:])]
        if name.startswith("column:") and name[7:] in self.columns:
            return self.columns[name[7:]]
        return None

    def corners(self, h: str, shrink: float = 1.0) -> tuple[tuple[float, float], ...]:
        cx, cy = self._centers[h]
        return tuple((cx + ox * shrink, cy + oy * shrink) for ox, oy in self._corners)

    def hit(self, px: float, py: float) -> str | None:
        """What a click points at: a hex id, ``"start"``, ``"finish"``, ``"hand:<i>"``, ``"column:<terrain>"`` or ``None``."""
        for h, (cx, cy) in self._centers.items():
            if abs(px - cx) <= self.s and abs(py - cy) <= self.s and point_in_hex(px, py, cx, cy, self.s):
                return h
        for name in (START, FINISH, *(f"hand:{i}" for i in range(HAND_SLOTS)), *(f"column:{t}" for t in TERRAINS)):
            rect = self.area(name)
            if rect is not None and rect.contains(px, py):
                return name
        return None


@lru_cache(maxsize=16)
def get_layout(track: Track, size: float = DEFAULT_SIZE, scale: float = 1.0) -> PlongeonLayout:
    """The (cached) layout of ``track``."""
    return PlongeonLayout(track, size, scale)


# ------------------------------------------------------------------ scenes
def hex_title(terrain: str, hex: str) -> str:
    """A hex in words, with the cards that let a lemming walk on it: meadow takes any card."""
    if terrain == MEADOW:
        return tr("{hex}: meadow, any card lets a lemming walk here", hex=hex)
    return tr("{hex}: {terrain}, only a {terrain} card lets a lemming walk here", hex=hex, terrain=TERRAIN_NAMES[terrain])


def track_scene(lay: PlongeonLayout, *, show_ids: bool = True) -> list[Shape]:
    """The empty track: printed terrain, ids, start and finish lines."""
    s, P, f = lay.s, PALETTE, lay.font
    out: list[Shape] = [Poly(Rect(0, 0, lay.width, lay.height).points(), fill=P["background"])]
    for name, rect, text, title in ((START, lay.start, trc("picture", "start"), tr("The start line")),
                                    (FINISH, lay.finish, trc("picture", "finish"), tr("The finish line"))):
        out.append(Poly(rect.points(), fill="#e9dfbf", stroke="#2e8b57", width=0.12 * s, id=name, title=title))
        out.append(Text(rect.x + rect.w / 2, rect.y + 0.42 * s, text, f(MIN_TEXT), fill=P["ink"], bold=True))
    for h in lay.track.hexes:
        t = lay.track.printed_terrain(h)
        out.append(Poly(lay.corners(h), fill=TERRAIN_COLOURS[t], stroke=P["hex_edge"], width=0.05 * s, id=f"hex-{h}",
                        title=hex_title(t, h)))
        out += terrain_marks(lay, h, t)
        if show_ids:
            cx, cy = lay.center(h)
            out.append(Text(cx, cy + ID_Y * s, h, f(MIN_TEXT), fill=text_colour_on(TERRAIN_COLOURS[t])))
    return out


def terrain_mark(lay: PlongeonLayout, terrain: str, x: float, y: float) -> list[Shape]:
    """A terrain's pattern centred on ``(x, y)``, so that the terrain reads without its colour: a tree for
    forest, three grains for desert, a peak for mountain, two waves for water, reeds for swamp, and
    nothing for meadow (any card walks on it). Drawn in a shade of ink on the terrain's colour."""
    u, w = MARK_UNIT * lay.s, 0.05 * lay.s
    fill = TERRAIN_COLOURS[terrain]
    ink = mix(fill, text_colour_on(fill), 0.75)
    if terrain == "forest":
        return [Line(((x - u, y + 0.5 * u), (x, y - 1.1 * u), (x + u, y + 0.5 * u), (x - u, y + 0.5 * u)), ink, w),
                Line(((x, y + 0.5 * u), (x, y + 1.2 * u)), ink, w)]
    if terrain == "desert":
        return [Circle(x + dx * u, y + dy * u, 0.3 * u, fill=ink) for dx, dy in ((-0.9, 0.6), (0.9, 0.6), (0.0, -0.6))]
    if terrain == "mountain":
        return [Line(((x - 1.2 * u, y + 0.8 * u), (x - 0.3 * u, y - 0.9 * u), (x + 0.2 * u, y), (x + 0.6 * u, y - 0.5 * u),
                      (x + 1.2 * u, y + 0.8 * u)), ink, w)]
    if terrain == "water":
        wave = ((-1.2, 0.0), (-0.6, -0.4), (0.0, 0.0), (0.6, -0.4), (1.2, 0.0))
        return [Line(tuple((x + dx * u, y + (dy + row) * u) for dx, dy in wave), ink, w) for row in (-0.4, 0.5)]
    if terrain == "swamp":
        return [Line(((x - 1.2 * u, y + 0.8 * u), (x + 1.2 * u, y + 0.8 * u)), ink, w)] + [
            Line(((x + bx * u, y + 0.8 * u), (x + tx * u, y + ty * u)), ink, w)
            for bx, tx, ty in ((-0.6, -0.9, -0.5), (0.0, 0.0, -1.0), (0.6, 0.9, -0.5))]
    return []


def terrain_marks(lay: PlongeonLayout, h: str, terrain: str) -> list[Shape]:
    """``terrain``'s pattern on hex ``h`` (its printed terrain, or a bonus tile's), left and right of the middle."""
    cx, cy = lay.center(h)
    return [shape for side in (-1, 1) for shape in terrain_mark(lay, terrain, cx + side * MARK_X * lay.s, cy)]


def _card_shapes(lay: PlongeonLayout, rect: Rect, code: str, i: int) -> list[Shape]:
    """A card of the hand: its terrain's colour, the terrain in words and its value."""
    s, f = lay.s, lay.font
    terrain, value = card_terrain(code), card_value(code)
    fill = TERRAIN_COLOURS[terrain]
    ink = text_colour_on(fill)
    name = str(TERRAIN_NAMES[terrain])
    return [Poly(rect.points(), fill=fill, stroke="#222222", width=0.05 * s, id=f"hand-{i}",
                 title=tr("{terrain} {value} (card {code})", terrain=name, value=value, code=code)),
            Text(rect.x + rect.w / 2, rect.y + 0.45 * s, name, f(MIN_TEXT), fill=ink),
            Text(rect.x + rect.w / 2, rect.y + 1.15 * s, str(value), f(17), fill=ink, bold=True)]


def _column_shapes(lay: PlongeonLayout, t: str, col: list[int], tiles: int) -> list[Shape]:
    """A terrain's column: its name, its cards (the last few when long), the active card and sum, the tiles left."""
    s, P, f = lay.s, PALETTE, lay.font
    rect = lay.columns[t]
    x = rect.x + 0.15 * s
    shown = " ".join(map(str, col)) if len(col) <= 7 else "… " + " ".join(map(str, col[-6:]))
    return [Poly(rect.points(), fill=mix(TERRAIN_COLOURS[t], "#ffffff", 0.55), stroke=P["panel_edge"], width=0.04 * s,
                 id=f"column-{t}", title=tr("{terrain} column: {cards}, active {top}", terrain=TERRAIN_NAMES[t], cards=col,
                                            top=col[-1])),
            Text(x, rect.y + 0.42 * s, str(TERRAIN_NAMES[t]), f(12), fill=P["ink"], anchor="start", bold=True),
            Text(x, rect.y + 1.05 * s, shown, f(13), fill=P["ink"], anchor="start"),
            Text(x, rect.y + 1.7 * s, tr("active {top} · sum {total}", top=col[-1], total=sum(col)), f(MIN_TEXT),
                 fill=P["ink"], anchor="start"),
            Text(x, rect.y + 2.3 * s, tr("bonus tiles: {n}", n=tiles), f(MIN_TEXT), fill=P["ink"], anchor="start")]


def pieces_scene(lay: PlongeonLayout, game: Game, *, seat: int | None = None) -> list[Shape]:
    """Bonus tiles, lemmings, the five columns, the tile supply and ``seat``'s hand (others: counts)."""
    s, P, st, f = lay.s, PALETTE, game.state, lay.font
    out: list[Shape] = []
    for h, tile in sorted(st.tiles.items()):
        # a tile covers its hex up to a dark frame at the edge, and its hex's id is written again on it
        fill = TERRAIN_COLOURS[tile]
        out.append(Poly(lay.corners(h, TILE_SHRINK), fill=fill, stroke="#222222", width=TILE_EDGE * s,
                        title=tr("{hex}: {tile} bonus tile", hex=h, tile=TERRAIN_NAMES[tile])))
        cx, cy = lay.center(h)
        out += terrain_marks(lay, h, tile)
        out.append(Text(cx, cy + ID_Y * s, h, f(MIN_TEXT), fill=text_colour_on(fill)))
    waiting: dict[str, int] = {START: 0, FINISH: 0}
    for lem, where in sorted(st.loc.items()):
        colour = LEMMING_COLOURS[COLOURS[st.owner(lem)]]
        if where in waiting:
            cx, cy = lay.waiting_spot(where, waiting[where])
            waiting[where] += 1
            r = WAIT_R * s
        else:
            (cx, cy), r = lay.center(where), LEMMING_R * s
        out.append(Circle(cx, cy, r, fill=colour, stroke="#111111", width=0.06 * s))
        out.append(Text(cx, cy, lem, f(MIN_TEXT), fill=text_colour_on(colour), bold=True))
    for t in TERRAINS:
        out += _column_shapes(lay, t, st.columns[t], st.supply[t])
    if seat is not None:
        for i, code in enumerate(st.hands[seat][:HAND_SLOTS]):
            out += _card_shapes(lay, lay.hand_slots[i], code, i)
    counts = ", ".join(f"{COLOUR_NAMES[COLOURS[p]]} {len(st.hands[p])}" for p in range(st.players))
    done = ", ".join(f"{COLOUR_NAMES[COLOURS[p]]} {st.finished(p)}/2" for p in range(st.players))
    lines = (tr("{status} · draw pile {deck}, discards {discards} · meadow tiles {meadow}", status=_status(game),
                deck=len(st.deck), discards=len(st.discard), meadow=st.supply[MEADOW]),
             tr("cards in hand: {counts}", counts=counts), tr("over the finish line: {done}", done=done))
    for i, line in enumerate(lines):
        out.append(Text(lay.info.x, lay.info.y + (0.3 + 0.6 * i) * s, line, f(MIN_TEXT), fill=P["ink"], anchor="start",
                        bold=i == 0))
    return out


def _status(game: Game) -> str:
    """Whose turn it is and to do what (or who won), for the picture's information line."""
    st = game.state
    if game.over:
        return tr("winner: {who}", who=COLOUR_NAMES[COLOURS[st.winner]])
    who = COLOUR_NAMES[COLOURS[st.player]]
    if st.phase == "move":
        return tr("{who} to move ({n} pt)", who=who, n=st.points)
    if st.phase == "bonus":
        return tr("{who} to bonus", who=who)
    return tr("{who} to action", who=who)


def highlight_scene(lay: PlongeonLayout, *, targets: Mapping[str, str] | None = None, selectable: Iterable[str] = (),
                    selected: str | None = None, titles: Mapping[str, str] | None = None,
                    open_hexes: Iterable[str] = ()) -> list[Shape]:
    """Rings round ``selectable`` places, filled ``targets`` with their labels (short: the steps it
    takes, in a pill above the centre, clear of the lemming and the hex id; ``titles``: the words an
    SVG shows on hovering a target), the ``selected`` one, and thin rings at the edge of
    ``open_hexes`` (where a bonus tile may go: often every hex, so their ids and terrain stay clear)."""
    s, P, f = lay.s, PALETTE, lay.font
    out: list[Shape] = [Poly(lay.corners(h, OPEN_RING), stroke=P["selectable"], width=OPEN_WIDTH * s) for h in open_hexes]

    def ring(where: str, colour: str, fill: str | None = None, alpha: float = 1.0, title: str = "") -> Shape:
        if where in lay.track:
            return Poly(lay.corners(where, 0.9), fill=fill, stroke=colour, width=0.14 * s, alpha=alpha, title=title)
        rect = lay.area(where)
        if rect is None:
            raise ValueError(tr("cannot highlight {where}: not a hex or an area of the picture", where=repr(where)))
        return Poly(rect.points(), fill=fill, stroke=colour, width=0.14 * s, alpha=alpha, title=title)

    for where in selectable:
        out.append(ring(where, P["selectable"]))
    labels: list[Shape] = []
    for where, label in (targets or {}).items():
        out.append(ring(where, P["highlight_edge"], fill=P["highlight"], alpha=0.55, title=(titles or {}).get(where, "")))
        if label:
            cx, cy = lay.center(where)
            if where in lay.track:
                cy += LABEL_Y * s
            w = drawn_width(label, f(MIN_TEXT)) * 1.08 + 0.2 * s
            labels.append(Poly(Rect(cx - w / 2, cy - 0.3 * s, w, 0.6 * s).points(), fill=P["label_bg"], alpha=0.9, top=True))
            labels.append(Text(cx, cy, label, f(MIN_TEXT), fill=P["ink"], bold=True, top=True))
    if selected is not None:
        out.append(ring(selected, P["selected"]))
    return out + labels


def lemming_colours() -> dict[str, str]:
    """Each lemming id's colour."""
    return {lem: LEMMING_COLOURS[c] for p, c in enumerate(COLOURS) for lem in lemmings_of(p)}


__all__ = ["PlongeonLayout", "get_layout", "track_scene", "pieces_scene", "highlight_scene", "hex_title", "DEFAULT_SIZE",
           "terrain_mark", "terrain_marks", "MARK_X", "MARK_UNIT",
           "MIN_TEXT", "TILE_SHRINK", "TILE_EDGE",
           "TERRAIN_COLOURS", "LEMMING_COLOURS", "lemming_colours"]
