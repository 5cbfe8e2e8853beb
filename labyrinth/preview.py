"""The tile drawn, seen before it is built: the tile alone (:func:`tile_svg`), the tile on a cell among its
neighbours as one way of building it would leave them (:func:`placement_svg`), and the tile translucent on
the board (:func:`ghost_shapes`).

Every picture is drawn with the board's own shapes (:mod:`labyrinth.layout`: the tile's colour, its
corridors as light paths, a bridge pale blue, and the symbols it carries as the pieces they bring: a trap
symbol as a face-down trap, an item symbol as an item, a key symbol as a key), so what a person sees here
is what the board will show. The small pictures are standalone ``<svg>`` elements without ids, so that
several of them can sit in one page.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import NamedTuple

from gamecore.hexcore import DIRECTIONS, SQRT3
from gamecore.shapes import Circle, Line, Poly, Shape, Text
from gamecore.svg import FONT, SvgPicture, shape_to_svg

from . import board as bd
from .components import Components
from .layout import (
    EMPTY_EDGE,
    EMPTY_FILL,
    RING_CELL,
    TILE_FILL,
    LabyrinthLayout,
    checked,
    corridor_shapes,
    get_layout,
    item_mark,
    key_mark,
    trap_mark,
)
from .state import State

#: A hex's radius in the small pictures, in CSS pixels (the board's is 34): a tile alone is 60 × 52 px,
#: a cell among its neighbours about 100 × 80 px, so six of them fit a side panel of 320 px in two rows.
PREVIEW_SIZE = 30.0
#: How translucent the tile drawn is over the board while the mouse points at a cell it fits.
GHOST_ALPHA = 0.8


def drawn_tile(comps: Components, s: State) -> str | None:
    """The tile drawn and waiting to be built (the pending decision places it), or ``None``."""
    task = s.tasks[-1] if s.tasks else None
    return task[1] if task and task[0] == "place" and task[1] in comps.tiles else None


def tile_shapes(lay: LabyrinthLayout, comps: Components, tile: str, rot: int, cell: str,
                symbols: bool = True) -> list[Shape]:
    """``tile`` turned ``rot`` drawn on ``cell`` as the board draws it; with ``symbols`` the pieces its
    symbols bring when it is built (a face-down trap, an item, a key)."""
    at = bd.cell_of(cell)
    kind = "start" if tile == bd.START_TILE else comps.tiles[tile].kind
    corridors = bd.drawing(comps, tile, at)
    names = [bd.corridor_id(at, i) for i in range(len(corridors))]
    opens = {name: bd.rotated(c, rot) for name, c in zip(names, corridors, strict=True)}
    hubs = lay.hubs(opens)
    out: list[Shape] = [Poly(lay.corners(cell, 0.97), fill=TILE_FILL[kind], stroke="#3a2f25", width=0.04 * lay.s)]
    out += corridor_shapes(lay, opens, hubs, {name: c.level for name, c in zip(names, corridors, strict=True)})
    for name, c in zip(names, corridors, strict=True):
        if not symbols:
            break
        if "trap" in c.symbols:
            out += trap_mark(lay, hubs[name])
        if "key" in c.symbols:
            out.append(key_mark(lay, hubs[name]))
        if "item" in c.symbols:
            out.append(item_mark(lay, hubs[name]))
    return out


def ghost_shapes(lay: LabyrinthLayout, comps: Components, tile: str, cell: str, rot: int) -> list[Shape]:
    """The tile drawn, translucent, on ``cell`` turned ``rot``, ringed: how the board would look with it there."""
    shapes = [sh._replace(alpha=GHOST_ALPHA) for sh in tile_shapes(lay, comps, tile, rot, cell)]
    return shapes + [Poly(lay.corners(cell, 0.97), stroke=RING_CELL, width=0.08 * lay.s)]


def neighbours(lay: LabyrinthLayout, cell: str) -> list[str]:
    """The cells of the board beside ``cell``."""
    r, c = bd.cell_of(cell)
    return [n for dr, dc in DIRECTIONS if (n := bd.cell_id((r + dr, c + dc))) in lay.cells]


class _Frame(NamedTuple):
    css_width: float
    css_height: float
    width: float
    height: float


def _moved(shapes: Iterable[Shape], dx: float, dy: float) -> list[Shape]:
    out: list[Shape] = []
    for sh in shapes:
        if isinstance(sh, (Poly, Line)):
            out.append(sh._replace(points=tuple((x + dx, y + dy) for x, y in sh.points)))
        elif isinstance(sh, (Circle, Text)):
            out.append(sh._replace(x=sh.x + dx, y=sh.y + dy))
    return out


def _svg(shapes: Iterable[Shape], width: float, height: float, title: str, style: str = "display:block") -> SvgPicture:
    """A small standalone picture: each shape with its own paint (no shared ids between pictures)."""
    w, h = round(width), round(height)
    return SvgPicture(f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
                      f'font-family="{FONT}" style="{style}"><title>{escape(title)}</title>'
                      + "".join(shape_to_svg(sh) for sh in shapes) + "</svg>")


def tile_svg(comps: Components, tile: str, rot: int = 0, title: str = "", size: float = PREVIEW_SIZE,
             inline: bool = False) -> SvgPicture:
    """``tile`` alone, turned ``rot`` (north at the top, as on the board), with its symbols' pieces; ``inline``: to
    sit in a line of text (the pieces left out, too big at an icon's size)."""
    checked(comps, tile=tile, rot=rot, texts={"title": title})
    lay = get_layout(size, 1.0)
    cell = "0408"
    x, y = lay.centre(cell)
    width, height = 2.1 * size, SQRT3 * 1.05 * size
    shapes = _moved(tile_shapes(lay, comps, tile, rot, cell, symbols=not inline), width / 2 - x, height / 2 - y)
    return _svg(shapes, width, height, title, "display:inline-block;vertical-align:middle" if inline else "display:block")


def placement_svg(comps: Components, s: State, tile: str, cell: str, rot: int, title: str = "",
                  size: float = PREVIEW_SIZE) -> SvgPicture:
    """``tile`` built on ``cell`` turned ``rot``, ringed, with the inner halves of the tiles beside it: how its
    corridors would meet theirs."""
    checked(comps, s, tile=tile, cell=cell, rot=rot, texts={"title": title})
    lay = get_layout(size, 1.0)
    shapes: list[Shape] = []
    for n in neighbours(lay, cell):
        placed = s.tiles.get(n)
        shapes += ([Poly(lay.corners(n, 0.97), fill=EMPTY_FILL, stroke=EMPTY_EDGE, width=0.03 * size)] if placed is None
                   else tile_shapes(lay, comps, placed[0], placed[1], n, symbols=False))
    shapes += tile_shapes(lay, comps, tile, rot, cell)
    shapes.append(Poly(lay.corners(cell, 0.97), stroke=RING_CELL, width=0.08 * size))
    x, y = lay.centre(cell)
    width, height = 3.4 * size, 2.7 * size
    return _svg(_moved(shapes, width / 2 - x, height / 2 - y), width, height, title)


__all__ = ["PREVIEW_SIZE", "GHOST_ALPHA", "drawn_tile", "tile_shapes", "ghost_shapes", "neighbours", "tile_svg",
           "placement_svg"]
