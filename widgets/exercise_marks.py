"""The exercise board's marks layer: what the learner picked, and after Check what was right,
missed or wrong, by colour and by shape (a tick, a ring, a cross) so colour-blind eyes see it too."""

from __future__ import annotations

from collections.abc import Iterable

from gamecore.i18n import Message, lazy
from lemmings.layout import PALETTE, Circle, Layout, Line, Poly, Shape

#: What each colour on the marks layer means.
MARK_COLOURS = {"picked": "#2e86c1", "right": "#117a65", "missed": "#e67e22", "wrong": "#c0392b"}
#: What each mark means, in words (messages: ``str()`` shows them in the current language).
LEGEND: dict[str, Message] = {"picked": lazy("your answer"), "right": lazy("right ✓"), "missed": lazy("missed ○"),
                              "wrong": lazy("wrong ✕")}


def mark_shapes(lay: Layout, marks: dict[str, str], focus: Iterable[str] = ()) -> list[Shape]:
    """The marks layer: a dashed outline on the focus hexes, then one coloured hex (or area)
    per marked place; ``marks`` maps a hex or ``"cliff"`` to a key of :data:`MARK_COLOURS`."""
    s = lay.s
    out: list[Shape] = []
    for h in focus:
        rect = None if h in lay.board else lay.area(h)  # the start area, for a lemming waiting there
        points = lay.corners(h, 0.9) if h in lay.board else (rect.points() if rect is not None else None)
        if points:
            out.append(Poly(points, stroke=PALETTE["selectable"], width=0.08 * s, dash=(0.2 * s, 0.1 * s)))
    crosses: list[Shape] = []
    rings: list[Shape] = []
    for place, mark in sorted(marks.items()):
        colour = MARK_COLOURS[mark]
        if place in lay.board:
            points = lay.corners(place, 0.94)
            x, y = lay.center(place)
        else:
            rect = lay.area(place)
            if rect is None:
                continue
            points = rect.points()
            x, y = rect.center
        out.append(Poly(points, fill=colour, stroke=colour, width=0.12 * s, alpha=0.45, id=f"{mark}-{place}"))
        # A shape as well as a colour (for colour-blind eyes, and to stand out on brush): a cross
        # for wrong, a tick for right, a ring for missed, under the hex's centre.
        d, y2 = 0.35 * s, y + 0.42 * s
        if mark == "wrong":
            crosses.append(Line(((x - d, y - d), (x + d, y + d)), colour, 0.1 * s))
            crosses.append(Line(((x - d, y + d), (x + d, y - d)), colour, 0.1 * s))
        elif mark == "right":
            crosses.append(Line(((x - 0.2 * s, y2 - 0.02 * s), (x - 0.05 * s, y2 + 0.12 * s), (x + 0.22 * s, y2 - 0.16 * s)),
                                colour, 0.09 * s))
        elif mark == "missed":
            rings.append(Circle(x, y2, 0.15 * s, stroke=colour, width=0.08 * s))
    return out + crosses + rings


__all__ = ["mark_shapes", "MARK_COLOURS", "LEGEND"]
