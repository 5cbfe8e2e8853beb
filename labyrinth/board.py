"""Labyrinth's board: where the tiles lie, their corridors, and which tiles may be built where.

The geometry is the kit's hex core (:mod:`gamecore.hexcore`, doubled columns). The board inside
the frame is a hexagon of 37 cells, three rings around the centre: the central tile in the
middle, a key tile on each corner of the outer ring, and 30 cells for normal tiles (the box's
1 + 6 + 30 tiles fill it exactly). The frame's 6 start tiles lie one step further out, each
touching its key tile. A cell is named by its row and doubled column, ``"0408"``; a corridor
by its cell and a letter for its place in the tile's list, ``"0408a"``.

The corridor graph (``networkx``) joins two corridors of neighbouring tiles when both open on
the edge they share. Bridges do not join corridors for walking (jumping is an activity), but
they count when deciding whether a tile would close the last way to the centre or to a key
tile (Construcción: passages along corridors and over bridges both count).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

import networkx as nx

from gamecore.hexcore import DIRECTIONS, Cell, add

from .components import Components, Corridor

CENTRE: Cell = (4, 8)
#: The start tile of seat position ``i`` (0-5) lies four steps from the centre in direction ``i``;
#: its key tile three steps.
START_CELLS: tuple[Cell, ...] = tuple(add(CENTRE, d, 4) for d in DIRECTIONS)
KEY_CELLS: tuple[Cell, ...] = tuple(add(CENTRE, d, 3) for d in DIRECTIONS)
#: The kit's reading of the two-player board (its picture is not in the text): the central tile
#: moves two steps off the middle, to the cell as far from one player's key tile as from the other's.
TWO_PLAYER_CENTRE: Cell = add(add(CENTRE, DIRECTIONS[1]), DIRECTIONS[2])
#: Which start tiles are used, by number of players (the text's picture on page 3 is not in it: the
#: kit spreads the players evenly, facing each other with two).
SEATS: dict[int, tuple[int, ...]] = {2: (0, 3), 3: (0, 2, 4), 4: (0, 1, 3, 4), 5: (0, 1, 2, 3, 4), 6: (0, 1, 2, 3, 4, 5)}
START_TILE = "start"
LETTERS = "abcdef"
Placed = Mapping[str, tuple[str, int]]


def distance(a: Cell, b: Cell) -> int:
    """Steps between two cells."""
    dr, dc = abs(a[0] - b[0]), abs(a[1] - b[1])
    return dr + max(0, (dc - dr) // 2)


BOARD_CELLS: tuple[Cell, ...] = tuple(sorted((r, c) for r in range(0, 9) for c in range(0, 17)
                                             if (r + c) % 2 == 0 and distance((r, c), CENTRE) <= 3))


def cell_id(cell: Cell) -> str:
    return f"{cell[0]:02d}{cell[1]:02d}"


def cell_of(name: str) -> Cell:
    """The cell of a cell or corridor name (``"0408"`` or ``"0408a"``)."""
    return (int(name[:2]), int(name[2:4]))


def corridor_id(cell: Cell, index: int) -> str:
    return cell_id(cell) + LETTERS[index]


def central_cell(players: int) -> Cell:
    return TWO_PLAYER_CENTRE if players == 2 else CENTRE


def normal_cells(players: int) -> tuple[str, ...]:
    """The 30 cells that normal tiles fill."""
    taken = {central_cell(players), *KEY_CELLS}
    return tuple(cell_id(c) for c in BOARD_CELLS if c not in taken)


def rotated(corridor: Corridor, rot: int) -> frozenset[int]:
    """A corridor's open edges once its tile is turned ``rot`` sixths of a turn (anticlockwise as the board is
    drawn: edge 0 is the south side, 1 south-east, 2 north-east…)."""
    return frozenset((e + rot) % 6 for e in corridor.edges)


def drawing(comps: Components, tile: str, cell: Cell) -> tuple[Corridor, ...]:
    """The corridors of ``tile`` (a start tile opens only towards its key tile)."""
    if tile == START_TILE:
        return (Corridor(((START_CELLS.index(cell) + 3) % 6,)),)
    return comps.tiles[tile].corridors


def key_rotation(comps: Components, tile: str, position: int) -> int:
    """The rotation that turns a key tile's key corridor towards start tile ``position``."""
    corridor = next(c for c in comps.tiles[tile].corridors if "key" in c.symbols)
    return (position - corridor.edges[0]) % 6


