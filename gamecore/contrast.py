"""Checks that a picture's words read for everyone: each text's contrast against what lies under it.

* Contrast (WCAG 2.2, success criterion 1.4.3): :func:`contrast_ratio` of two colours,
  :func:`fill_under` (the colour a scene shows at a point: its filled polygons and circles composited
  in drawing order, each with its alpha), :func:`text_contrasts` (every :class:`~gamecore.shapes.Text`
  of a scene against what lies under it, with the ratio it must reach: 4.5:1, or 3:1 for large text).

How far apart colours stay under simulated colour-vision deficiencies is a check of the tests
(``tests/cvd.py``, with the ColorAide library of the ``test`` extra), not of the kit.

Everything here is a pure function of colours and shapes, on the standard library alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from gamecore.shapes import Circle, Poly, Shape, Text, drawn_width, luminance, mix

#: The contrast text must reach, and large text (WCAG: 24 CSS px, or 18.66 px bold).
NORMAL_RATIO, LARGE_RATIO = 4.5, 3.0
LARGE_TEXT, LARGE_BOLD_TEXT = 24.0, 18.66


# ------------------------------------------------------------------------------------ contrast
def relative_luminance(colour: str) -> float:
    """WCAG's relative luminance of a ``#rrggbb`` colour, from 0 (black) to 1 (white)."""
    return luminance(colour)


def contrast_ratio(a: str, b: str) -> float:
    """WCAG's contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def required_ratio(size: float, bold: bool = False) -> float:
    """The ratio a text of ``size`` CSS pixels must reach: 3 for large text, 4.5 otherwise."""
    large = size >= LARGE_TEXT or (bold and size >= LARGE_BOLD_TEXT)
    return LARGE_RATIO if large else NORMAL_RATIO


def _in_polygon(points: Sequence[tuple[float, float]], x: float, y: float) -> bool:
    inside = False
    j = len(points) - 1
    for i, (xi, yi) in enumerate(points):
        xj, yj = points[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def covers(shape: Shape, x: float, y: float) -> bool:
    """Whether ``shape`` paints its fill at ``(x, y)`` (a filled polygon or circle; lines and texts never)."""
    if isinstance(shape, Poly):
        return shape.fill is not None and _in_polygon(shape.points, x, y)
    if isinstance(shape, Circle):
        return shape.fill is not None and (x - shape.x) ** 2 + (y - shape.y) ** 2 <= shape.r ** 2
    return False


def fill_under(shapes: Iterable[Shape], x: float, y: float, base: str = "#ffffff") -> str:
    """The colour at ``(x, y)`` once ``shapes`` are painted in order over ``base``: each filled shape
    covering the point is laid over what is below with its alpha (outlines, lines and texts left out)."""
    colour = base
    for shape in shapes:
        if covers(shape, x, y):
            colour = mix(colour, shape.fill, shape.alpha) if shape.alpha < 1 else shape.fill
    return colour


class TextContrast(NamedTuple):
    """One text of a scene: its words, where it was read (the middle of its box), its colour as drawn
    (its alpha laid over the background), the background, the ratio between them and the ratio needed."""

    text: str
    x: float
    y: float
    colour: str
    background: str
    ratio: float
    needed: float

    @property
    def passes(self) -> bool:
        """Whether the text reaches the ratio it needs."""
        return self.ratio >= self.needed - 1e-9


def _sample_points(t: Text) -> list[tuple[float, float]]:
    """The middle of a text's box and two points a third of its width either side of it."""
    w = drawn_width(t.text, t.size) * (1.08 if t.bold else 1.0)
    mid = {"start": t.x + w / 2, "end": t.x - w / 2}.get(t.anchor, t.x)
    return [(mid, t.y), (mid - w / 3, t.y), (mid + w / 3, t.y)]


def text_contrasts(shapes: Sequence[Shape], *, scale: float = 1.0, base: str = "#ffffff") -> list[TextContrast]:
    """Every non-blank :class:`~gamecore.shapes.Text` of ``shapes`` (in drawing order) against the
    fill under it: the worst of its middle and two points either side; ``scale`` is the device pixels
    per CSS pixel of the scene (the thresholds are in CSS pixels)."""
    out: list[TextContrast] = []
    for i, t in enumerate(shapes):
        if not isinstance(t, Text) or not t.text.strip():
            continue
        below = shapes[:i]
        worst: TextContrast | None = None
        for x, y in _sample_points(t):
            bg = fill_under(below, x, y, base)
            ink = t.fill if t.alpha >= 1 else mix(bg, t.fill, t.alpha)
            found = TextContrast(t.text, x, y, ink, bg, contrast_ratio(ink, bg), required_ratio(t.size / scale, t.bold))
            if worst is None or found.ratio < worst.ratio:
                worst = found
        if worst is not None:
            out.append(worst)
    return out


def failing_texts(shapes: Sequence[Shape], *, scale: float = 1.0) -> list[TextContrast]:
    """The texts of ``shapes`` below the contrast they need (:func:`text_contrasts`)."""
    return [c for c in text_contrasts(shapes, scale=scale) if not c.passes]


__all__ = ["contrast_ratio", "relative_luminance", "required_ratio", "covers", "fill_under", "TextContrast",
           "text_contrasts", "failing_texts", "NORMAL_RATIO", "LARGE_RATIO", "LARGE_TEXT", "LARGE_BOLD_TEXT"]
