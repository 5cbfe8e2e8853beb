"""A position evaluator from what the kit knows exactly: every clan's expected final VP, as one seat can judge it.

:func:`expected_scores` adds, for each clan, :func:`lemmings.knowledge.known_score` (dives made,
cards in hand at 1 VP each, pellets: the seat's own exactly, rivals' at the mean of the pellets it
has not seen, the scoring rules' favour sets) and, for each lemming still in play, what it is
expected to bring: :data:`ROW_VALUE` by its row and how much of the movement deck is left, times
the chance that it is *not* eaten when the eagles next fly (:func:`eagle_risk`, worked out
exactly from the die faces and the flight rule of :mod:`lemmings.eagles`).

``ROW_VALUE`` is the mean dive VP a lemming standing in that row went on to score, measured over
8,745 turn starts of 300 seeded four-player games of the playout policy, made non-decreasing in
the row and in the deck left (the raw means dip in the rows of the hunting circles, where
lemmings get eaten: :func:`eagle_risk` accounts for that apart). The calibration against playout
outcomes is in ``benchmarks/bench_coach.py``.

``caution`` makes a deliberately timid judge, the "medium" level's: every lemming standing on top
of a stack in a clear hex of a hunting circle (open to an eagle, if not now then when one comes)
counts that much less. Measured (``benchmarks/bench_ladder.py``): the plain evaluator one decision
ahead beat itself with caution 0.2 in 68 % and with 0.35 in 77 % of 120 games, so the hint and
"hard" use none.

Everything read is public or the viewing seat's own, so a bot or a hint using it stays fair.
"""

from __future__ import annotations

from collections.abc import Callable

from ..board import START, Board
from ..eagles import eagle_destinations
from ..knowledge import known_score, unseen_pellets
from ..state import PELLET_VP, State
from ..variants import CHAOS

__all__ = ["ROW_VALUE", "Evaluate", "eagle_risk", "expected_scores", "lead", "lemming_value"]

#: Mean dive VP of a lemming by row (0: the start area) and movement cards left (0-7, 8-15, 16-23, 24+).
ROW_VALUE: tuple[tuple[float, ...], ...] = (
    (0.0, 0.21, 0.37, 0.45), (0.0, 0.21, 0.43, 0.57), (0.01, 0.21, 0.43, 0.57), (0.11, 0.53, 0.69, 0.75),
    (0.11, 0.53, 0.69, 0.75), (0.14, 0.53, 0.83, 0.93), (0.14, 0.53, 0.83, 0.93), (0.28, 0.85, 1.15, 1.3),
    (0.41, 0.85, 1.21, 1.3), (0.85, 1.39, 1.39, 1.39), (0.85, 1.39, 1.55, 1.55), (1.13, 1.46, 1.55, 1.58),
    (1.13, 1.46, 1.55, 1.58), (1.9, 1.93, 1.93, 1.93), (2.34, 2.39, 2.51, 2.51), (3.1, 3.45, 3.81, 3.81),
)


#: A position evaluator: ``(state, viewer) -> every clan's expected final VP as viewer judges it``.
Evaluate = Callable[[State, int], list[float]]

_ROWS: dict[int, tuple[int, ...]] = {}  # per board (by id), each row's index in ROW_VALUE
_OPEN: dict[int, int] = {}  # per board (by id), the mask of clear hexes inside a hunting circle
_FLIGHTS: dict[tuple[int, str, str, bool, tuple[int, ...]], tuple[tuple[str, ...], ...]] = {}  # zones per die face


def _row_index(board: Board) -> tuple[int, ...]:
    rows = _ROWS.get(id(board))
    if rows is None:
        top = len(ROW_VALUE) - 1
        rows = _ROWS[id(board)] = tuple(max(0, min(top, round(r * top / board.last_row))) for r in range(board.last_row + 1))
    return rows


def _open_mask(board: Board) -> int:
    mask = _OPEN.get(id(board))
    if mask is None:
        mask = _OPEN[id(board)] = board.mask([h for h in board.hexes if board.zones_of(h)]) & ~board.brush_mask
    return mask


