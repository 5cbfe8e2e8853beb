"""Leaping Lemmings' part of the generic adapters (:data:`SPEC`, a :class:`~gametools.interop.spec.GameSpec`).

* **Actions.** As for every game, an action is the index of an option in ``game.pending.options``
  (the order the engine lists them in), inside a fixed space of :data:`MAX_ACTIONS` with a legal
  mask; a chance outcome is the index of an outcome of a ``CHANCE`` decision, up to
  :data:`MAX_CHANCE_OUTCOMES`.
* **Observations.** :func:`observation` turns ``game.view(player)`` (never the full state) into a
  flat ``float32`` vector whose layout depends only on the board: one seat's view, seats numbered
  from that seat clockwise, so rivals' hands and face-down pellet values are never in it.
* **Rewards.** :func:`final_vp` (each clan's final VP: OpenSpiel's returns) and :func:`vp_margin`
  (own final VP minus the best rival's: PettingZoo's rewards).
* **Sampling.** :func:`sample_world` deals the hidden facts again at random (rivals' hands with the
  undealt cards, face-down and rivals' pellets with the reserve, the deck order and the future
  dice of a seeded game), keeping everything ``player`` can see, the public log included.
"""

from __future__ import annotations

import random
from collections import Counter

import numpy as np

from lemmings.cards import SPECIAL_DECK
from lemmings.game import Game
from lemmings.knowledge import sample_state
from lemmings.state import PELLET_KINDS

from .spec import GameSpec

#: Size of the action space: the most options one decision can have (random games of every
#: player count and variant reach about 80; a decision with more raises an error naming this).
MAX_ACTIONS = 512
#: Most outcomes of one chance decision with the default die: 16 special actions to deal, or
#: 4 x 4 distinct eagle-dice results.
MAX_CHANCE_OUTCOMES = 16
MAX_SEATS = 6
_ZONES = "ABCDEF"
_DIE_FACES = 7  # 0 (Hover) to 6
_SEAT_FIELDS = 10
_SCALARS = 9


def observation_size(game: Game) -> int:
    """Length of :func:`observation` for this game's board."""
    return len(game.board.hexes) * (2 * MAX_SEATS + 1) + 2 * (len(_ZONES) + 1) + 2 * (_DIE_FACES + 1) \
        + 8 + MAX_SEATS * _SEAT_FIELDS + len(SPECIAL_DECK) + len(PELLET_KINDS) + _SCALARS


def observation(game: Game, player: int) -> np.ndarray:
    """``player``'s view as a flat ``float32`` vector (see the module notes for what is in it)."""
    view = game.view(player)
    cfg = game.config
    n = cfg.n_players

    def seat(lem: str) -> int:
        return (cfg.owner[lem] - player) % n

    parts: list[np.ndarray] = []
    board = np.zeros((len(game.board.hexes), 2 * MAX_SEATS + 1), dtype=np.float32)
    pellets = set(view["face_down_pellets"])
    for i, h in enumerate(game.board.hexes):
        stack = view["stacks"].get(h, [])
        for lem in stack:
            board[i, seat(lem)] += 0.25
        if stack:
            board[i, MAX_SEATS + seat(stack[-1])] = 1
        board[i, 2 * MAX_SEATS] = h in pellets
    parts.append(board.ravel())
    eagles = np.zeros((2, len(_ZONES) + 1), dtype=np.float32)
    for row, e in enumerate(("red", "blue")):
        eagles[row, _ZONES.index(view["eagles"][e]["zone"])] = 1
        eagles[row, len(_ZONES)] = view["eagles"][e]["hunting"]
    parts.append(eagles.ravel())
    dice = np.zeros((2, _DIE_FACES + 1), dtype=np.float32)
    for row, e in enumerate(("red", "blue")):
        dice[row, 0 if view["dice"] is None else 1 + view["dice"][e]] = 1
    parts.append(dice.ravel())
    card = np.zeros(8, dtype=np.float32)
    card[0 if view["card"] is None else min(int(view["card"]), 6)] = 1
    card[7] = view["card_for_me"] / 6
    parts.append(card)
    seats = np.zeros((MAX_SEATS, _SEAT_FIELDS), dtype=np.float32)
    start, chow, dived = (Counter(cfg.owner[lem] for lem in view[k]) for k in ("start", "chow", "dives"))
    pending = view["pending"]
    for p, entry in enumerate(view["players"]):
        row = (p - player) % n
        seats[row] = (1, entry["cards_held"] / 4, entry["clan_card_used"], entry["pellets_held"] / 10,
                      entry["vp_track"] / 30, start[p] / 10, chow[p] / 10, dived[p] / 10,
                      view["eagle_player"] == p, pending is not None and pending["player"] == p)
    parts.append(seats.ravel())
    me = view["players"][player]
    parts.append(np.array([me["hand"].count(c) for c in SPECIAL_DECK], dtype=np.float32))
    parts.append(np.array([me["pellets"].count(k) / 10 for k in PELLET_KINDS], dtype=np.float32))
    parts.append(np.array([view["deck_left"] / 40, view["reserve_left"] / 32, view["favour_box"] / 20,
                           view["undealt_left"] / 16, view["special_pile_left"] / 16, view["turn"] / 50,
                           view["over"], n / MAX_SEATS, pending is not None and pending["player"] == -1],
                          dtype=np.float32))
    out = np.concatenate(parts)
    assert out.size == observation_size(game)
    return out


def final_vp(game: Game) -> list[int]:
    """Each clan's final VP total, by player number (the score as if the game ended now)."""
    return [score.total for score in game.final_scores()]


def vp_margin(game: Game) -> list[int]:
    """Each clan's final VP minus the best rival's: positive for a winner on points."""
    vp = final_vp(game)
    return [v - max(vp[:p] + vp[p + 1:]) for p, v in enumerate(vp)]


def sample_world(game: Game, player: int, rng: random.Random) -> Game:
    """A game ``player`` cannot tell apart from ``game``: the hidden cards, pellet values, deck order
    and future dice drawn again by :func:`lemmings.knowledge.sample_state` (the logic behind
    ``Game.sample_world``), with the public log kept so that the information state is unchanged."""
    s = sample_state(game.state, player, rng)
    s.log = list(game.state.log)
    return Game(s)


#: What the generic OpenSpiel game and PettingZoo environment need of Leaping Lemmings.
SPEC = GameSpec(MAX_ACTIONS, observation, observation_size, returns=final_vp, rewards=vp_margin)

__all__ = ["MAX_ACTIONS", "MAX_CHANCE_OUTCOMES", "MAX_SEATS", "SPEC", "observation", "observation_size", "final_vp",
           "vp_margin", "sample_world"]
