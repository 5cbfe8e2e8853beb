"""The drawing vocabulary every game's pictures share: the palette, colour helpers, the simple
shapes a scene is made of (:class:`Poly`, :class:`Circle`, :class:`Line`, :class:`Text`,
:class:`Rect` for hit boxes), the helpers that order them in layers, and text measuring.

A game builds its scenes from these shapes; :mod:`gamecore.svg` writes them as an SVG picture
and the canvas code of :mod:`widgets` draws them on an ipycanvas, so both agree pixel for pixel.
Every shape has ``top``: a shape drawn over the pieces of its layer (a label placed clear of them).
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

# ------------------------------------------------------------------- palette
#: Colours shared by both renderers (CSS ``#rrggbb``).
PALETTE: dict[str, str] = {
    "background": "#fbf8ef",
    "clear": "#f3ecd2",
    "brush": "#9cc47a",
    "brush_mark": "#4f7d32",
    "hex_edge": "#8d8570",
    "hex_id": "#3b3729",
    "start": "#e9dfbf",
    "start_edge": "#8d7b4a",
    "start_text": "#5a4d2c",
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
    "muted": "#5c5648",
    "badge": "#222222",
    "highlight": "#f1c40f",
    "highlight_edge": "#9a7d0a",
    "label_bg": "#fffbe6",
    "hover": "#1f3a5f",
    "tooltip": "#fffdf5",
    "tooltip_edge": "#5d5646",
    "selectable": "#16a085",
    "selected": "#c0392b",
    "marked": "#e74c3c",
    "risk": "#c0392b",
}


def hex_to_rgb(colour: str) -> tuple[int, int, int]:
    """``"#c0392b"`` → ``(192, 57, 43)`` (also accepts ``#rgb``)."""
    c = colour.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    if len(c) != 6:
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)


def rgb_to_hex(rgb: Iterable[float]) -> str:
    """``(192, 57, 43)`` → ``"#c0392b"`` (channels clamped to 0–255)."""
    r, g, b = (max(0, min(255, round(v))) for v in rgb)
    return f"#{r:02x}{g:02x}{b:02x}"


def mix(a: str, b: str, t: float) -> str:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    ra, rb = hex_to_rgb(a), hex_to_rgb(b)
    return rgb_to_hex(x + (y - x) * t for x, y in zip(ra, rb, strict=True))


def luminance(colour: str) -> float:
    """WCAG's relative luminance of a colour, from 0 (black) to 1 (white)."""
    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in hex_to_rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


#: The dark ink :func:`text_colour_on` writes on a light colour (its luminance, for the ratio).
DARK_TEXT = "#111111"


def text_colour_on(background: str) -> str:
    """Near-black or white, whichever contrasts more with ``background`` (WCAG's ratio: a colour
    darker than luminance 0.18 takes white)."""
    lum = luminance(background)
    return DARK_TEXT if (lum + 0.05) / (luminance(DARK_TEXT) + 0.05) > 1.05 / (lum + 0.05) else "#ffffff"


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
    top: bool = False


class Circle(NamedTuple):
    x: float
    y: float
    r: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    alpha: float = 1.0
    dash: tuple[float, ...] = ()
    top: bool = False


class Line(NamedTuple):
    """An open polyline (two points for a segment)."""

    points: tuple[tuple[float, float], ...]
    stroke: str
    width: float = 1.0
    alpha: float = 1.0
    dash: tuple[float, ...] = ()
    top: bool = False


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
    top: bool = False


