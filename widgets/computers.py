"""Who plays and how fast, for :class:`~widgets.view.GameView`: the seats, the computer
players and their speed, and running the computer clans' decisions.

Computer clans' decisions run by themselves up to the next person's decision: all at once
(``"instant"``), one at a time with a pause of ``step_delay`` seconds so that each one is
seen on the board (``"step"``, scheduled on the kernel's event loop so that the page stays
live), or only when the person presses a button (``"manual"``).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import ipywidgets as W

from gamecore.errors import IllegalAction
from gamecore.i18n import lazyc, tr
from gamecore.rng import derive
from lemmings.bots import LEVELS, Bot, RandomBot

from .panels import clan_words
from .recap import RecapItem, computer_summary
from .seats import SPEED_WORDS, SPEEDS, Seats, parse_seats
from .speaking import speaks

if TYPE_CHECKING:
    from lemmings.game import Game

#: The computer players a view offers: random, then the levels easy, medium and hard.
BOT_KINDS = {"random": RandomBot, **LEVELS}
#: Other names a view accepts for them: easy is the greedy player (one decision ahead).
BOT_ALIASES = {"greedy": "easy"}
#: The computer players in words (the level menu's labels; the values stay the kinds).
BOT_WORDS = {"random": lazyc("bot", "random"), "easy": lazyc("bot", "easy"),
             "medium": lazyc("bot", "medium"), "hard": lazyc("bot", "hard")}
#: A computer run stops after this many decisions (a runaway guard, never reached in a game).
AUTOPLAY_LIMIT = 5000


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


class ComputerMixin:
    """Seats, speed, computer players and their runs (mixed into ``GameView``)."""

    game: Game
    seats: Seats
    speed: str
    step_delay: float
    bot_kind: str
    seed: int
    bots: dict[int, Any]
    running: bool
    seat_boxes: list[W.Dropdown]
    seats_row: W.VBox
    speed_choice: W.ToggleButtons
    bot_choice: W.Dropdown
    screen_owner: int | None
    recap_shown: int | None
    interaction: Any
    _run_token: int
    # provided by GameView
    _guarded: Any
    _say: Any
    _record: Any
    refresh: Any
    recap_items: Any
    _now: Any
    _render_texts: Any

    @property
    def humans(self) -> set[int]:
        """Players seated by people."""
        return self.seats.humans

    def _make_bots(self) -> dict[int, Any]:
        return {p: SeatBot(self.bot_kind, self.seed, p) for p in range(self.game.players)}

    def _build_seat_boxes(self) -> None:
        for box in self.seat_boxes:
            box.close()
        self.seat_boxes = [W.Dropdown(options=[(tr("person"), "person"), (tr("computer"), "computer")],
                                      value="person" if p in self.humans else "computer",
                                      description=c.name, layout=W.Layout(width="auto"))
                           for p, c in enumerate(self.game.clans)]
        for box in self.seat_boxes:
            box.observe(lambda _ch: self._guarded(tr("seats"), self._read_seats), "value")
        self.seats_row.children = self.seat_boxes

    def _read_seats(self) -> None:
        self.set_humans([p for p, box in enumerate(self.seat_boxes) if box.value == "person"])

    @speaks
    def set_humans(self, humans: Iterable[int | str] | None) -> None:
        """Seat people at these clans (``None``: every clan); the computer plays the others."""
        self.seats.humans = parse_seats(self.game, humans)  # keeps the record of who decided what
        for p, box in enumerate(self.seat_boxes):
            want = "person" if p in self.humans else "computer"
            if box.value != want:
                box.value = want
        self.screen_owner = next(iter(self.humans)) if len(self.humans) == 1 else None
        self._changed(tr("Seats: {clans} played by people.",
                         clans=", ".join(clan_words(self.game, p) for p in sorted(self.humans)) or tr("nobody")))

    @speaks
    def set_speed(self, speed: str) -> None:
        """``"instant"``, ``"step"`` or ``"manual"`` from now on."""
        if speed not in SPEEDS:
            raise ValueError(tr("speed must be one of {speeds}, not {speed}", speeds=", ".join(SPEEDS), speed=repr(speed)))
        self.speed = speed
        if self.speed_choice.value != speed:
            self.speed_choice.value = speed
        self._changed(tr("Computer speed: {speed}.", speed=SPEED_WORDS[speed]))

    @speaks
    def set_bot(self, kind: str) -> None:
        """Computer players of this kind from now on: ``"random"`` or a level, ``"easy"`` (also
        called ``"greedy"``), ``"medium"`` or ``"hard"``."""
        kind = bot_kind(kind)
        self.bot_kind = kind
        self.bots = self._make_bots()
        if self.bot_choice.value != kind:
            self.bot_choice.value = kind


    # ------------------------------------------------------------ computers
    @speaks
    def computer_step(self) -> RecapItem:
        """The computer clan whose decision is pending makes it."""
        d = self.game.pending
        if d is None:
            raise IllegalAction(tr("the game is over: there is no decision left"), rule="Ending the Game")
        if d.player in self.humans:
            raise IllegalAction(tr("{clan} is played by a person: that decision is theirs to make", clan=d.clan))
        self._record(self.bots[d.player].choose(self.game), person=False)
        item = self.items[len(self.game.history) - 1]
        self.recap_shown = len(self.recap_items()) - 1 if item.on_board else None
        self._say(item.words(), "ok")
        self.interaction.clear()
        self.refresh()
        return item

    @speaks
    def play_to_person(self) -> int:
        """Every computer decision at once, up to the next person's decision (or the end)."""
        if self.game.over:
            raise IllegalAction(tr("the game is over: there is nothing left to play"), rule="Ending the Game")
        made = self._run_computers(instant=True)
        if made == 0:
            self._say(tr("Nothing for the computer to do: the pending decision is a person's."), "explain")
        else:  # what the message said before is stale now
            self._say_computers_done()
        self.refresh()
        return made

    def computer_summary(self) -> str:
        """How many decisions the computer clans made since the person's last one, and what they did
        to that person's lemmings (see :func:`~widgets.recap.computer_summary`)."""
        person = self.seats.person_at_screen(self.game, self.screen_owner)
        if person is None:
            return ""
        return computer_summary(self.recap_items(), person, self.game.config.owner, self.game.state.label)

    def _say_computers_done(self) -> None:
        """The computer's run is over: what it did, then what the game waits for now."""
        self._say(" ".join(filter(None, (self.computer_summary(), self._now()))), "ok")

    def _run_computers(self, instant: bool) -> int:
        """Computer decisions up to a person's: all now (``instant``), or the first one now and
        each next one after ``step_delay`` seconds."""
        made = 0
        if not instant:
            token = self._run_token
            self.running = True
            self._step_later(token)
            return 0
        while self.seats.computer_to_decide(self.game) and made < AUTOPLAY_LIMIT:
            d = self.game.pending
            self._record(self.bots[d.player].choose(self.game), person=False)
            made += 1
        self.recap_shown = None
        self.interaction.clear()
        return made

    def _later(self, fn: Any, action: str) -> None:
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
                if self._guarded(action, fn):
                    loop.call_later(self.step_delay, tick)

            loop.call_later(self.step_delay, tick)

    def _step_later(self, token: int) -> None:
        made = 0

        def one() -> bool:
            nonlocal made
            if token != self._run_token or not self.seats.computer_to_decide(self.game):
                self.running = False
                self.recap_shown = None
                if made and token == self._run_token:  # the run ended by itself: sum it up
                    self._say_computers_done()
                # the game did not change since the last step: a hint the person asked for meanwhile stays
                self._render_texts()  # the seat line no longer says the computer is playing
                self.refresh(game_changed=False)
                return False
            self.computer_step()
            made += 1
            return True

        self._later(one, "computer step")

    @speaks
    def replay_recap(self) -> int:
        """Show the recap's entries on the board one after the other (those with something to
        show), a :attr:`step_delay` apart; any other action stops the show. Returns how many."""
        items = self.recap_items()
        queue = [i for i, item in enumerate(items) if item.on_board]
        if not queue:
            raise IllegalAction(tr("nothing in the recap has a place on the board"))
        self._run_token += 1
        token = self._run_token

        def one() -> bool:
            if token != self._run_token or not queue:
                self.recap_shown = None
                self.refresh(game_changed=False)
                return False
            self.recap_shown = queue.pop(0)
            self._say(items[self.recap_shown].words())
            self.refresh(game_changed=False)
            return True

        self._later(one, "recap")
        return sum(1 for item in items if item.on_board)

    def _changed(self, text: str) -> None:
        """Seats or speed changed: the computer plays on if it is its turn (unless manual)."""
        self._run_token += 1
        if self.speed != "manual" and self.seats.computer_to_decide(self.game):
            self._run_computers(instant=self.speed == "instant")
        self._say(text)
        self.refresh()


__all__ = ["ComputerMixin", "SeatBot", "BOT_KINDS", "BOT_ALIASES", "BOT_WORDS", "AUTOPLAY_LIMIT", "bot_kind"]
