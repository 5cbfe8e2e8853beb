"""Lemming-chow pellets: resupplying pellet hexes after a Hover, and drawing from the reserve.

Claiming happens in :func:`lemmings.movement.apply_regular_move`: the first lemming to leave
a pellet hex by a regular move takes the pellet, however it got there.
"""

from __future__ import annotations

from functools import lru_cache

from gamecore.i18n import Message, lazy
from gamecore.rng import Chance

from .board import Board
from .chance import PelletDrawn, event, resolve
from .options import Resupply
from .state import PELLET_KINDS, State, circle_colour


def vacant_pellet_hexes(state: State, eagle: str) -> list[str]:
    """Pellet hexes of the eagle's circle (Line of Bones included) holding neither pellet nor lemming."""
    pellets, stacks = state.board_pellets, state.stacks
    return [h for h in _circle_pellet_hexes(state.cfg.board, eagle) if h not in pellets and h not in stacks]


@lru_cache(maxsize=16)
def _circle_pellet_hexes(board: Board, eagle: str) -> tuple[str, ...]:
    """The pellet hexes of an eagle's circle, in board order (asked at every resupply)."""
    return tuple(h for h in board.circle(eagle) if board.is_pellet_hex(h))


def resupply_options(state: State, eagle: str) -> list[Resupply]:
    """Where the Eagle Player may put a resupply pellet (empty when the reserve or the hexes run out)."""
    if not any(state.reserve.values()):
        return []
    return [Resupply(h) for h in vacant_pellet_hexes(state, eagle)]


def why_no_resupply(state: State, eagle: str) -> Message:
    """Why a Hover of ``eagle``'s die places no pellet (a message for the log)."""
    if not any(state.reserve.values()):
        return lazy("the pellet reserve is empty")
    return lazy("no pellet hex of the {circle} circle is vacant", circle=circle_colour(eagle))


def draw_pellet(state: State) -> PelletDrawn:
    """Seeded mode: which pellet comes out of the reserve (a recorded chance event)."""
    chance = Chance(state.cfg.seed, state.chance)
    pick = chance.below(sum(state.reserve.values()))
    state.chance = chance.counter
    for kind in PELLET_KINDS:
        if pick < state.reserve[kind]:
            return PelletDrawn(kind)
        pick -= state.reserve[kind]
    raise AssertionError("reserve count mismatch")


def resupply(state: State, h: str) -> None:
    """Put a face-down pellet from the reserve, drawn at random, on ``h``."""
    resolve(state, "pellet", h)


def _placed(state: State, option: PelletDrawn, h: str) -> None:
    state.reserve[option.kind] -= 1
    state.board_pellets[h] = option.kind
    state.say("A face-down pellet from the reserve is placed on {hex}.", hex=h)


event("pellet", lambda s, h: lazy("draw a pellet from the reserve for {hex}", hex=h), draw=lambda s, h: draw_pellet(s),
      apply=_placed,
      outcomes=lambda s, h: [(PelletDrawn(k), s.reserve[k]) for k in PELLET_KINDS])
