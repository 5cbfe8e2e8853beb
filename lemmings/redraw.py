"""Fresh luck after an undo: deal again everything nobody has seen yet, from a new stream of draws.

Undo replays the choices from the initial position, so the same seed gives the same dice, the
same cards and the same pellets after it: a player who undoes a move has seen what comes next
(the eagle roll, the next movement card, a pellet's value) and can dodge it. A game whose
:attr:`lemmings.Game.fresh_after_undo` is on calls :func:`redraw_unseen` when a choice
differs from the one undone, just before it is carried out, so the luck after it is new.

What is dealt again is what no seat can see: the order of the movement deck (Game Over kept
among its bottom cards, as at setup), the undealt special actions and the chaos pile (one pool),
the values of the face-down pellets on the board and in the reserve (one pool), and every later
draw (dice, pellet draws, shuffles), which continues from a new counter. Hands, held pellets and
everything public stay as they are, so the pending decision and its options do not change.

A redraw is a whole number, its ``salt``: the state's chance counter jumps to it and the deals
are drawn from there. The game records it with the position it was made at, so that replays
and saves reproduce it exactly (a game is its seed, its choices and its redraws).
"""

from __future__ import annotations

from gamecore.rng import Chance

from .cards import GAME_OVER
from .state import PELLET_KINDS, State
from .variants import game_over_depth

__all__ = ["redraw_unseen", "MAX_SALT"]

#: Salts are below this (the save format's bound on the chance counter, with room to count on).
MAX_SALT = 2**62


def redraw_unseen(s: State, salt: int) -> None:
    """Deal again, in place, what no seat has seen in ``s``, drawing from counter ``salt``."""
    if not 0 <= salt < MAX_SALT:
        raise ValueError(f"a redraw's salt must be a whole number from 0 to 2**62 - 1, not {salt!r}")
    chance = Chance(s.cfg.seed, salt)
    # the movement deck: cards only leave from the top, so Game Over is still among the bottom cards
    cards = sorted((c for c in s.deck if c != GAME_OVER), key=int)
    chance.shuffle(cards)
    if GAME_OVER in s.deck:
        cards.insert(chance.below(min(game_over_depth(s.cfg.variants), len(s.deck))), GAME_OVER)
    s.deck = cards
    # special actions nobody holds: the undealt cards and the chaos draw pile, sizes kept
    pool = sorted(s.undealt + s.sa_pile)
    chance.shuffle(pool)
    k = len(s.undealt)
    s.undealt, s.sa_pile = pool[:k], pool[k:]
    # face-down pellets nobody holds: the board's (in hex order), then the reserve's
    bag = [h for h in sorted(s.board_pellets)]
    kinds = sorted(s.board_pellets.values()) + [kind for kind in PELLET_KINDS for _ in range(s.reserve[kind])]
    chance.shuffle(kinds)
    s.board_pellets = {h: kinds.pop() for h in bag}
    s.reserve = {kind: kinds.count(kind) for kind in PELLET_KINDS}
    s.chance = chance.counter
