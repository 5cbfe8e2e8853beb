"""Shapes that show something happening on the board: a lemming's path, an eagle's flight,
a lemming eaten, a lemming scattered. The recap and the explained choices draw these on the
highlight layer; each takes hex ids, area names (``"start"``, ``"cliff"``, ``"chow"``,
``"dive:<n>"``), zone letters and lemming ids, never pixels.

>>> from lemmings import Board
>>> from lemmings.layout import get_layout
>>> lay = get_layout(Board.default())
>>> shapes = path_shapes(lay, ["start", "0102", "0203"], "#8e44ad", label="R1")
>>> len(shapes) > 3
True
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from gamecore.i18n import tr
from gamecore.shapes import Circle, Line, Poly, Shape, Text, text_colour_on

from ..board import START
from .geometry import CLIFF_TARGET, Layout
from .style import EAGLE_COLOURS, MIN_TEXT

#: Colours of an eaten lemming's mark and of a scatter's arrow.
EATEN_COLOUR = "#8b0000"
SCATTER_COLOUR = "#3d3d3d"


def place_point(lay: Layout, place: str, beside: str | None = None) -> tuple[float, float]:
    """Where a path passes through ``place``: a hex centre, the start area's edge next to
    row 1, the cliff beside the cliff-edge hex ``beside`` (or its middle), an area's centre."""
    if place == START:
        r = lay.start
        return (r.x + r.w * 0.8, r.y + r.h / 2)
    if place == CLIFF_TARGET and beside in lay.board and lay.board.is_cliff_edge(beside):
        return lay.cliff_slot(beside).center
    return lay.center(place)


def arrow_head(a: tuple[float, float], b: tuple[float, float], size: float, colour: str) -> Poly:
    """A filled triangle at ``b`` pointing away from ``a``."""
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = b
    left = (b[0] - size * math.cos(ang - 0.45), b[1] - size * math.sin(ang - 0.45))
    right = (b[0] - size * math.cos(ang + 0.45), b[1] - size * math.sin(ang + 0.45))
    return Poly((tip, left, right), fill=colour, stroke="#ffffff", width=size * 0.08)


def _shorten(a: tuple[float, float], b: tuple[float, float], by: float) -> tuple[float, float]:
    """``b`` moved ``by`` pixels back towards ``a`` (so an arrow stops short of a centre)."""
    d = math.dist(a, b)
    if d <= by or d == 0:
        return b
    return (b[0] - (b[0] - a[0]) * by / d, b[1] - (b[1] - a[1]) * by / d)


def _arrowed(lay: Layout, pts: Sequence[tuple[float, float]], colour: str, width: float,
             dash: tuple[float, ...] = ()) -> list[Shape]:
    """A polyline with a white casing and an arrow head on every step."""
    s = lay.s
    out: list[Shape] = [Line(tuple(pts), "#ffffff", width * 1.9, alpha=0.85),
                        Line(tuple(pts), colour, width, dash=dash)]
    for a, b in zip(pts, pts[1:], strict=False):
        end = _shorten(a, b, 0.3 * s)
        mid = ((a[0] + end[0]) / 2, (a[1] + end[1]) / 2) if len(pts) > 2 else end
        out.append(arrow_head(a, mid if len(pts) > 2 else end, 0.34 * s, colour))
    return out


#: Where a tag sits below the place it names (fraction of the hex radius): in the band at the bottom
#: of the hex, clear of its counter and of its id and the next hex's (a tag is drawn over the pieces);
#: in the bottom row it is raised just enough to end inside the track.
TAG_Y = 0.62


def _tag(lay: Layout, x: float, y: float, text: str, colour: str) -> list[Shape]:
    """A small label in a box of ``colour`` (white text), e.g. a lemming id, drawn over the
    pieces (``top``) in the band at the bottom of the hex around ``(x, y)``."""
    f = lay.font(MIN_TEXT)
    w = len(text) * f * 0.66 + 0.5 * f
    h = 1.25 * f
    y += TAG_Y * lay.s
    if lay.board_rect.contains(x, y - TAG_Y * lay.s):  # a hex's tag ends inside the track, never on the key under it
        y = min(y, lay.board_rect.y + lay.board_rect.h - h / 2 - 0.05 * f)  # the outline's outer half too
    return [Poly(((x - w / 2, y - h / 2), (x + w / 2, y - h / 2), (x + w / 2, y + h / 2), (x - w / 2, y + h / 2)),
                 fill=colour, stroke="#ffffff", width=0.1 * f, top=True),
            Text(x, y, text, f, text_colour_on(colour), bold=True, top=True)]