def lemming_value(state: State, lemming: str) -> float:
    """The dive VP ``lemming`` may still bring, before the eagles' risk (0 once it dived or was eaten)."""
    where = state.loc[lemming]
    if where == START:
        row = 0
    elif where in state.stacks:
        row = _row_index(state.cfg.board)[state.cfg.board.row(where)]
    else:
        return 0.0
    return ROW_VALUE[row][min(len(state.deck) // 8, 3)]


def _flights(board: Board, eagle: str, zone: str, hunting: bool, die: tuple[int, ...]) -> tuple[tuple[str, ...], ...]:
    """The zones an eagle may end in, per die face (a feasting eagle's Hover: none, it eats nothing)."""
    key = (id(board), eagle, zone, hunting, die)
    out = _FLIGHTS.get(key)
    if out is None:
        out = _FLIGHTS[key] = tuple(
            () if face <= 0 and not hunting
            else tuple(eagle_destinations(board, eagle, zone, face, feasting=not hunting).values())
            for face in die)
    return out


def eagle_risk(state: State) -> dict[str, float]:
    """For each lemming the next eagle phase may eat, the chance that it does.

    Per eagle and die face (a face printed twice counts twice) the Eagle Player, who rolls next,
    is taken to steer to the zone holding the most rivals' lemmings it could eat (fewest of its
    own; ties split evenly), and to eat a rival's lemming there (each alike) before its own. The
    top lemming of a clear hex in the zone is the one at risk (the feast rule). The two eagles
    are taken as independent.
    """
    board = state.cfg.board
    n = state.cfg.n_players
    master = (state.eagle_player + (1 if state.order else 0)) % n  # once moves began, the next eagles are next turn's
    owner = state.cfg.owner
    brush, bit, stacks = board.brush_mask, board.bit, state.stacks
    prey_mask = state.occupied() & ~brush
    die = tuple(state.cfg.die)
    share = 1.0 / len(die)
    safe: dict[str, float] = {}
    for eagle, (zone, hunting) in state.eagles.items():
        worths: dict[str, tuple[tuple[int, int], list[str]]] = {}
        risk: dict[str, float] = {}
        for zones in _flights(board, eagle, zone, hunting, die):
            if not zones:
                continue
            for z in zones:
                if z not in worths:
                    if board.zone_mask[(eagle, z)] & prey_mask:
                        tops = [stacks[h][-1] for h in board.zone(eagle, z) if h in stacks and not bit[h] & brush]
                    else:
                        tops = []
                    rivals = [lem for lem in tops if owner[lem] != master]
                    worths[z] = ((len(rivals), len(rivals) - len(tops)), rivals or tops)
            best = max(worths[z][0] for z in zones)
            chosen = [z for z in zones if worths[z][0] == best]
            for z in chosen:
                victims = worths[z][1]
                for lem in victims:
                    risk[lem] = risk.get(lem, 0.0) + share / (len(chosen) * len(victims))
        for lem, p in risk.items():
            safe[lem] = safe.get(lem, 1.0) * (1.0 - min(1.0, p))
    return {lem: 1.0 - p for lem, p in safe.items()}


def expected_scores(state: State, viewer: int, caution: float = 0.0) -> list[float]:
    """Every clan's expected final VP as ``viewer`` can judge it (see the module docstring; ``caution``,
    from 0 to 1, discounts lemmings left on top in the open)."""
    n = state.cfg.n_players
    if state.over:
        return [known_score(state, viewer, p) for p in range(n)]
    risk = eagle_risk(state)
    board = state.cfg.board
    rows, row_of = _row_index(board), board.row
    column = min(len(state.deck) // 8, 3)
    loc, stacks = state.loc, state.stacks
    # every rival's held pellets count at the mean of the pellets the viewer has not seen (as known_score does)
    unseen = unseen_pellets(state, viewer)
    total = sum(unseen.values())
    per = (sum(PELLET_VP[k] * c for k, c in unseen.items()) + unseen["favour"] / 3) / total if total else 0.0
    chaos = CHAOS in state.cfg.variants
    open_mask = _open_mask(board) if caution else 0
    bit = board.bit
    out = []
    for p in range(n):
        if p == viewer or chaos:
            value = known_score(state, viewer, p)
        else:
            value = (sum(state.dives[lem] for lem in state.cfg.lemmings_of[p] if lem in state.dives)
                     + len(state.hands[p]) + (0 if state.clan_card_used[p] else 1) + sum(state.held[p].values()) * per)
        for lem in state.cfg.lemmings_of[p]:
            where = loc[lem]
            if where == START:
                v = ROW_VALUE[0][column]
            elif where in stacks:
                v = ROW_VALUE[rows[row_of(where)]][column]
                if bit[where] & open_mask and stacks[where][-1] == lem:
                    v *= 1.0 - caution
            else:
                continue
            value += v * (1.0 - risk.get(lem, 0.0))
        out.append(value)
    return out


def lead(state: State, viewer: int) -> float:
    """``viewer``'s expected final VP minus its strongest rival's: what the search maximises."""
    scores = expected_scores(state, viewer)
    return scores[viewer] - max(v for p, v in enumerate(scores) if p != viewer)
