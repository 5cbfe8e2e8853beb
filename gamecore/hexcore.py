"""The hex core both games share: doubled-column hex geometry and board-file parsing helpers.

Coordinates
-----------
A hex sits at ``(row, col)`` with a *doubled* column: neighbours in the same row differ by
2 in ``col``, neighbours in the next or previous row by 1. So the six directions are
:data:`DIRECTIONS`, and walking straight along an axis is adding the same offset again.
Both pictures draw a row as a vertical line of flat-topped hexes: ``x`` grows with the
row (1.5 radii per row), ``y`` with the doubled column (sqrt(3)/2 radius per step).

Nothing here knows a game's rules: Leaping Lemmings (:mod:`lemmings.board`) and Le grand
plongeon (:mod:`plongeon.track`) build their boards on these functions.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterable, Mapping
from typing import Any

from .errors import BoardError
from .i18n import tr

SQRT3 = math.sqrt(3.0)
Cell = tuple[int, int]

#: The six neighbour offsets ``(d_row, d_col)`` in doubled coordinates.
DIRECTIONS: tuple[Cell, ...] = ((0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1))


def add(cell: Cell, d: Cell, times: int = 1) -> Cell:
    """``cell`` moved ``times`` steps along direction ``d``."""
    return (cell[0] + d[0] * times, cell[1] + d[1] * times)


def direction(a: Cell, b: Cell) -> Cell:
    """The direction of the step from ``a`` to its neighbour ``b``; ``ValueError`` if not adjacent."""
    d = (b[0] - a[0], b[1] - a[1])
    if d not in DIRECTIONS:
        raise ValueError(tr("cells {a} and {b} are not neighbours", a=a, b=b))
    return d


def neighbour_cells(cell: Cell) -> tuple[Cell, ...]:
    """The six cells around ``cell`` (on a board or not)."""
    return tuple(add(cell, d) for d in DIRECTIONS)


def corner_offsets(radius: float) -> tuple[tuple[float, float], ...]:
    """Offsets of a flat-topped hex's six corners from its centre, clockwise from the right."""
    return tuple((radius * math.cos(math.pi / 3 * i), radius * math.sin(math.pi / 3 * i)) for i in range(6))


def point_in_hex(px: float, py: float, cx: float, cy: float, radius: float) -> bool:
    """True when ``(px, py)`` lies inside (or on the edge of) the flat-topped hex at ``(cx, cy)``."""
    x, y = abs(px - cx), abs(py - cy)
    return y <= SQRT3 / 2 * radius + 1e-9 and SQRT3 * x + y <= SQRT3 * radius + 1e-9


def all_distances(hexes: Iterable[str], nbrs: Mapping[str, Iterable[str]]) -> dict[str, dict[str, int]]:
    """Steps between every pair of connected hexes (breadth-first from each hex)."""
    out: dict[str, dict[str, int]] = {}
    for src in hexes:
        out[src] = distances_from([src], nbrs)
    return out


def distances_from(sources: Iterable[str], nbrs: Mapping[str, Iterable[str]]) -> dict[str, int]:
    """Steps from the nearest of ``sources`` (each at distance 0) to every reachable hex."""
    dist = {s: 0 for s in sources}
    queue = deque(dist)
    while queue:
        h = queue.popleft()
        for n in nbrs[h]:
            if n not in dist:
                dist[n] = dist[h] + 1
                queue.append(n)
    return dist


# ------------------------------------------------------------- board files
class DuplicateKey(Exception):
    """A JSON object names the same key twice (raised by :func:`no_duplicate_keys`)."""


def no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``object_pairs_hook`` for :func:`json.loads` that refuses repeated keys."""
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise DuplicateKey(k)
        out[k] = v
    return out


def parse_hexes(data: Mapping[str, Any], source: str) -> dict[str, tuple[int, int]]:
    """The ``hexes`` list of a board file as ``{id: (row, col)}``, every entry checked."""
    raw = data.get("hexes")
    if not isinstance(raw, list) or not raw:
        raise BoardError(source, "hexes", tr("must be a non-empty list of {shape} objects", shape="{id, row, col}"))
    cells: dict[str, tuple[int, int]] = {}
    where: dict[tuple[int, int], str] = {}
    for i, item in enumerate(raw):
        field = f"hexes[{i}]"
        if not isinstance(item, dict):
            raise BoardError(source, field, tr("must be an object with id, row and col"))
        h = item.get("id")
        if not isinstance(h, str) or not h.isalnum() or not 1 <= len(h) <= 8:
            raise BoardError(source, f"{field}.id", tr("must be a short alphanumeric string such as '0603'"))
        field = f"hexes.{h}"
        for key in ("row", "col"):
            if not isinstance(item.get(key), int) or isinstance(item.get(key), bool) or item[key] < 0:
                raise BoardError(source, f"{field}.{key}", tr("must be a whole number >= 0"))
        if h in cells:
            raise BoardError(source, field, tr("duplicate hex id"))
        pos = (item["row"], item["col"])
        if pos in where:
            raise BoardError(source, field, tr("same row and col as hex {hex}", hex=where[pos]))
        if pos[0] < 1:
            raise BoardError(source, f"{field}.row", tr("rows are counted from 1 (next to the start area)"))
        cells[h] = pos
        where[pos] = h
    return cells


def hex_list(data: Mapping[str, Any], key: str, source: str, known: set[str], field: str | None = None) -> tuple[str, ...]:
    """A list of known, distinct hex ids stored under ``key`` (sorted)."""
    field = field or key
    value = data.get(key)
    if not isinstance(value, list) or not all(isinstance(h, str) for h in value):
        raise BoardError(source, field, tr("must be a list of hex ids"))
    seen: set[str] = set()
    for h in value:
        if h not in known:
            raise BoardError(source, field, tr("unknown hex {hex}", hex=repr(h)))
        if h in seen:
            raise BoardError(source, field, tr("hex {hex} is listed twice", hex=h))
        seen.add(h)
    return tuple(sorted(value))


__all__ = ["DIRECTIONS", "SQRT3", "Cell", "add", "direction", "neighbour_cells", "corner_offsets", "point_in_hex",
           "all_distances", "distances_from", "DuplicateKey", "no_duplicate_keys", "parse_hexes", "hex_list"]
