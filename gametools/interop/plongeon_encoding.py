"""Le grand plongeon's observation tensor, built from one seat's view only.

:func:`observation` turns ``game.view(seat)`` (never the full state: the others' hands and the
draw pile's order are not in it) into a flat ``float32`` vector whose layout depends only on
the track and the rules, seats numbered from the observer onwards: where each lemming stands
(one-hot over the track's hexes, the start and the finish), the observer's hand (how many of
each card), how many cards each seat holds, the top value of each terrain's column, the bonus
tiles on the track, the phase, whose turn it is, the move's points left and the cards left to draw.
:data:`SPEC` is Le grand plongeon's part of the generic adapters: that tensor, and 1 for the winner
and 0 for the others at the end.
"""

from __future__ import annotations

import numpy as np

from plongeon.cards import full_deck
from plongeon.game import Game
from plongeon.state import PHASES, lemmings_of
from plongeon.track import FINISH, MEADOW, START, TERRAINS

from .spec import GameSpec, first_place

#: What a bonus tile may be: a terrain or meadow.
TILE_KINDS = (*TERRAINS, MEADOW)

MAX_SEATS = 5
#: The most options one decision offers: a refill's discard choices, one per sub-multiset of a hand of
#: at most 9 cards (at most 2**9), plus the cards to play.
MAX_ACTIONS = 1024


def _places(game: Game) -> tuple[str, ...]:
    return (START, *game.track.hexes, FINISH)


def _cards(game: Game) -> tuple[str, ...]:
    return tuple(sorted(set(full_deck(game.rules))))


def observation_size(game: Game) -> int:
    """Length of :func:`observation` for this game's track and rules."""
    return MAX_SEATS * 2 * len(_places(game)) + len(_cards(game)) + MAX_SEATS + len(TERRAINS) \
        + len(game.track.hexes) * len(TILE_KINDS) + len(PHASES) + MAX_SEATS + 2


def observation(game: Game, seat: int) -> np.ndarray:
    """``seat``'s view as a flat ``float32`` vector (see the module notes)."""
    view = game.view(seat)
    n = view["players"]
    places = {p: i for i, p in enumerate(_places(game))}
    hexes = {h: i for i, h in enumerate(game.track.hexes)}
    lemmings = np.zeros((MAX_SEATS, 2, len(places)), dtype=np.float32)
    for p in range(n):
        for k, lem in enumerate(lemmings_of(p)):
            lemmings[(p - seat) % n, k, places[view["lemmings"][lem]]] = 1
    hand = np.array([view["hand"].count(c) for c in _cards(game)], dtype=np.float32)
    sizes = np.zeros(MAX_SEATS, dtype=np.float32)
    for p, size in enumerate(view["hand_sizes"]):
        sizes[(p - seat) % n] = size / 10
    columns = np.array([(view["columns"][t][-1] if view["columns"].get(t) else 0) / 10 for t in TERRAINS], dtype=np.float32)
    tiles = np.zeros((len(hexes), len(TILE_KINDS)), dtype=np.float32)
    for h, terrain in view["tiles"].items():
        tiles[hexes[h], TILE_KINDS.index(terrain)] = 1
    phase = np.array([view["phase"] == p for p in PHASES], dtype=np.float32)
    turn = np.zeros(MAX_SEATS, dtype=np.float32)
    turn[(view["player"] - seat) % n] = 1
    out = np.concatenate([lemmings.ravel(), hand, sizes, columns, tiles.ravel(), phase, turn,
                          np.array([view["points"] / 20, view["deck_left"] / 60], dtype=np.float32)])
    assert out.size == observation_size(game)
    return out


def winners(game: Game) -> set[int]:
    """The seat that won (none before the end)."""
    return set() if game.state.winner is None else {game.state.winner}


#: What the generic OpenSpiel game and PettingZoo environment need of Le grand plongeon.
SPEC = GameSpec(MAX_ACTIONS, observation, observation_size, returns=first_place(winners))

__all__ = ["MAX_ACTIONS", "MAX_SEATS", "SPEC", "observation", "observation_size", "winners"]