Shape = Poly | Circle | Line | Text


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle in device pixels."""

    x: float
    y: float
    w: float
    h: float

    def contains(self, px: float, py: float) -> bool:
        """True when the point lies inside the rectangle or on its edge."""
        return self.x <= px <= self.x + self.w and self.y <= py <= self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        """The middle of the rectangle."""
        return (self.x + self.w / 2, self.y + self.h / 2)

    def points(self) -> tuple[tuple[float, float], ...]:
        """The four corners, clockwise from the top left."""
        x, y, w, h = self.x, self.y, self.w, self.h
        return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))


def split_top(shapes: Iterable[Shape]) -> tuple[list[Shape], list[Shape]]:
    """A highlight layer cut in two: the shapes drawn under the pieces, and those marked ``top``
    (labels), drawn over them (each part keeps its order)."""
    under: list[Shape] = []
    top: list[Shape] = []
    for shape in shapes:
        (top if shape.top else under).append(shape)
    return under, top


def lifted(shapes: Iterable[Shape]) -> list[Shape]:
    """The shapes marked ``top``: drawn over the pieces (a label placed clear of them)."""
    return [shape._replace(top=True) for shape in shapes]


_LAYER_ORDER = {Poly: 0, Line: 1, Circle: 2, Text: 3}


def layered(shapes: Iterable[Shape]) -> list[Shape]:
    """The shapes reordered polygons, lines, circles, texts, and by outline width within a
    type (otherwise stable). Only for groups whose members overlap just by type (a label
    over its box), so that each type and outline draws in one vectorised run."""
    def key(s: Shape) -> tuple:
        stroked = not isinstance(s, Text) and s.stroke is not None
        return (_LAYER_ORDER[type(s)], s.width if stroked else 0.0, s.dash if stroked else ())

    return sorted(shapes, key=key)




def fit_text(text: str, width: float, size: float, floor: float = 0.0) -> float:
    """A font size no larger than ``size`` at which ``text`` fits in ``width`` pixels (bold
    sans-serif characters average about 0.62 of the font size), never below ``floor``."""
    return max(floor, min(size, width / max(1, 0.62 * len(text))))


def text_width(text: str, size: float, bold: bool = False) -> float:
    """An estimate of the drawn width of ``text`` at font size ``size`` (DejaVu Sans)."""
    return len(text) * size * (0.64 if bold else 0.58)


#: Advance widths of DejaVu Sans (the board's font) in ems, for measuring a word closely; other
#: letters and marks count 0.62, capitals 0.72 (accents are measured as their letter).
_EM = {"a": 0.61, "b": 0.63, "c": 0.55, "d": 0.63, "e": 0.62, "f": 0.35, "g": 0.63, "h": 0.63, "i": 0.28, "j": 0.28,
       "k": 0.58, "l": 0.28, "m": 0.97, "n": 0.63, "o": 0.61, "p": 0.63, "q": 0.63, "r": 0.41, "s": 0.52, "t": 0.39,
       "u": 0.63, "v": 0.59, "w": 0.82, "x": 0.59, "y": 0.59, "z": 0.52, " ": 0.32, "I": 0.29, "L": 0.56,
       "0": 0.64, "1": 0.64, "2": 0.64, "3": 0.64, "4": 0.64, "5": 0.64, "6": 0.64, "7": 0.64, "8": 0.64, "9": 0.64,
       "%": 0.95, "<": 0.84, "≥": 0.84, "–": 0.5, ":": 0.34, ".": 0.32}


#: Bold DejaVu Sans is about this much wider than the regular letters :func:`drawn_width` measures
#: (capitals, where its 0.72 em is already generous), for a bold word that must fit a box.
BOLD_WIDTH = 1.08


def drawn_width(text: str, size: float) -> float:
    """The width of ``text`` drawn at font size ``size`` in DejaVu Sans, measured letter by letter
    (closer than :func:`text_width`, for tight lines)."""
    letters = unicodedata.normalize("NFD", text)
    return size * sum(_EM.get(c, 0.72 if c.isupper() else 0.62) for c in letters if not unicodedata.combining(c))


class PictureSize:
    """The sizes of a game's picture that the SVG writer and the canvas code ask for, from its
    ``width`` and ``height`` in device pixels and its ``scale`` (device pixels per CSS pixel). A
    game's layout class sets those three and inherits the rest."""

    width: float
    height: float
    scale: float

    @property
    def pixel_width(self) -> int:
        """Canvas width in device pixels."""
        return math.ceil(self.width)

    @property
    def pixel_height(self) -> int:
        """Canvas height in device pixels."""
        return math.ceil(self.height)

    @property
    def css_width(self) -> int:
        """Width of the picture in CSS pixels (the canvas' displayed size)."""
        return math.ceil(self.width / self.scale)

    @property
    def css_height(self) -> int:
        """Height of the picture in CSS pixels (at full size)."""
        return math.ceil(self.height / self.scale)

