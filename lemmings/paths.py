"""Paths that depend only on the board, enumerated once and remembered on it.

Paths are enumerated once per (origin, points, sideways) and cached on the board
(``Board.path_cache``); each holds a bit mask of the hexes it enters, so checking a path
against a position is one ``&`` with the mask of blocked hexes. :class:`Origin` gathers what
the regular moves from one hex with some points need, and :class:`MoveTables` (``origins(board)``)
holds the origins and each lemming's moves, for :func:`lemmings.movement.regular_moves`, which
runs at every turn of every playout.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import reduce
from operator import and_, itemgetter, or_

from gamecore.options import Interned

from .board import Board
from .options import Move

Outcome = tuple[str, int]  # (hex where the lemming stops, points left there: > 0 only for a dive)
PathList = list[tuple[int, tuple[str, ...]]]  # (mask of entered hexes, hexes entered in order)


def path_table(board: Board, origin: str, points: int, sideways: bool = True) -> dict[Outcome, PathList]:
    """Every path from ``origin`` spending ``points`` on an empty board, grouped by outcome.

    An outcome is ``(end, 0)`` when the path spends every point, or ``(cliff hex, left)``
    when it reaches the cliff edge with ``left`` points still to spend (a dive). With
    ``sideways=False`` the path may only step forward (special actions that say so).
    """
    key = (origin, points, sideways)
    cached = board.path_cache.get(key)
    if cached is not None:
        return cached
    out: dict[Outcome, PathList] = {}
    fwd, side, cost, bit = board.forward, board.sideways, board.cost, board.bit
    cliff = set(board.cliff_edge)

    def walk(h: str, left: int, turned: bool, path: tuple[str, ...], mask: int) -> None:
        if path or h in cliff:
            if left == 0:
                out.setdefault((h, 0), []).append((mask, path))
            elif h in cliff:
                out.setdefault((h, left), []).append((mask, path))
        if left == 0:
            return
        for n in fwd(h):
            c = cost(n)
            if c <= left:
                walk(n, left - c, turned, path + (n,), mask | bit[n])
        if sideways and not turned:
            for n in side(h):
                c = cost(n)
                if c <= left:
                    walk(n, left - c, True, path + (n,), mask | bit[n])

    if points > 0:
        walk(origin, points, False, (), 0)
    board.path_cache[key] = out
    return out


OutcomeRow = tuple[str, int, int, tuple[int, ...]]
_first = itemgetter(0)


def outcome_masks(board: Board, origin: str, points: int, sideways: bool = True) -> tuple[OutcomeRow, ...]:
    """``(end, left, common, masks)`` per outcome, sorted by hex: ``common`` holds the hexes every
    path enters (the end hex at least), so one ``&`` rules out an outcome whose every path is blocked."""
    key = ("masks", origin, points, sideways)
    cached = board.path_cache.get(key)
    if cached is None:
        rows = []
        for (end, left), paths in sorted(path_table(board, origin, points, sideways).items()):
            # Paths that enter the same hexes in another order are one mask; C loops, as a start area
            # with ten points has thousands of paths.
            masks = tuple(dict.fromkeys(map(_first, paths)))
            rows.append((end, left, reduce(and_, masks), masks))
        cached = board.path_cache[key] = tuple(rows)
    return cached


#: Every Move made so far, by (lemming, end, left): the engine hands out these same objects.
MOVES = Interned(Move)


class Origin:
    """The regular moves from one hex with some points, as far as the board decides them.

    ``rows`` are the :func:`outcome_masks` rows and ``area`` every hex a path enters (only
    blockers there matter); ``ids`` numbers each row's outcome (:class:`MoveTables`); ``open``
    remembers the numbers of the open outcomes by the blocked hexes in the area, since positions
    repeat a lot from one move to the next.
    """

    __slots__ = ("rows", "area", "ids", "open")

    def __init__(self, board: Board, origin: str, points: int, number: Callable[[Outcome], int]) -> None:
        self.rows, self.area = _rows_and_area(board, origin, points, True)
        self.ids = tuple(number((end, left)) for end, left, _, _ in self.rows)
        self.open: dict[int, tuple[int, ...]] = {}

    def open_ids(self, blocked: int) -> tuple[int, ...]:
        """The numbers of the outcomes with a path that avoids every ``blocked`` hex (then remembered)."""
        hits = blocked.__and__  # all(map(hits, masks)): every path blocked, tested in C
        found = tuple(i for i, (_, _, common, masks) in zip(self.ids, self.rows, strict=True)
                      if not common & blocked and not all(map(hits, masks)))
        if len(self.open) > _OPEN_PER_ORIGIN:
            self.open.clear()
        self.open[blocked & self.area] = found
        return found


class MoveTables(dict):
    """The board's regular-move tables: ``tables[points][origin]`` is an :class:`Origin`, made on
    first use (by points first, since one move decision asks for one number of points and many
    origins), and ``tables.moves_of[lemming][n]`` that lemming's Move to outcome number ``n``.

    Outcomes ``(end, left)`` are numbered once per board, so each lemming needs one tuple of
    Moves rather than one per origin and number of points (tens of thousands of those would be
    met in a long run).
    """

    def __init__(self, board: Board) -> None:
        super().__init__()
        self.board = board
        self.outcomes: list[Outcome] = []
        self.numbers: dict[Outcome, int] = {}
        self.moves_of = _MovesOf(self.outcomes)
        # Every hex as a stop, and dives from the cliff edge with up to ten points left (a doubled
        # five): numbered now, so that the lemmings' tuples are not made again as games meet them.
        for outcome in [(h, 0) for h in board.hexes] + [(h, k) for h in board.cliff_edge for k in range(1, 11)]:
            self.number(outcome)

    def __missing__(self, points: int) -> _OriginsWith:
        o = self[points] = _OriginsWith(self.board, points, self.number)
        return o

    def number(self, outcome: Outcome) -> int:
        """The number of ``outcome`` (the next one, the first time it is met)."""
        n = self.numbers.get(outcome)
        if n is None:
            n = self.numbers[outcome] = len(self.outcomes)
            self.outcomes.append(outcome)
            self.moves_of.clear()  # each lemming's tuple is made again, one longer
        return n


class _MovesOf(dict):
    """``{lemming: its Move for each numbered outcome}``, made on first use."""

    def __init__(self, outcomes: list[Outcome]) -> None:
        super().__init__()
        self.outcomes = outcomes

    def __missing__(self, lem: str) -> tuple[Move, ...]:
        moves = self[lem] = tuple(MOVES[(lem, end, left)] for end, left in self.outcomes)
        return moves


class _OriginsWith(dict):
    """``{origin: Origin}`` for one board and number of points, made on first use."""

    def __init__(self, board: Board, points: int, number: Callable[[Outcome], int]) -> None:
        super().__init__()
        self.board, self.points, self.number = board, points, number

    def __missing__(self, origin: str) -> Origin:
        o = self[origin] = Origin(self.board, origin, self.points, self.number)
        return o


def origins(board: Board) -> MoveTables:
    """The board's :class:`MoveTables`: ``origins(board)[4]["0705"]`` is an :class:`Origin`."""
    found = board.path_cache.get("origins")
    if found is None:
        found = board.path_cache["origins"] = MoveTables(board)
    return found


