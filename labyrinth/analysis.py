"""Exploration tools for a Labyrinth position, in the spirit of the main game's ``lemmings.analysis``:
where a tile can be built and how it may be turned, which corridors a character can reach with its
actions, and where the Golem can end up after the next card.

They read a position and never change it. The odds of the tests are in :mod:`labyrinth.odds`.
"""

from __future__ import annotations

import heapq
from collections import Counter
from fractions import Fraction

from . import board as bd
from . import rules as ru
from .components import Components
from .state import State


def tile_placements(comps: Components, s: State, tile: str | None = None) -> dict[str, list[int]]:
    """``{cell: [rotations]}`` where ``tile`` (default: the top of the pile) may be built now (Construcción);
    rotations giving the same drawing are listed once. Empty when the pile is empty."""
    tile = tile if tile is not None else (s.pile[0] if s.pile else None)
    if tile is None:
        return {}
    out: dict[str, list[int]] = {}
    for cell, rot in bd.placements(comps, s.tiles, tile, s.players, [seat.position for seat in s.seats]):
        out.setdefault(cell, []).append(rot)
    return out


def reach(comps: Components, s: State, seat: int, actions: int | None = None) -> dict[str, tuple[int, bool]]:
    """``{corridor: (fewest actions, sure)}`` for every corridor ``seat`` can stand in after at most ``actions``
    (default: the actions left if it is the active player, else 2) spent on moves and jumps. ``sure`` is
    True when a way within the actions needs no risky jump (a safe jump costs 2); the fewest actions may
    count risky jumps (1 each). What exploring finds on the way (a trap, the Golem, a combat) is not
    foreseen; a stunned character reaches only where it stands."""
    me = s.seats[seat]
    budget = actions if actions is not None else (s.actions if seat == s.active else 2)
    if me.stun:
        return {me.at: (0, True)}
    g = ru.graph(comps, s)
    risky = {} if ru.forbidden(comps, s, "risky_jump") else {"risky": 1}
    safe = {} if ru.forbidden(comps, s, "safe_jump") else {"safe": 2}
    fewest = _cheapest(comps, s, seat, g, budget, {"move": 1, **risky, **safe})
    sure = _cheapest(comps, s, seat, g, budget, {"move": 1, **safe})
    return {c: (n, c in sure) for c, n in sorted(fewest.items())}


def _cheapest(comps: Components, s: State, seat: int, g, budget: int, costs: dict[str, int]) -> dict[str, int]:
    """Fewest actions to each corridor within ``budget``, with the activities priced in ``costs``."""
    me = s.seats[seat]
    best = {me.at: 0}
    heap = [(0, me.at)]
    while heap:
        spent, here = heapq.heappop(heap)
        if spent > best[here]:
            continue
        ways = [(c, costs["move"]) for c in _steps(s, seat, here, g)]
        other = None if here == me.start else ru.other_level(comps, s, here)
        if other:
            ways += [(other, cost) for kind, cost in costs.items() if kind != "move"]
        for there, cost in ways:
            if spent + cost <= budget and spent + cost < best.get(there, budget + 1):
                best[there] = spent + cost
                heapq.heappush(heap, (spent + cost, there))
    return best


def _steps(s: State, seat: int, here: str, g) -> list[str]:
    """Moves from ``here`` as :func:`labyrinth.rules.steps` allows them to ``seat``."""
    own, starts = s.seats[seat].start[:4], ru.start_cells(s)
    return [c for c in g.neighbors(here) if c[:4] not in starts or c[:4] == own]


def golem_paths(comps: Components, s: State, steps: int) -> set[str]:
    """Where a Golem move card of ``steps`` may leave the Golem, every legal way of walking it considered."""
    g = ru.graph(comps, s)
    starts = ru.start_cells(s)
    ends: set[str] = set()

    def walk(here: str, came: str | None, left: int) -> None:
        if left == 0:
            ends.add(here)
            return
        ways = sorted(c for c in g.neighbors(here) if c[:4] not in starts)
        forward = [c for c in ways if c != came] or ways
        if not forward:  # a Golem walled in stays
            ends.add(here)
        for c in forward:
            walk(c, here, left - 1)

    walk(s.golem, s.golem_back, steps)
    return ends


def golem_ends(comps: Components, s: State) -> dict[str, Fraction]:
    """``{corridor: chance}`` that the next Golem card (drawn from the deck, or from the reshuffled discards
    when it is empty) lets the active player leave the Golem there."""
    deck = s.golem_deck or s.golem_discard
    counts = Counter(deck)
    out: dict[str, Fraction] = {}
    centre = bd.cell_id(bd.central_cell(s.players)) + "a"
    for card_id, n in counts.items():
        card = comps.golem[card_id]
        ends = {s.golem} if card.symbol == "stop" else {centre} if card.symbol == "centre" else golem_paths(comps, s, card.steps)
        for c in ends:
            out[c] = out.get(c, Fraction(0)) + Fraction(n, len(deck))
    return dict(sorted(out.items()))
