"""Simple computer players, for auto-play, demonstrations and random-game tests.

* :class:`RandomBot` picks any legal option (seeded).
* :class:`GreedyBot` tries every option on a copy of the game and keeps the one whose
  position scores best for the deciding clan by a rough heuristic: VP already earned,
  pellets and unused cards, progress towards the cliff, minus lemmings standing exposed in
  a hunting circle. It looks one decision ahead only: good enough to be a fair sparring
  partner in a notebook, not a strong player.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from .board import START
from .game import Game
from .scoring import final_score
from .state import State


class Bot(Protocol):
    """Anything with ``choose(game) -> option`` for ``game.pending``."""

    def choose(self, game: Game) -> Any: ...


class RandomBot:
    """Chooses uniformly among the legal options."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Any:
        return self.rng.choice(game.pending.options)


def evaluate(s: State, player: int) -> float:
    """A rough worth of the position for ``player`` (higher is better)."""
    board = s.cfg.board
    mine = final_score(s, player).total
    rivals = max((final_score(s, p).total for p in range(s.cfg.n_players) if p != player), default=0)
    progress = 0.0
    danger = 0.0
    for lem in s.cfg.lemmings_of[player]:
        where = s.loc[lem]
        if where == START:
            continue
        if where in s.stacks:
            progress += board.row(where) / board.last_row * 2.5
            top = s.stacks[where][-1] == lem
            if top and board.terrain(where) == "clear" and board.zones_of(where):
                danger += 0.6 * len(board.zones_of(where))
    return mine - 0.5 * rivals + progress - danger


class GreedyBot:
    """Keeps the option that leads to the best :func:`evaluate` score (one decision ahead)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Any:
        d = game.pending
        if len(d.options) == 1:
            return d.options[0]
        best, best_value = [], None
        for option in d.options:
            trial = game.copy()
            trial.apply(option)
            value = evaluate(trial.state, d.player)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = [option], value
            elif abs(value - best_value) <= 1e-9:
                best.append(option)
        return self.rng.choice(best)


def play_out(game: Game, bots: dict[int, Bot] | Bot, *, until: str = "end", max_decisions: int = 100_000) -> int:
    """Let bots answer decisions until the game ends (``until="end"``), the turn changes
    (``"turn"``) or another kind of phase begins (``"phase"``). ``bots`` is one bot for
    everyone or one per player; a player without a bot stops the play. Returns how many
    decisions were made."""
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