#: How many positions each origin remembers (then it starts afresh).
_OPEN_PER_ORIGIN = 5_000
_OPEN_CACHE_LIMIT = 200_000


def _rows_and_area(board: Board, origin: str, points: int, sideways: bool) -> tuple[tuple[OutcomeRow, ...], int]:
    """:func:`outcome_masks` and the union of every path's hexes (the hexes a blocker matters on)."""
    key = ("rows", origin, points, sideways)
    found = board.path_cache.get(key)
    if found is None:
        rows = outcome_masks(board, origin, points, sideways)
        area = reduce(or_, (reduce(or_, masks) for _, _, _, masks in rows), 0)
        found = board.path_cache[key] = (rows, area)
    return found


def open_outcomes(board: Board, origin: str, points: int, blocked: int, sideways: bool = True) -> tuple[Outcome, ...]:
    """Outcomes with at least one path that avoids every ``blocked`` hex.

    Memoised on the blocked hexes that matter (those some path from ``origin`` could enter),
    because positions repeat a lot from one player's move to the next.
    """
    rows, area = _rows_and_area(board, origin, points, sideways)
    key = ("open", origin, points, sideways, blocked & area)
    cached = board.path_cache.get(key)
    if cached is None:
        hits = blocked.__and__  # all(map(hits, masks)): every path blocked, tested in C
        cached = tuple((end, left) for end, left, common, masks in rows
                       if not common & blocked and not all(map(hits, masks)))
        _remember(board, key, cached)
    return cached


def _remember(board: Board, key: tuple, value: tuple) -> None:
    """Store a position-dependent memo, first forgetting all of them once the cache is large."""
    if len(board.path_cache) > _OPEN_CACHE_LIMIT:
        for k in [k for k in board.path_cache if k[0] == "open"]:
            del board.path_cache[k]
    board.path_cache[key] = value


__all__ = ["path_table", "outcome_masks", "open_outcomes", "Origin", "MoveTables", "origins", "MOVES", "Outcome",
           "PathList", "OutcomeRow"]