def path_shapes(lay: Layout, places: Sequence[str], colour: str, label: str = "") -> list[Shape]:
    """A lemming's path: a line through the ``places`` it passes, in order (hex ids, and
    ``"start"`` first or ``"cliff"`` last for an entry or a dive), an arrow head on each
    step, a dot where it starts, a ring where it stops, and ``label`` (say its id) there."""
    s = lay.s
    if len(places) < 2:
        return []
    pts = [place_point(lay, p, places[i - 1] if i else None) for i, p in enumerate(places)]
    out: list[Shape] = _arrowed(lay, pts, colour, 0.13 * s)
    out.append(Circle(*pts[0], 0.15 * s, fill=colour, stroke="#ffffff", width=0.04 * s))
    end = places[-1]
    if end in lay.board:
        out.append(Poly(lay.corners(end, 0.96), stroke=colour, width=0.13 * s))
    else:
        out.append(Circle(*pts[-1], 0.32 * s, stroke=colour, width=0.12 * s))
    if label:
        x, y = pts[-1]
        out.extend(_tag(lay, x, y, label, colour))
    return out


def zone_point(lay: Layout, eagle: str, zone: str) -> tuple[float, float]:
    """The middle of ``eagle``'s zone ``zone`` (where a flight line passes)."""
    return lay.zone_anchor(eagle, zone)


def flight_shapes(lay: Layout, eagle: str, zones: Sequence[str], colour: str | None = None) -> list[Shape]:
    """An eagle's flight through the zones it passes (``["C", "D", "E"]``, start first): a
    dashed arrowed line through their middles, each zone's letter in a disc, and the zone
    where it lands outlined. ``colour`` defaults to the eagle's."""
    s = lay.s
    colour = colour or EAGLE_COLOURS.get(eagle, "#333333")
    pts = [zone_point(lay, eagle, z) for z in zones]
    out: list[Shape] = [Poly(lay.corners(h, 0.92), stroke=colour, width=0.12 * s, dash=(0.25 * s, 0.12 * s))
                        for h in lay.board.zone(eagle, zones[-1])]
    if len(pts) > 1:
        out.extend(_arrowed(lay, pts, colour, 0.16 * s, dash=(0.4 * s, 0.2 * s)))
    for i, (x, y) in enumerate(pts):
        r = 0.38 * s if i == len(pts) - 1 else 0.3 * s
        out.append(Circle(x, y, r, fill=colour, stroke="#ffffff", width=0.05 * s))
        out.append(Text(x, y, zones[i], lay.font(MIN_TEXT + 2), text_colour_on(colour), bold=True))
    return out


def eaten_shapes(lay: Layout, hex_id: str, lemming: str = "", *, to_chow: bool = True) -> list[Shape]:
    """A lemming eaten on ``hex_id``: the hex ringed (titled "R1 eaten") and crossed in dark
    red, the lemming's id tagged in dark red, and (``to_chow``) a dashed arrow to the chow box.
    The tag holds the id alone: with "eaten" in words it would reach over the next hexes' counters."""
    s = lay.s
    if hex_id not in lay.board:
        return []
    x, y = lay.center(hex_id)
    r = 0.5 * s
    title = tr("{lemming} eaten", lemming=lemming) if lemming else tr("eaten")
    out: list[Shape] = [Poly(lay.corners(hex_id, 0.96), stroke=EATEN_COLOUR, width=0.16 * s, title=title),
                        Line(((x - r, y - r), (x + r, y + r)), EATEN_COLOUR, 0.14 * s),
                        Line(((x - r, y + r), (x + r, y - r)), EATEN_COLOUR, 0.14 * s)]
    if to_chow:
        end = _shorten((x, y), lay.chow.center, 0.4 * s)
        out.append(Line(((x, y), end), EATEN_COLOUR, 0.07 * s, alpha=0.7, dash=(0.2 * s, 0.14 * s)))
        out.append(arrow_head((x, y), end, 0.3 * s, EATEN_COLOUR))
    if lemming:
        out.extend(_tag(lay, x, y, lemming, EATEN_COLOUR))
    return out


def scatter_shapes(lay: Layout, lemming: str, frm: str, to: str, colour: str = SCATTER_COLOUR) -> list[Shape]:
    """A lemming scattered from ``frm`` to ``to`` (a hex, or ``"cliff"`` / ``"chow"``): a
    dashed arrow, the landing place ringed, and the lemming's id tagged at the landing."""
    s = lay.s
    a = place_point(lay, frm)
    b = place_point(lay, to, frm)
    end = _shorten(a, b, 0.3 * s)
    out: list[Shape] = [Line((a, end), "#ffffff", 0.22 * s, alpha=0.85),
                        Line((a, end), colour, 0.11 * s, dash=(0.2 * s, 0.12 * s)),
                        arrow_head(a, end, 0.34 * s, colour)]
    if to in lay.board:
        out.append(Poly(lay.corners(to, 0.96), stroke=colour, width=0.1 * s))
    out.extend(_tag(lay, b[0], b[1], lemming, colour))
    return out


__all__ = ["path_shapes", "flight_shapes", "eaten_shapes", "scatter_shapes", "place_point", "zone_point",
           "arrow_head", "EATEN_COLOUR", "SCATTER_COLOUR"]
