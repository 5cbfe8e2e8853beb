"""Labyrinth's observation tensor, built from one seat's view, and its part of the generic adapters.

:func:`observation` turns ``game.view(seat)`` (never the full state: face-down traps, the order of
the piles and the seed are not in it) and the pending decision (its kind and whose it is, which
every player sees) into a flat ``float32`` vector whose layout depends only on the frame of cells,
seats numbered from the observer onwards. For each cell of the frame and each start tile: whether
a tile lies there and which of its six edges open, whose pawns stand in it, the Golem, keys,
items, face-down and face-up traps and ability tokens; for each seat: lives, stun, the Crystal of
Destiny, keys, items, actions lost and whether it is the active seat; then the kind of decision,
who makes it, and the counts: actions left, turn, piles left and the event on the central tile.
:data:`SPEC` pays 1 to the winner and 0 to the others at the end.
"""

from __future__ import annotations

import numpy as np

from labyrinth import board as bd
from labyrinth.game import Game
from labyrinth.state import LIVES, MAX_ITEMS
from labyrinth.turn import RULES

from .spec import GameSpec, first_place

#: Every cell a tile may lie in: the frame of 37 cells, then the six start tiles.
CELLS = tuple(bd.cell_id(c) for c in (*bd.BOARD_CELLS, *bd.START_CELLS))
_CELL_INDEX = {c: i for i, c in enumerate(CELLS)}
#: The kinds of decision, in the order of :data:`labyrinth.turn.RULES`.
KINDS = tuple(RULES)
MAX_SEATS = 6
#: The most options one decision may offer: a tile has at most 30 cells times 6 turns to go to
#: (random games reach about 160); a decision with more raises an error naming this limit.
MAX_ACTIONS = 512
# per cell: tile, 6 open edges, a pawn of each seat, Golem, keys, items, face-down trap, face-up trap, tokens
_CELL_FIELDS = 1 + 6 + MAX_SEATS + 6
# per seat: present, lives, stun, crystal, keys, items, actions lost, active
_SEAT_FIELDS = 8
_SCALARS = 8


def observation_size(game: Game | None = None) -> int:
    """Length of :func:`observation` (the same for every game: the frame is fixed)."""
    return len(CELLS) * _CELL_FIELDS + MAX_SEATS * _SEAT_FIELDS + len(KINDS) + MAX_SEATS + _SCALARS


def observation(game: Game, seat: int) -> np.ndarray:
    """``seat``'s view as a flat ``float32`` vector (see the module notes)."""
    view = game.view(seat)
    n = view["players"]
    cells = np.zeros((len(CELLS), _CELL_FIELDS), dtype=np.float32)
    placed = {c: (t, r) for c, (t, r) in view["tiles"].items()}
    for c in placed:
        cells[_CELL_INDEX[c], 0] = 1
    for corridor, edges in bd.openings(game.components, placed).items():
        for e in edges:
            cells[_CELL_INDEX[corridor[:4]], 1 + e] = 1
    pawn = 7
    for p, entry in enumerate(view["seats"]):
        cells[_CELL_INDEX[entry["at"][:4]], pawn + (p - seat) % n] = 1
    rest = pawn + MAX_SEATS
    if view["golem"]:
        cells[_CELL_INDEX[view["golem"][:4]], rest] = 1
    for corridor, keys in view["keys"].items():
        cells[_CELL_INDEX[corridor[:4]], rest + 1] += len(keys)
    for corridor, items in view["items"].items():
        cells[_CELL_INDEX[corridor[:4]], rest + 2] += len(items) / MAX_ITEMS
    for corridor, trap in view["traps"].items():
        cells[_CELL_INDEX[corridor[:4]], rest + 3 + (trap is not None)] += 1
    for corridor, tokens in view["tokens"].items():
        cells[_CELL_INDEX[corridor[:4]], rest + 5] += len(tokens) / 3
    seats = np.zeros((MAX_SEATS, _SEAT_FIELDS), dtype=np.float32)
    for p, entry in enumerate(view["seats"]):
        seats[(p - seat) % n] = (1, entry["lives"] / LIVES, entry["stun"] / 3, entry["crystal"], entry["keys"] / 3,
                                 len(entry["items"]) / MAX_ITEMS, entry["skip"] / 2, view["active"] == p)
    kind = np.zeros(len(KINDS), dtype=np.float32)
    chooser = np.zeros(MAX_SEATS, dtype=np.float32)
    d = game.pending
    if d is not None:
        kind[KINDS.index(d.kind)] = 1
        chooser[(d.player - seat) % n] = 1
    scalars = np.array([view["actions"] / 4, view["turn"] / 200, view["pile_left"] / 30, view["traps_left"] / 20,
                        view["items_left"] / 20, view["golem_deck_left"] / 12, view["events_left"] / 12,
                        view["event"] is not None], dtype=np.float32)
    out = np.concatenate([cells.ravel(), seats.ravel(), kind, chooser, scalars])
    assert out.size == observation_size(game)
    return out


def winners(game: Game) -> set[int]:
    """The seat that won (none before the end)."""
    return set() if game.state.winner is None else {game.state.winner}


#: What the generic OpenSpiel game and PettingZoo environment need of Labyrinth.
SPEC = GameSpec(MAX_ACTIONS, observation, observation_size, returns=first_place(winners))

__all__ = ["CELLS", "KINDS", "MAX_ACTIONS", "MAX_SEATS", "SPEC", "observation", "observation_size", "winners"]
