"""The computer players of a view and how fast they play: :class:`SeatBot` (one seat's
reproducible computer player) and :class:`ComputerRunner` (their runs over the play loop).

Computer clans' decisions run by themselves up to the next person's decision: all at once
(``"instant"``), one at a time with a pause of ``step_delay`` seconds so that each one is
seen on the board (``"step"``, scheduled on the kernel's event loop so that the page stays
live), or only when the person presses a button (``"manual"``).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from gamecore.i18n import lazyc, tr
from gamecore.rng import derive
from gametools import AUTOPLAY_LIMIT
from lemmings.bots import LEVELS, Bot, RandomBot

from .seats import SPEEDS

if TYPE_CHECKING:
    from lemmings.game import Game

#: The computer players a view offers: random, then the levels easy, medium and hard.
BOT_KINDS = {"random": RandomBot, **LEVELS}
#: Other names a view accepts for them: easy is the greedy player (one decision ahead).
BOT_ALIASES = {"greedy": "easy"}
#: The computer players in words (the level menu's labels; the values stay the kinds).
BOT_WORDS = {"random": lazyc("bot", "random"), "easy": lazyc("bot", "easy"),
             "medium": lazyc("bot", "medium"), "hard": lazyc("bot", "hard")}


def bot_kind(name: str) -> str:
    """The menu's name for a computer player (``"greedy"`` is ``"easy"``); a ValueError naming the choices."""
    kind = BOT_ALIASES.get(name, name)
    if kind not in BOT_KINDS:
        raise ValueError(tr("bot must be one of {kinds}, not {kind}", kinds=", ".join(BOT_KINDS), kind=repr(name)))
    return kind


class SeatBot:
    """The computer player of one seat: for every decision, a new bot of ``kind`` seeded from the
    game's seed, the view's ``seed``, the decision's index in the history and the seat.

    A bot keeps a random generator that advances with every decision it makes, so one bot kept
    for a whole game chose differently after Undo, Redo or "Play to my turn" (it had made more
    decisions by then). Seeded per decision, the same position always gets the same choice."""

    def __init__(self, kind: str, seed: int, player: int) -> None:
        self.kind, self.seed, self.player = kind, seed, player

    def bot(self, game: Game) -> Bot:
        """The bot that makes the seat's pending decision in ``game``."""
        return BOT_KINDS[self.kind](derive(game.config.seed, self.seed, len(game.history), self.player))

    def choose(self, game: Game) -> Any:
        """The option the seat's computer player chooses for ``game.pending``."""
        return self.bot(game).choose(game)

    def __repr__(self) -> str:
        return f"SeatBot({self.kind!r}, seed={self.seed}, player={self.player})"


class ComputerRunner:
    """When and how fast the computer seats of a play loop decide.

    :meth:`computer` is the play loop's computer (each seat's :class:`SeatBot`, in :attr:`bots`).
    ``speed`` is one of :data:`~widgets.seats.SPEEDS`; ``step_delay`` the pause between two steps;
    ``guard`` runs the timed callbacks (an error stops the run and is shown in words);
    ``schedule(fn, action)`` calls ``fn`` until it returns false (default: :meth:`later`).
    Any action of the view calls :meth:`stop`: a run still scheduled then stops at its next tick."""

    def __init__(self, *, speed: str, step_delay: float, bot: str, seed: int, guard: Callable[..., Any],
                 schedule: Callable[[Callable[[], Any], str], None] | None = None) -> None:
        if speed not in SPEEDS:
            raise ValueError(tr("speed must be one of {speeds}, not {speed}", speeds=", ".join(SPEEDS), speed=repr(speed)))
        self.speed, self.step_delay, self.bot_kind, self.seed = speed, float(step_delay), bot_kind(bot), seed
        self._guard = guard
        self._schedule = schedule if schedule is not None else self.later
        self.bots: dict[int, Any] = {}
        self.running = False
        self.token = 0

    def computer(self, seat: int, index: int) -> Callable[[Any], Any]:
        """The loop's computer: the chooser of ``seat``'s decision (its bot seeds itself from the index)."""
        bot = self.bots.get(seat)
        if bot is None:  # a seat without a bot of its own (chance) gets one of the same kind
            bot = self.bots[seat] = SeatBot(self.bot_kind, self.seed, seat)
        return bot.choose

    def make_bots(self, players: int) -> None:
        """A :class:`SeatBot` of the current kind for every seat."""
        self.bots = {p: SeatBot(self.bot_kind, self.seed, p) for p in range(players)}

    def set_bot(self, kind: str, players: int) -> str:
        """Computer players of this kind from now on; returns the kind's menu name."""
        self.bot_kind = bot_kind(kind)
        self.make_bots(players)
        return self.bot_kind

    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(tr("speed must be one of {speeds}, not {speed}", speeds=", ".join(SPEEDS), speed=repr(speed)))
        self.speed = speed

    def stop(self) -> None:
        """Stop any run or show still scheduled."""
        self.token += 1
        self.running = False

    def later(self, fn: Callable[[], Any], action: str) -> None:
        """Call ``fn`` every :attr:`step_delay` seconds until it returns false: on the kernel's
        event loop (the page stays live meanwhile), or right here with pauses when there is no
        running loop (a script, a test). An error stops the calls and is shown in words."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None:
            while True:
                time.sleep(self.step_delay)
                if not fn():
                    return
        else:
            def tick() -> None:
                if self._guard(action, fn):
                    loop.call_later(self.step_delay, tick)

            loop.call_later(self.step_delay, tick)

    def run_in_steps(self, waiting: Callable[[], bool], step: Callable[[], Any], done: Callable[[int, bool], None]) -> None:
        """The computer's decisions one at a time, :attr:`step_delay` apart, while ``waiting()`` (the
        pending decision is the computer's): ``step()`` makes one;
        ``done(made, by_itself)`` when the run ends (``by_itself``: not stopped by another action)."""
        token = self.token
        self.running = True
        made = 0

        def one() -> bool:
            nonlocal made
            if token != self.token or not waiting():
                if token == self.token:  # a run stopped by another action leaves the newer run's flag alone
                    self.running = False
                done(made, token == self.token)
                return False
            step()
            made += 1
            return True

        self._schedule(one, "computer step")

    def show_in_turn(self, count: int, show: Callable[[int | None], None]) -> None:
        """``show(k)`` for ``k`` in ``0..count-1``, :attr:`step_delay` apart, then ``show(None)``;
        any other action (:meth:`stop`) ends the show."""
        self.stop()
        token = self.token
        queue = list(range(count))

        def one() -> bool:
            if token != self.token or not queue:
                show(None)
                return False
            show(queue.pop(0))
            return True

        self._schedule(one, "recap")


__all__ = ["ComputerRunner", "SeatBot", "BOT_KINDS", "BOT_ALIASES", "BOT_WORDS", "AUTOPLAY_LIMIT", "bot_kind"]
