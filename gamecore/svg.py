"""Shapes to SVG: the writer every game's pictures go through (standard library only).

A game lays out its position as layers of :mod:`gamecore.shapes`; :func:`shapes_to_svg` writes
them as one compact ``<svg>`` document, a :class:`SvgPicture` that shows itself as a picture
when it is the last value of a notebook cell.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from typing import Protocol
from xml.sax.saxutils import escape, quoteattr

from .shapes import Circle, Line, Poly, Shape, Text


class Frame(Protocol):
    """What the writer needs of a layout: the picture's size in CSS pixels and in its own units."""

    @property
    def css_width(self) -> float: ...

    @property
    def css_height(self) -> float: ...

    @property
    def width(self) -> float: ...

    @property
    def height(self) -> float: ...


FONT = "DejaVu Sans, Verdana, Arial, sans-serif"


def _num(v: float) -> str:
    text = f"{v:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _pts(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{_num(x)},{_num(y)}" for x, y in points)


def _paint(fill: str | None, stroke: str | None, width: float, alpha: float, dash: tuple[float, ...]) -> str:
    """The paint of a shape as CSS declarations (shared through classes, see :class:`_Styles`)."""
    parts = [f"fill:{fill}" if fill else "fill:none"]
    if stroke:
        parts.append(f"stroke:{stroke};stroke-width:{_num(width)}")
        if dash:
            parts.append(f"stroke-dasharray:{' '.join(_num(d) for d in dash)}")
    if alpha < 1:
        parts.append(f"opacity:{alpha:.2f}".rstrip("0"))
    return ";".join(parts)


class _Styles:
    """Gives each distinct paint a short CSS class, so repeated colours are written once."""

    def __init__(self) -> None:
        self.classes: dict[str, str] = {}

    def __call__(self, paint: str) -> str:
        name = self.classes.get(paint)
        if name is None:
            name = self.classes[paint] = f"s{len(self.classes)}"
        return f'class="{name}"'

    def css(self) -> str:
        rules = "".join(f".{name}{{{paint}}}" for paint, name in self.classes.items())
        # round caps on every outline, as on the canvas: the risk overlay's dots are dashes of no length
        return ("<style>polygon,polyline,path,circle{stroke-linejoin:round;stroke-linecap:round}"
                f"text{{dominant-baseline:central}}{rules}</style>")


def shape_to_svg(shape: Shape, styles: _Styles | None = None) -> str:
    """One shape as an SVG element (its paint as a shared class when ``styles`` is given)."""
    def paint(fill: str | None, stroke: str | None, width: float, alpha: float, dash: tuple[float, ...]) -> str:
        css = _paint(fill, stroke, width, alpha, dash)
        return styles(css) if styles is not None else f'style="{css}"'

    if isinstance(shape, Poly):
        attrs = paint(shape.fill, shape.stroke, shape.width, shape.alpha, shape.dash)
        ident = f' id="{shape.id}"' if shape.id else ""
        if shape.title:
            return (f'<polygon{ident} points="{_pts(shape.points)}" {attrs}>'
                    f"<title>{escape(shape.title)}</title></polygon>")
        return f'<polygon{ident} points="{_pts(shape.points)}" {attrs}/>'
    if isinstance(shape, Circle):
        attrs = paint(shape.fill, shape.stroke, shape.width, shape.alpha, shape.dash)
        return f'<circle cx="{_num(shape.x)}" cy="{_num(shape.y)}" r="{_num(shape.r)}" {attrs}/>'
    if isinstance(shape, Line):
        attrs = paint(None, shape.stroke, shape.width, shape.alpha, shape.dash)
        return f'<polyline points="{_pts(shape.points)}" {attrs}/>'
    if isinstance(shape, Text):
        look = f"fill:{shape.fill};font-size:{_num(shape.size)}px" + (";font-weight:bold" if shape.bold else "")
        if shape.alpha < 1:
            look += f";opacity:{shape.alpha:.2f}".rstrip("0")
        if shape.anchor != "start":
            look += f";text-anchor:{shape.anchor}"
        attrs = styles(look) if styles is not None else f'style="{look};dominant-baseline:central"'
        return f'<text x="{_num(shape.x)}" y="{_num(shape.y)}" {attrs}>{escape(shape.text)}</text>'
    raise TypeError(f"not a shape: {shape!r}")


