"""The simple computer players and the loop that lets bots play.

* :class:`RandomBot` picks any legal option (seeded).
* :class:`GreedyBot` tries every option in one world sampled from its seat's knowledge and
  keeps the one whose position it projects best (:func:`evaluate`). It looks one decision
  ahead: a fair sparring partner, the ``"easy"`` level.

Both decide only from what their seat may know: the options of their own decision (which
depend only on public facts and the seat's own hand) and worlds drawn by
:meth:`lemmings.Game.sample_world`.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from ..chance import CHANCE
from ..game import Game
from ..knowledge import projected_scores
from ..state import State
from .policy import chance_draw


class Bot(Protocol):
    """Anything with ``choose(game) -> option`` for ``game.pending``."""

    def choose(self, game: Game) -> Any: ...


class RandomBot:
    """Chooses uniformly among the legal options."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Any:
        d = game.pending
        if d.player == CHANCE:  # chance is drawn at its odds, never uniformly
            return chance_draw(d, self.rng)
        return self.rng.choice(d.options)

    def __repr__(self) -> str:
        return "RandomBot()"


def evaluate(s: State, player: int) -> float:
    """How good the position is for ``player`` as that seat can judge it (higher is better):
    its projected VP minus half the best rival's (see :func:`lemmings.knowledge.projected_scores`)."""
    scores = projected_scores(s, player)
    rivals = max((v for p, v in enumerate(scores) if p != player), default=0.0)
    return scores[player] - 0.5 * rivals


class GreedyBot:
    """Keeps the option that leads to the best :func:`evaluate` score (one decision ahead),
    judged in one world sampled from the seat's knowledge."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Any:
        d = game.pending
        if d.player == CHANCE:
            return chance_draw(d, self.rng)
        if len(d.options) == 1:
            return d.options[0]
        world = game.sample_world(d.player, self.rng)
        if world.pending.options != d.options:
            raise RuntimeError("a sampled world offers different options: the sampler leaked hidden facts")
        best, best_value = [], None
        for i in range(len(d.options)):
            trial = world.copy(search=True)
            trial.apply(trial.pending.options[i])  # the same options, in the same order
            value = evaluate(trial.state, d.player)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = [i], value
            elif abs(value - best_value) <= 1e-9:
                best.append(i)
        return d.options[self.rng.choice(best)]

    def __repr__(self) -> str:
        return "GreedyBot()"


def play_out(game: Game, bots: dict[int, Bot] | Bot, *, until: str = "end", max_decisions: int = 100_000) -> int:
    """Let bots answer decisions until the game ends (``until="end"``), the turn changes
    (``"turn"``) or another kind of phase begins (``"phase"``). ``bots`` is one bot for
    everyone or one per player; a player without a bot stops the play. Returns how many
    decisions were made."""
    if until not in ("end", "turn", "phase"):
        raise ValueError(f"until must be 'end', 'turn' or 'phase', not {until!r}")
    start_turn, start_phase = game.turn, phase(game)
    made = 0
    while not game.over and made < max_decisions:
        d = game.pending
        if until == "turn" and game.turn != start_turn:
            break
        if until == "phase" and (phase(game) != start_phase or game.turn != start_turn):
            break
        bot = bots.get(d.player) if isinstance(bots, dict) else bots
        if bot is None:
            break
        game.apply(bot.choose(game))
        made += 1
    return made


def phase(game: Game) -> str:
    """``"eagles"`` until the movement card is revealed and the lemmings start moving, then ``"lemmings"``."""
    return "lemmings" if game.state.order else "eagles"
