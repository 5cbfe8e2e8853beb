"""A fast rule-of-thumb policy for playouts: score each option by a glance at the board.

Playouts need thousands of decisions per second, so this policy never copies the game. It
prefers dives and forward moves for its own lemmings, keeps them off clear hexes in a
hunting circle, feeds the eagles rivals' lemmings, flies eagles towards rivals' exposed
lemmings, scatters rivals backwards and keeps its special-action cards (each is worth 1 VP
at the end). Now and then it plays a random option, so playouts stay varied. Everything it
reads is public or the deciding seat's own.
"""

from __future__ import annotations

import random
from typing import Any

from ..game import Game
from ..options import CLIFF, EagleMove, EagleTo, Exchange, Feast, Move, Pass, Play, Scatter
from ..state import State

#: Chance of a uniformly random option instead of the best-looking one.
EXPLORE = 0.1


def option_score(s: State, player: int, option: Any) -> float:
    """A quick worth of ``option`` for ``player`` (higher is better; 0 is neutral)."""
    board = s.cfg.board
    kind = type(option)
    if kind is Move:
        sign = 1.0 if s.cfg.owner[option.lemming] == player else -1.0
        if option.dive:
            return sign * (1.0 + 2.0 * option.dive)
        frm = s.loc[option.lemming]
        before = board.row(frm) if frm in s.stacks else 0
        return sign * (0.3 * (board.row(option.to) - before) - _exposure(s, option.to) + 0.5 * _exposure(s, frm))
    if kind is Feast:
        owner = s.cfg.owner[option.lemming]
        where = s.loc[option.lemming]
        return (-3.0 if owner == player else 1.0) + (board.row(where) / board.last_row if where in s.stacks else 0.0)
    if kind is Scatter:
        sign = 1.0 if s.cfg.owner[option.lemming] == player else -1.0
        if option.to == CLIFF:
            return sign * 2.0
        frm = s.loc[option.lemming]
        gain = board.row(option.to) - (board.row(frm) if frm in s.stacks else 0)
        return sign * (0.3 * gain - _exposure(s, option.to))
    if kind is EagleMove or kind is EagleTo:
        value = 0.0
        for h in board.zone(option.eagle, option.zone):
            stack = s.stacks.get(h)
            if stack and board.terrain(h) == "clear":
                value += -1.5 if s.cfg.owner[stack[-1]] == player else 1.0
        return value
    if kind is Play:
        return -0.6
    if kind is Exchange:
        return -0.3
    if kind is Pass:
        return 0.0
    return 0.0


def _exposure(s: State, h: str) -> float:
    """How exposed a lemming standing on ``h`` is: the hunting circles that hold a clear ``h``."""
    if h not in s.cfg.limits:
        return 0.0
    board = s.cfg.board
    return 0.5 * len(board.zones_of(h)) if board.terrain(h) == "clear" else 0.0


def policy_choice(game: Game, rng: random.Random) -> Any:
    """The playout policy's option for the pending decision (ties and exploration by ``rng``)."""
    d = game.pending
    options = d.options
    if len(options) == 1 or rng.random() < EXPLORE:
        return options[rng.randrange(len(options))] if len(options) > 1 else options[0]
    s = game.state
    best: list[int] = []
    best_value = 0.0
    for i, option in enumerate(options):
        value = option_score(s, d.player, option)
        if not best or value > best_value + 1e-9:
            best, best_value = [i], value
        elif value > best_value - 1e-9:
            best.append(i)
    return options[best[rng.randrange(len(best))] if len(best) > 1 else best[0]]


class PolicyBot:
    """A bot that plays the playout policy directly: quick, fair, a little better than random."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Any:
        return policy_choice(game, self.rng)

    def __repr__(self) -> str:
        return "PolicyBot()"