def openings(comps: Components, placed: Placed) -> dict[str, frozenset[int]]:
    """``{corridor: its open edges}`` for every tile on the board."""
    out = {}
    for name, (tile, rot) in placed.items():
        cell = cell_of(name)
        for i, c in enumerate(drawing(comps, tile, cell)):
            out[corridor_id(cell, i)] = rotated(c, rot)
    return out


def level(comps: Components, placed: Placed, corridor: str) -> str:
    tile, _ = placed[corridor[:4]]
    return drawing(comps, tile, cell_of(corridor))[LETTERS.index(corridor[4])].level


def symbols(comps: Components, placed: Placed, corridor: str) -> tuple[str, ...]:
    tile, _ = placed[corridor[:4]]
    return drawing(comps, tile, cell_of(corridor))[LETTERS.index(corridor[4])].symbols


def corridors_at(comps: Components, placed: Placed, cell: str) -> tuple[str, ...]:
    tile, _ = placed[cell]
    return tuple(cell + LETTERS[i] for i in range(len(drawing(comps, tile, cell_of(cell)))))


def facing(opens: Mapping[str, frozenset[int]], cells: Iterable[str] | None = None) -> dict[tuple[str, int], str]:
    """``{(cell, edge): corridor}``: which corridor of each tile opens on each edge."""
    wanted = None if cells is None else set(cells)
    return {(c[:4], e): c for c, edges in opens.items() if wanted is None or c[:4] in wanted for e in edges}


def corridor_graph(comps: Components, placed: Placed) -> nx.Graph:
    """Corridors as nodes; an edge where two neighbouring tiles' corridors meet on their shared side. The graph
    is shared by every caller with the same board (cached, frozen: copy it to change it)."""
    return _cached("graph", comps, placed, (), lambda: nx.freeze(_corridor_graph(comps, placed)))


def _corridor_graph(comps: Components, placed: Placed) -> nx.Graph:
    opens = openings(comps, placed)
    face = facing(opens)
    g = nx.Graph()
    g.add_nodes_from(opens)
    for (cell, e), corridor in face.items():
        other = face.get((cell_id(add(cell_of(cell), DIRECTIONS[e])), (e + 3) % 6))
        if other is not None:
            g.add_edge(corridor, other)
    return g


def bridge_pairs(comps: Components, placed: Placed) -> list[tuple[str, str]]:
    """The (bridge, under) corridor pairs of the board's tiles."""
    out = []
    for name, (tile, _) in placed.items():
        levels = {c.level: corridor_id(cell_of(name), i) for i, c in enumerate(drawing(comps, tile, cell_of(name)))}
        if "bridge" in levels:
            out.append((levels["bridge"], levels["under"]))
    return out


def potential_graph(comps: Components, placed: Placed, players: int) -> nx.Graph:
    """The corridor graph plus bridges, plus one node ``"E0507"`` per empty cell, joined to the empty
    cells around it and to every corridor that opens towards it: the ways a future tile may still open."""
    g = nx.Graph(corridor_graph(comps, placed))
    g.add_edges_from(bridge_pairs(comps, placed))
    empty = [c for c in normal_cells(players) if c not in placed]
    face = facing(openings(comps, placed))
    for cell in empty:
        g.add_node("E" + cell)
        for e, d in enumerate(DIRECTIONS):
            n = cell_id(add(cell_of(cell), d))
            if n in empty:
                g.add_edge("E" + cell, "E" + n)
            elif (n, (e + 3) % 6) in face:
                g.add_edge("E" + cell, face[(n, (e + 3) % 6)])
    return g


def ways_open(comps: Components, placed: Placed, players: int, seated: Iterable[int]) -> bool:
    """True when no corridor to the centre or to a key tile is closed for good (see :func:`potential_graph`):
    every seated start tile reaches the others, the central tile and every key corridor."""
    seated = tuple(seated)

    def compute() -> bool:
        g = potential_graph(comps, placed, players)
        adj = {n: set(g.neighbors(n)) for n in g}
        label = _components(adj, None)
        return _joined(_targets(comps, placed, players, seated), label.__getitem__)
    return _cached("open", comps, placed, (players, seated), compute)


def placements(comps: Components, placed: Placed, tile: str, players: int, seated: Iterable[int]) -> list[tuple[str, int]]:
    """Every legal ``(cell, rotation)`` for ``tile``: an empty cell touching a tile, turned so that no last way
    to the centre or to a key tile closes. Turns that give the same drawing are listed once (the smallest).
    Cached by board; computed with one labelling of the potential graph's components per cell, the turns of
    the tile then only merging the components its corridors touch."""
    seated = tuple(seated)
    return _cached("place", comps, placed, (tile, players, seated),
                   lambda: _placements(comps, placed, tile, players, seated))