class SvgPicture(str):
    """An SVG document that is still a plain ``str``, but shows itself as a picture when it is
    the last value of a notebook cell (``game.svg(risk=...)`` draws, no IPython import needed)."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)

    def __repr__(self) -> str:
        return f"<SVG picture, {len(self) / 1024:.0f} KB>"


# ------------------------------------------------------------------ compact drawing
# A board is ~600 shapes, most of them alike: 69 hexes of one outline, 216 zone-border segments,
# 27 brush tufts. Written one element each they made a stored board ~52 KB; a notebook with a
# board per card passed 850 KB. Two rewrites keep every pixel and every tooltip and id:
# a polygon outline met more than once is written once in <defs> and placed with <use x y>, and a
# run of plain lines of one paint becomes one <path>, its segments chained end to end.

Tenths = tuple[int, int]


def _tenths(p: tuple[float, float]) -> Tenths:
    """A point in tenths of a unit, the precision :func:`_num` writes (exact sums, no drift)."""
    return round(p[0] * 10), round(p[1] * 10)


def _t(v: int) -> str:
    """A length in tenths, written as short as SVG reads it ("-.5", "3", "12.4")."""
    whole, tenth = divmod(abs(v), 10)
    text = (str(whole) if whole else "") + (f".{tenth}" if tenth else "") if v else "0"
    return ("-" if v < 0 else "") + (text or "0")


def _pair(x: int, y: int) -> str:
    ys = _t(y)
    return f"{_t(x)}{'' if ys.startswith('-') else ','}{ys}"


def _run(pairs: list[str]) -> str:
    """Path numbers one after another: a minus sign separates them by itself."""
    return "".join(p if i == 0 or p.startswith("-") else " " + p for i, p in enumerate(pairs))


def _outline(points: Iterable[tuple[float, float]]) -> tuple[Tenths, tuple[Tenths, ...]]:
    """A polygon as its first point and every point relative to it (its shape, wherever it sits)."""
    pts = [_tenths(p) for p in points]
    x0, y0 = pts[0]
    return (x0, y0), tuple((x - x0, y - y0) for x, y in pts)


def _chained(lines: list[Line]) -> str:
    """The ``d`` of one path drawing every line: a line that starts (or ends) where the pen is
    continues the same subpath; closed chains end in ``z``. All relative but the first move."""
    segs = [[_tenths(p) for p in ln.points] for ln in lines]
    ends: dict[Tenths, list[int]] = {}
    for i, seg in enumerate(segs):
        ends.setdefault(seg[0], []).append(i)
        ends.setdefault(seg[-1], []).append(i)
    used = [False] * len(segs)
    out: list[str] = []
    pen: Tenths | None = None
    for first in range(len(segs)):
        if used[first]:
            continue
        cur, start, steps = segs[first], segs[first][0], []
        out.append(f"M{_pair(*start)}" if pen is None else f"m{_pair(start[0] - pen[0], start[1] - pen[1])}")
        index = first
        while True:
            used[index] = True
            steps += [(b[0] - a[0], b[1] - a[1]) for a, b in zip(cur, cur[1:], strict=False)]
            pen = cur[-1]
            index = next((j for j in ends[pen] if not used[j]), -1)
            if index < 0:
                break
            cur = segs[index] if segs[index][0] == pen else segs[index][::-1]
        closed = pen == start and len(steps) > 2
        out.append("l" + _run([_pair(*d) for d in (steps[:-1] if closed else steps)]) + ("z" if closed else ""))
        pen = start if closed else pen
    return "".join(out)


def _plain_line(shape: Shape) -> bool:
    """A line that can share a path with its neighbours of the same paint: opaque and solid (a dash
    pattern would run on across joined segments, and overlaps of a translucent one would show)."""
    return isinstance(shape, Line) and shape.alpha >= 1 and not shape.dash


def _layer_svg(shapes: list[Shape], styles: _Styles, outlines: dict[tuple[Tenths, ...], str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(shapes):
        shape = shapes[i]
        if _plain_line(shape):
            j = i + 1
            while (j < len(shapes) and _plain_line(shapes[j]) and shapes[j].stroke == shape.stroke  # type: ignore[union-attr]
                   and shapes[j].width == shape.width):  # type: ignore[union-attr]
                j += 1
            if j - i > 1:
                paint = styles(_paint(None, shape.stroke, shape.width, 1.0, ()))  # type: ignore[union-attr]
                out.append(f'<path d="{_chained(shapes[i:j])}" {paint}/>')  # type: ignore[arg-type]
                i = j
                continue
        if isinstance(shape, Poly):
            (x, y), rel = _outline(shape.points)
            if rel in outlines:
                ident = f' id="{shape.id}"' if shape.id else ""
                paint = styles(_paint(shape.fill, shape.stroke, shape.width, shape.alpha, shape.dash))
                head = f'<use href="#{outlines[rel]}" x="{_t(x)}" y="{_t(y)}"{ident} {paint}'
                out.append(f"{head}><title>{escape(shape.title)}</title></use>" if shape.title else f"{head}/>")
                i += 1
                continue
        out.append(shape_to_svg(shape, styles))
        i += 1
    return out


def _shared_outlines(layers: list[tuple[str, list[Shape]]]) -> dict[tuple[Tenths, ...], str]:
    """Each polygon outline drawn more than once, with the id of its one copy in <defs>."""
    seen: dict[tuple[Tenths, ...], int] = {}
    for _, shapes in layers:
        for shape in shapes:
            if isinstance(shape, Poly) and len(shape.points) >= 4:
                rel = _outline(shape.points)[1]
                seen[rel] = seen.get(rel, 0) + 1
    return {rel: f"o{n}" for n, rel in enumerate(r for r, count in seen.items() if count > 1)}


def labelled(title: str, desc: str) -> tuple[str, str]:
    """The accessible name and description of a picture: the ``<svg>`` tag's attributes (``role="img"`` and
    ``aria-labelledby`` naming both) and its first children, ``<title>`` and ``<desc>``. Their ids come from
    the texts, so a page holding several pictures keeps them apart and the same picture is written the same."""
    if not title and not desc:
        return "", ""
    key = hashlib.blake2s(f"{title}\n{desc}".encode(), digest_size=4).hexdigest()
    ids, kids = [], []
    if title:
        ids.append(f"t{key}")
        kids.append(f'<title id="t{key}">{escape(title)}</title>')
    if desc:
        ids.append(f"d{key}")
        kids.append(f'<desc id="d{key}">{escape(desc)}</desc>')
    return f' role="img" aria-labelledby="{" ".join(ids)}"', "".join(kids)


def shapes_to_svg(lay: Frame, layers: Iterable[tuple[str, list[Shape]]], title: str = "", desc: str = "") -> SvgPicture:
    """A complete ``<svg>`` document with one ``<g class=...>`` per layer (repeated outlines shared
    through ``<defs>``, runs of plain lines of one paint drawn as one path). ``title`` (a short line) and
    ``desc`` (the position in words) are its first children, named by ``aria-labelledby`` (:func:`labelled`)."""
    w, h = lay.css_width, lay.css_height
    attrs, kids = labelled(title, desc)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {_num(lay.width)} '
           f'{_num(lay.height)}" font-family={quoteattr(FONT)}{attrs}>']
    if kids:
        out.append(kids)
    layers = [(name, list(shapes)) for name, shapes in layers]
    outlines = _shared_outlines(layers)
    styles = _Styles()
    body: list[str] = []
    for name, shapes in layers:
        body.append(f'<g class="{name}">')
        body.extend(_layer_svg(shapes, styles, outlines))
        body.append("</g>")
    out.append(styles.css())
    if outlines:
        out.append("<defs>" + "".join(f'<polygon id="{ident}" points="{" ".join(f"{_t(x)},{_t(y)}" for x, y in rel)}"/>'
                                      for rel, ident in outlines.items()) + "</defs>")
    out.extend(body)
    out.append("</svg>")
    return SvgPicture("\n".join(out))


__all__ = ["Frame", "SvgPicture", "shape_to_svg", "shapes_to_svg", "labelled", "FONT"]
