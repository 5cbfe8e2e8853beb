"""Where everything of Le grand plongeon is drawn, as the shared shape lists of :mod:`lemmings.layout`.

The hex geometry is the kit's (:mod:`gamecore.hexcore`: doubled columns, flat-topped hexes,
row along ``x``), the shapes (:class:`~lemmings.layout.Poly`, ``Circle``, ``Line``,
``Text``) and the palette helpers are Leaping Lemmings' own, so the SVG writer
(:func:`lemmings.render_svg.shapes_to_svg`) and the canvas code (:mod:`widgets.canvas`)
draw this game unchanged. Coordinates are device pixels (CSS pixels times ``scale``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

from gamecore.hexcore import SQRT3, corner_offsets, point_in_hex
from gamecore.i18n import tr, trc
from gamecore.shapes import PALETTE, Circle, Poly, Rect, Shape, Text, mix, text_colour_on

from .cards import card_terrain
from .state import COLOUR_NAMES, COLOURS, lemmings_of
from .track import FINISH, MEADOW, START, TERRAIN_NAMES, TERRAINS, Track

if TYPE_CHECKING:
    from .game import Game

DEFAULT_SIZE = 24.0
TERRAIN_COLOURS = {MEADOW: "#cfe8a9", "forest": "#3f7d3a", "desert": "#e3c16f", "mountain": "#9a8f85",
                   "water": "#5b9bd5", "swamp": "#6f6a3a"}
LEMMING_COLOURS = {"blue": "#2471a3", "red": "#c0392b", "green": "#1e8449", "yellow": "#f1c40f", "purple": "#7d3c98"}
HAND_SLOTS = 9


class PlongeonLayout:
    """Pixel positions for one track at hex radius ``size`` CSS px and ``scale``."""

    def __init__(self, track: Track, size: float = DEFAULT_SIZE, scale: float = 1.0) -> None:
        if size <= 0 or scale <= 0:
            raise ValueError(tr("size and scale must be positive, not {size} and {scale}", size=size, scale=scale))
        self.track, self.size, self.scale = track, float(size), float(scale)
        s = self.s = self.size * self.scale
        m = self.margin = 0.4 * s
        self.dx, self.dy = 1.5 * s, SQRT3 / 2 * s
        rows = [track.cell(h)[0] for h in track.hexes]
        cols = [track.cell(h)[1] for h in track.hexes]
        self.col_min = min(cols)
        self.x0 = m + 2.6 * s  # centre x of row 1; row 0 (start and finish lines) left of it
        self.y0 = m + self.dy + 0.6 * s
        self._centers = {h: self._xy(*track.cell(h)) for h in track.hexes}
        board_w = self.x0 + (max(rows) - 1) * self.dx + s + m
        board_h = self.y0 + (max(cols) - self.col_min) * self.dy + self.dy + m
        self.start = self._line_box(track.entry)
        self.finish = self._line_box(track.finish)
        self.width = max(board_w, 15.0 * s)
        py = board_h + 0.2 * s
        cw = (self.width - 2 * m) / len(TERRAINS)
        self.columns = {t: Rect(m + i * cw + 0.1 * s, py, cw - 0.2 * s, 2.6 * s) for i, t in enumerate(TERRAINS)}
        py += 2.8 * s
        slot = (self.width - 2 * m) / HAND_SLOTS
        self.hand_slots = tuple(Rect(m + i * slot + 0.1 * s, py, slot - 0.2 * s, 1.6 * s) for i in range(HAND_SLOTS))
        self.info = Rect(m, py + 1.8 * s, self.width - 2 * m, 1.0 * s)
        self.height = self.info.y + self.info.h + m
        self._corners = corner_offsets(s)

    def _xy(self, row: int, col: int) -> tuple[float, float]:
        return (self.x0 + (row - 1) * self.dx, self.y0 + (col - self.col_min) * self.dy)

    def _line_box(self, hexes: Iterable[str]) -> Rect:
        ys = [self._centers[h][1] for h in hexes]
        return Rect(self.margin, min(ys) - self.dy, self.x0 - self.s - 0.15 * self.s - self.margin,
                    max(ys) - min(ys) + 2 * self.dy)

    @property
    def css_width(self) -> int:
        return math.ceil(self.width / self.scale)

    @property
    def css_height(self) -> int:
        return math.ceil(self.height / self.scale)

    @property
    def pixel_width(self) -> int:
        return math.ceil(self.width)

    @property
    def pixel_height(self) -> int:
        return math.ceil(self.height)

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
def track_scene(lay: PlongeonLayout, *, show_ids: bool = True) -> list[Shape]:
    """The empty track: printed terrain, ids, start and finish lines."""
    s, P = lay.s, PALETTE
    out: list[Shape] = [Poly(Rect(0, 0, lay.width, lay.height).points(), fill=P["background"])]
    for name, rect, text, title in ((START, lay.start, trc("picture", "start"), tr("The start line")),
                                    (FINISH, lay.finish, trc("picture", "finish"), tr("The finish line"))):
        out.append(Poly(rect.points(), fill="#e9dfbf", stroke="#2e8b57", width=0.12 * s, id=name, title=title))
        out.append(Text(rect.x + rect.w / 2, rect.y + 0.35 * s, text, 0.42 * s, fill=P["ink"], bold=True))
    for h in lay.track.hexes:
        t = lay.track.printed_terrain(h)
        out.append(Poly(lay.corners(h), fill=TERRAIN_COLOURS[t], stroke=P["hex_edge"], width=0.05 * s, id=f"hex-{h}",
                        title=tr("{hex}: {terrain}", hex=h, terrain=TERRAIN_NAMES[t])))
        if show_ids:
            cx, cy = lay.center(h)
            out.append(Text(cx, cy + 0.55 * s, h, 0.26 * s, fill=text_colour_on(TERRAIN_COLOURS[t]), alpha=0.8))
    return out


def pieces_scene(lay: PlongeonLayout, game: Game, *, seat: int | None = None) -> list[Shape]:
    """Bonus tiles, lemmings, the five columns, the tile supply and ``seat``'s hand (others: counts)."""
    s, P, st = lay.s, PALETTE, game.state
    out: list[Shape] = []
    for h, tile in sorted(st.tiles.items()):
        out.append(Poly(lay.corners(h, 0.78), fill=TERRAIN_COLOURS[tile], stroke="#222222", width=0.1 * s,
                        title=tr("{hex}: {tile} bonus tile", hex=h, tile=TERRAIN_NAMES[tile])))
    waiting = {START: [], FINISH: []}
    for lem, where in sorted(st.loc.items()):
        colour = LEMMING_COLOURS[COLOURS[st.owner(lem)]]
        if where in waiting:
            waiting[where].append((lem, colour))
            continue
        cx, cy = lay.center(where)
        out.append(Circle(cx, cy - 0.05 * s, 0.42 * s, fill=colour, stroke="#111111", width=0.06 * s))
        out.append(Text(cx, cy - 0.05 * s, lem, 0.32 * s, fill=text_colour_on(colour), bold=True))
    for where, lems in waiting.items():
        rect = lay.area(where)
        assert rect is not None
        for i, (lem, colour) in enumerate(lems):
            cx = rect.x + 0.45 * s + (i % 2) * 0.8 * s
            cy = rect.y + 0.95 * s + (i // 2) * 0.75 * s
            out.append(Circle(cx, cy, 0.33 * s, fill=colour, stroke="#111111", width=0.05 * s))
            out.append(Text(cx, cy, lem, 0.24 * s, fill=text_colour_on(colour), bold=True))
    for t, rect in lay.columns.items():
        col = st.columns[t]
        out.append(Poly(rect.points(), fill=mix(TERRAIN_COLOURS[t], "#ffffff", 0.55), stroke=P["panel_edge"],
                        width=0.04 * s, id=f"column-{t}", title=tr("{terrain} column: {cards}, active {top}",
                                                                  terrain=TERRAIN_NAMES[t], cards=col, top=col[-1])))
        out.append(Text(rect.x + 0.15 * s, rect.y + 0.35 * s, tr("{terrain} · tiles {n}", terrain=TERRAIN_NAMES[t],
                                                                 n=st.supply[t]), 0.3 * s, fill=P["ink"], anchor="start"))
        out.append(Text(rect.x + 0.15 * s, rect.y + 1.05 * s, " ".join(map(str, col)), 0.42 * s, fill=P["ink"],
                        anchor="start"))
        out.append(Text(rect.x + 0.15 * s, rect.y + 1.75 * s, tr("active {top} · sum {total}", top=col[-1], total=sum(col)),
                        0.3 * s, fill=P["ink"], anchor="start", bold=True))
    if seat is not None:
        for i, code in enumerate(st.hands[seat][:HAND_SLOTS]):
            rect = lay.hand_slots[i]
            fill = TERRAIN_COLOURS[card_terrain(code)]
            out.append(Poly(rect.points(), fill=fill, stroke="#222222", width=0.05 * s, id=f"hand-{i}",
                            title=tr("{terrain} {value}", terrain=TERRAIN_NAMES[card_terrain(code)], value=code[1])))
            out.append(Text(rect.x + rect.w / 2, rect.y + rect.h / 2, code, 0.5 * s, fill=text_colour_on(fill),
                            bold=True))
    counts = ", ".join(f"{COLOUR_NAMES[COLOURS[p]]} {len(st.hands[p])}" for p in range(st.players))
    done = ", ".join(f"{COLOUR_NAMES[COLOURS[p]]} {st.finished(p)}/2" for p in range(st.players))
    out.append(Text(lay.info.x, lay.info.y + 0.5 * s,
                    tr("{status} · meadow tiles {meadow} · cards in hand: {counts} · finished: {done} · draw pile {deck}, "
                       "discards {discards}", status=_status(game), meadow=st.supply[MEADOW], counts=counts, done=done,
                       deck=len(st.deck), discards=len(st.discard)), 0.3 * s, fill=P["ink"], anchor="start"))
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
                    selected: str | None = None) -> list[Shape]:
    """Rings round ``selectable`` places, filled ``targets`` with their labels, and the ``selected`` one."""
    s, P = lay.s, PALETTE
    out: list[Shape] = []

    def ring(where: str, colour: str, fill: str | None = None, alpha: float = 1.0) -> Shape:
        if where in lay.track:
            return Poly(lay.corners(where, 0.9), fill=fill, stroke=colour, width=0.14 * s, alpha=alpha)
        rect = lay.area(where)
        if rect is None:
            raise ValueError(tr("cannot highlight {where}: not a hex or an area of the picture", where=repr(where)))
        return Poly(rect.points(), fill=fill, stroke=colour, width=0.14 * s, alpha=alpha)

    for where in selectable:
        out.append(ring(where, P["selectable"]))
    for where, label in (targets or {}).items():
        out.append(ring(where, P["highlight_edge"], fill=P["highlight"], alpha=0.55))
        if label:
            cx, cy = lay.center(where)
            out.append(Text(cx, cy + 0.5 * s, label, 0.28 * s, fill=P["ink"], bold=True))
    if selected is not None:
        out.append(ring(selected, P["selected"]))
    return out


def lemming_colours() -> dict[str, str]:
    """Each lemming id's colour."""
    return {lem: LEMMING_COLOURS[c] for p, c in enumerate(COLOURS) for lem in lemmings_of(p)}


__all__ = ["PlongeonLayout", "get_layout", "track_scene", "pieces_scene", "highlight_scene", "DEFAULT_SIZE",
           "TERRAIN_COLOURS", "LEMMING_COLOURS", "lemming_colours"]