def _placements(comps: Components, placed: Placed, tile: str, players: int, seated: tuple[int, ...]) -> list[tuple[str, int]]:
    g = potential_graph(comps, placed, players)
    adj = {n: set(g.neighbors(n)) for n in g}
    face = facing(openings(comps, placed))
    targets = _targets(comps, placed, players, seated)
    turns, seen = [], set()
    for rot in range(6):  # the distinct drawings, each with its corridors' open edges and levels
        shape = frozenset((rotated(c, rot), c.level, c.symbols) for c in comps.tiles[tile].corridors)
        if shape not in seen:
            seen.add(shape)
            turns.append((rot, [(rotated(c, rot), c.level) for c in comps.tiles[tile].corridors]))
    out = []
    for cell in normal_cells(players):
        around = [cell_id(add(cell_of(cell), d)) for d in DIRECTIONS]
        if cell in placed or not any(n in placed for n in around):
            continue
        label = _components(adj, "E" + cell)
        if _joined(targets, label.__getitem__):  # the cell is no last way: a tile there only joins more
            out += [(cell, rot) for rot, _ in turns]
            continue
        touch = {e: "E" + n if "E" + n in adj else face.get((n, (e + 3) % 6)) for e, n in enumerate(around)}
        for rot, corridors in turns:
            merged = _Merged(label)
            level_of = {}
            for i, (edges, level) in enumerate(corridors):
                level_of[level] = ("new", i)
                for e in edges:
                    if touch[e] is not None:
                        merged.union(label[touch[e]], ("new", i))
            if "bridge" in level_of:
                merged.union(level_of["bridge"], level_of["under"])
            if _joined(targets, merged.root):
                out.append((cell, rot))
    return out


class _Merged:
    """The components of a labelling, some of them merged (a union-find over component numbers and the new
    tile's corridors)."""

    def __init__(self, label: dict[str, int]) -> None:
        self.label = label
        self.parent: dict[object, object] = {}

    def find(self, x: object) -> object:
        while self.parent.get(x, x) != x:
            x = self.parent[x]
        return x

    def union(self, a: object, b: object) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[ra] = rb

    def root(self, node: str) -> object:
        return self.find(self.label[node])


def _components(adj: dict[str, set[str]], skip: str | None) -> dict[str, int]:
    """A component number for every node of ``adj`` but ``skip`` (which counts as removed)."""
    label: dict[str, int] = {}
    for start in adj:
        if start in label or start == skip:
            continue
        n = len(label)
        label[start] = n
        todo = [start]
        while todo:
            for other in adj[todo.pop()]:
                if other not in label and other != skip:
                    label[other] = n
                    todo.append(other)
    return label


def _targets(comps: Components, placed: Placed, players: int, seated: tuple[int, ...]) -> tuple[list[str], ...]:
    """What must stay joined: the seated start tiles, the central tile's corridors and the key corridors."""
    starts = [cell_id(START_CELLS[p]) + "a" for p in seated]
    centre = list(corridors_at(comps, placed, cell_id(central_cell(players))))
    keys = [c for k in KEY_CELLS for c in corridors_at(comps, placed, cell_id(k)) if "key" in symbols(comps, placed, c)]
    return starts, centre, keys


def _joined(targets: tuple[list[str], ...], root: Callable[[str], object]) -> bool:
    """True when, by ``root`` (a node's component), every seated start tile shares the component of the first,
    as do a corridor of the central tile and every key corridor."""
    starts, centre, keys = targets
    home = root(starts[0])
    return (all(root(s) == home for s in starts) and any(root(c) == home for c in centre)
            and all(root(k) == home for k in keys))


# ----------------------------------------------------------------------------- the cache
#: Results by board: ``{(what, id(comps), the board's tiles, arguments): (comps, value)}``. A board is read
#: many times between two changes (every option list, every invariant check), so each answer is kept until
#: the cache fills up; ``comps`` is kept beside it so that a recycled ``id`` is never mistaken for it.
_CACHE: dict[tuple[Any, ...], tuple[Components, Any]] = {}
CACHE_SIZE = 2048


def board_key(placed: Placed) -> tuple[tuple[str, str, int], ...]:
    """The board's tiles as a hashable value."""
    return tuple(sorted((cell, tile, rot) for cell, (tile, rot) in placed.items()))


def _cached(what: str, comps: Components, placed: Placed, args: tuple[Any, ...], make: Callable[[], Any]) -> Any:
    key = (what, id(comps), board_key(placed), args)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is comps:
        return hit[1]
    value = make()
    if len(_CACHE) >= CACHE_SIZE:
        _CACHE.clear()
    _CACHE[key] = (comps, value)
    return value
