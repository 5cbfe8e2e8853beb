"""The one hex-to-pixel geometry shared by the SVG renderer and the ipycanvas board.

The track runs from left to right: the start area is drawn at the left, the cliff at the
right. A board *row* (a line of hexes across the track) is drawn as a vertical column of
flat-topped hexes, position 01 at the top. So a hex's ``x`` comes from its row and its
``y`` from its doubled column::

    x = x(row 1) + (row - 1) * 1.5 * size
    y = y(col min) + (col - col min) * sqrt(3)/2 * size

Everything here is a pure function of ``(board, size, scale)``: ``size`` is the hex
radius in CSS pixels and ``scale`` the device-pixel ratio. Every coordinate a
:class:`Layout` returns is in *device* pixels (CSS pixels times ``scale``): the canvas
holds ``scale`` times more pixels than its CSS box, and ipycanvas reports mouse positions
in canvas pixels whatever size the box is shown at, so hit testing stays exact when the
picture is scaled to fit its container. The SVG renderer uses ``scale=1``.

Under the board: a one-line key (the right part of it is kept free for an overlay's
legend), the VP track, and a row of panels (card and dice, the five dive boxes, the chow
box, the clans).
"""

from __future__ import annotations

import math
from functools import lru_cache

from gamecore import arguments as arg
from gamecore.hexcore import corner_offsets, point_in_hex
from gamecore.i18n import tr
from gamecore.shapes import PictureSize, Rect

from ..board import START, Board

SQRT3 = math.sqrt(3.0)
#: Default hex radius in CSS pixels.
DEFAULT_SIZE = 28.0
#: The VP track shows boxes 0 to VP_TRACK_MAX (higher scores sit in the last box).
VP_TRACK_MAX = 30
#: Board targets that are not hexes.
CLIFF_TARGET, CHOW_TARGET = "cliff", "chow"
DIVE_VALUES = (1, 2, 3, 4, 5)


class Layout(PictureSize):
    """Pixel positions of everything on the picture, for one board, hex size and scale.

    Build it with :func:`get_layout` (cached). All results are device pixels.

    >>> from lemmings import Board
    >>> lay = get_layout(Board.default(), size=26, scale=1)
    >>> lay.hex_at(*lay.center("0603"))
    '0603'
    """

    def __init__(self, board: Board, size: float = DEFAULT_SIZE, scale: float = 1.0) -> None:
        self.board = board
        self.size, self.scale = arg.picture_size(size, scale)
        s = self.s = self.size * self.scale
        self.margin = m = 0.25 * s
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
        self.cliff = Rect(last_x + s + 0.25 * s, top, 1.9 * s, board_h)
        width = self.cliff.x + self.cliff.w + m
        self.board_rect = Rect(self.x0 - s, top, last_x + s - (self.x0 - s), board_h)
        inner = width - 2 * m
        # The key under the board; its right part (``overlay_key``) is left for an overlay's legend.
        key_y = top + board_h + 0.12 * s
        self.key = Rect(m, key_y, inner * 0.58, 0.6 * s)
        self.overlay_key = Rect(m + inner * 0.58, key_y, inner * 0.42, 0.6 * s)
        # The VP track, then card, dive boxes, chow box and clans.
        vp_y = key_y + 0.6 * s + 0.1 * s
        box_w = inner / (VP_TRACK_MAX + 1)
        self.vp_track = Rect(m, vp_y, box_w * (VP_TRACK_MAX + 1), 0.9 * s)
        self.vp_boxes = tuple(Rect(m + i * box_w, vp_y, box_w, 0.9 * s) for i in range(VP_TRACK_MAX + 1))
        py = vp_y + 0.9 * s + 0.15 * s
        ph = 2.3 * s
        gap = 0.15 * s
        x = m
        self.card = Rect(x, py, 3.0 * s, ph)
        x += self.card.w + gap
        dives = {}
        for v in DIVE_VALUES:
            dives[v] = Rect(x, py, 1.8 * s, ph)
            x += 1.8 * s + gap * 0.5
        self.dive_boxes: dict[int, Rect] = dives
        x += gap * 0.5
        self.chow = Rect(x, py, 2.0 * s, ph)
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
    def font(self, css_px: float) -> float:
        """A font size given in CSS pixels at the default hex size, in device pixels here
        (it grows and shrinks with ``size``; at :data:`DEFAULT_SIZE` it is ``css_px``)."""
        return css_px * self.s / DEFAULT_SIZE

    # ---------------------------------------------------------- hexes
    def center(self, target: str) -> tuple[float, float]:
        """Centre of a hex, or of a named area: ``"start"``, ``"cliff"``, ``"chow"``, ``"dive:3"``."""
        if target in self._centers:
            return self._centers[target]
        rect = self.area(target)
        if rect is None:
            raise ValueError(tr("{place} is neither a hex of this board nor an area of the picture", place=repr(target)))
        return rect.center

    def area(self, name: str) -> Rect | None:
        """The rectangle of a named area (``start``, ``cliff``, ``chow``, ``card``, ``clans``,
        ``vp``, ``key``, ``dive:<1-5>``), or ``None``."""
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
        if name == "key":
            return self.key
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
        ``"chow"``, ``"dive:<n>"``, ``"card"``, ``"clans"``, ``"vp"``, ``"key"``, or ``None``."""
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
        for name, rect in (("card", self.card), ("clans", self.clans), ("vp", self.vp_track), ("key", self.key)):
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



__all__ = ["Layout", "Rect", "get_layout", "hex_to_pixel", "pixel_to_hex", "hit_test", "SQRT3", "DEFAULT_SIZE",
           "VP_TRACK_MAX", "CLIFF_TARGET", "CHOW_TARGET", "DIVE_VALUES"]
