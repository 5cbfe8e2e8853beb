"""A fast rule-of-thumb policy for playouts: score each option by a glance at the board.

Playouts need thousands of decisions per second, so this policy never copies the game. It
prefers dives and forward moves for its own lemmings, keeps them off clear hexes in a
hunting circle, feeds the eagles rivals' lemmings, flies eagles towards rivals' exposed
lemmings, scatters rivals backwards and keeps its special-action cards (each is worth 1 VP
at the end). Now and then it plays a random option, so playouts stay varied. Everything it
reads is public or the deciding seat's own.

A decision of chance (``chance="explicit"``) is no one's to choose: :func:`chance_draw` draws its
outcome by ``pending.probabilities``, and every bot and playout goes through it, so a search
through explicit chance meets each die face and card at its true odds.
"""

from __future__ import annotations

import random
from typing import Any

from ..chance import CHANCE
from ..game import Game
from ..options import CLIFF, EagleMove, EagleTo, Exchange, Feast, Move, Pass, Play, Scatter
from ..state import State
from ..steps import Decision

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


def chance_draw(d: Decision, rng: random.Random) -> Any:
    """An outcome of a decision of chance, drawn with ``rng`` by its exact probabilities
    (one ``rng.random()`` per draw, so a seeded search stays reproducible)."""
    options, weights = d.options, d.probabilities
    if len(weights) != len(options):
        raise ValueError(f"a decision of {d.clan!r} has no probabilities for its {len(options)} options: "
                         "only a decision of chance (player CHANCE) is drawn by its odds")
    x = rng.random() * float(sum(weights))
    for option, w in zip(options, weights, strict=True):
        x -= float(w)
        if x < 0:
            return option
    return next(o for o, w in zip(reversed(options), reversed(weights), strict=True) if w > 0)  # rounding at the top


def policy_choice(game: Game, rng: random.Random) -> Any:
    """The playout policy's option for the pending decision (ties and exploration by ``rng``);
    a decision of chance is drawn by its probabilities (:func:`chance_draw`)."""
    d = game.pending
    if d.player == CHANCE:
        return chance_draw(d, rng)
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
