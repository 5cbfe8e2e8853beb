"""Labyrinth's board: where the tiles lie, their corridors, and which tiles may be built where.

The geometry is the kit's hex core (:mod:`lemmings.hexcore`, doubled columns). The board inside
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

from collections.abc import Iterable, Mapping

import networkx as nx

from lemmings.hexcore import DIRECTIONS, Cell, add

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
    """A corridor's open edges once its tile is turned ``rot`` sixths of a turn clockwise."""
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
    """Corridors as nodes; an edge where two neighbouring tiles' corridors meet on their shared side."""
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
    g = corridor_graph(comps, placed)
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


def _open_ways(g: nx.Graph, comps: Components, placed: Placed, players: int, seated: Iterable[int]) -> bool:
    """True when, in ``g``, every seated start tile reaches the others, the central tile and every key corridor."""
    starts = [cell_id(START_CELLS[p]) + "a" for p in seated]
    reach = nx.node_connected_component(g, starts[0])
    centre = corridors_at(comps, placed, cell_id(central_cell(players)))
    keys = [c for k in KEY_CELLS for c in corridors_at(comps, placed, cell_id(k)) if "key" in symbols(comps, placed, c)]
    return all(s in reach for s in starts) and any(c in reach for c in centre) and all(k in reach for k in keys)


def ways_open(comps: Components, placed: Placed, players: int, seated: Iterable[int]) -> bool:
    """True when no corridor to the centre or to a key tile is closed for good (see :func:`potential_graph`)."""
    return _open_ways(potential_graph(comps, placed, players), comps, placed, players, list(seated))


def placements(comps: Components, placed: Placed, tile: str, players: int, seated: Iterable[int]) -> list[tuple[str, int]]:
    """Every legal ``(cell, rotation)`` for ``tile``: an empty cell touching a tile, turned so that no last way
    to the centre or to a key tile closes. Turns that give the same drawing are listed once (the smallest)."""
    seated = list(seated)
    g = potential_graph(comps, placed, players)
    taken = set(placed)
    out = []
    for cell in normal_cells(players):
        if cell in taken or not any(cell_id(add(cell_of(cell), d)) in taken for d in DIRECTIONS):
            continue
        removed = list(g.edges("E" + cell))
        g.remove_node("E" + cell)
        seen = set()
        for rot in range(6):
            shape = frozenset((rotated(c, rot), c.level, c.symbols) for c in comps.tiles[tile].corridors)
            if shape in seen:
                continue
            seen.add(shape)
            trial = {**placed, cell: (tile, rot)}
            added = _join(g, comps, trial, cell)
            if _open_ways(g, comps, trial, players, seated):
                out.append((cell, rot))
            g.remove_nodes_from(added)
        g.add_edges_from(removed)
    return out


def _join(g: nx.Graph, comps: Components, placed: Placed, cell: str) -> list[str]:
    """Add the corridors of the tile on ``cell`` to ``g`` (with their links and bridge); return them."""
    tile, rot = placed[cell]
    added = []
    level_of = {}
    for i, c in enumerate(drawing(comps, tile, cell_of(cell))):
        me = corridor_id(cell_of(cell), i)
        added.append(me)
        g.add_node(me)
        level_of[c.level] = me
        for e in rotated(c, rot):
            n = cell_id(add(cell_of(cell), DIRECTIONS[e]))
            if "E" + n in g:
                g.add_edge(me, "E" + n)
            elif n in placed:
                ntile, nrot = placed[n]
                for j, nc in enumerate(drawing(comps, ntile, cell_of(n))):
                    if (e + 3) % 6 in rotated(nc, nrot):
                        g.add_edge(me, corridor_id(cell_of(n), j))
    if "bridge" in level_of:
        g.add_edge(level_of["bridge"], level_of["under"])
    return added
