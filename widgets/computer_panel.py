"""The computer's turns in a view: the "Play to my turn" and "Computer: next action" buttons and
the runs at each speed, over the play loop (:meth:`gametools.PlayLoop.advance`) and the
:class:`~widgets.computers.ComputerRunner` (its speed, bots and timer).

The panel knows the view only through its constructor's arguments: what the recap lists
(``recap()``), whose recap it is (``person()``), the message line (``say``), what the board
shows (``show(k)``: recap entry ``k`` or nothing, the selection cleared) and the redraws
(``refresh(game_changed=...)``, ``texts()``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as W

from gamecore.errors import IllegalAction
from gamecore.i18n import lazy, tr
from gametools import PlayLoop

from .computers import ComputerRunner
from .language import Labels
from .recap import RecapItem, computer_summary
from .undo import now_words


class ComputerPanel:
    """The computer's buttons (:attr:`play_button`, :attr:`next_button`) and runs."""

    def __init__(self, loop: PlayLoop, runner: ComputerRunner, *, person: Callable[[], int | None],
                 recap: Callable[[], Sequence[RecapItem]], say: Callable[..., None], show: Callable[[int | None], None],
                 refresh: Callable[..., None], texts: Callable[[], None], guard: Callable[..., Any],
                 labels: Labels) -> None:
        self.loop, self.runner = loop, runner
        self._person, self._recap, self._say, self._show = person, recap, say, show
        self._refresh, self._texts = refresh, texts
        self.play_button = labels.add(W.Button(button_style="success", layout=W.Layout(width="auto")),
                                      lazy("Play to my turn"), lazy("The computer clans play up to the next person's decision"))
        self.next_button = labels.add(W.Button(layout=W.Layout(width="auto")), lazy("Computer: next action"),
                                      lazy("The computer clan to decide makes one decision"))
        self.play_button.on_click(lambda _b: guard(_b.description, self.play_to_person))
        self.next_button.on_click(lambda _b: guard(_b.description, self.computer_step))

    def render(self) -> None:
        """Both buttons pressable only when the pending decision is the computer's."""
        self.play_button.disabled = not self.loop.waiting_for_computer()
        self.play_button.button_style = "" if self.play_button.disabled else "success"  # a green button looks pressable
        self.next_button.disabled = self.play_button.disabled

    def computer_step(self) -> RecapItem:
        """The computer clan whose decision is pending makes it."""
        d = self.loop.game.pending
        if d is None:
            raise IllegalAction(tr("the game is over: there is no decision left"), rule="Ending the Game")
        if self.loop.is_human(d.player):
            raise IllegalAction(tr("{clan} is played by a person: that decision is theirs to make", clan=d.clan))
        item = self.loop.advance(limit=1)[0].detail
        self._show(len(self._recap()) - 1 if item.on_board else None)
        self._say(item.words(), "ok")
        self._refresh()
        return item

    def play_to_person(self) -> int:
        """Every computer decision at once, up to the next person's decision (or the end)."""
        if self.loop.over:
            raise IllegalAction(tr("the game is over: there is nothing left to play"), rule="Ending the Game")
        made = self.run(instant=True)
        if made == 0:
            self._say(tr("Nothing for the computer to do: the pending decision is a person's."), "explain")
        else:  # what the message said before is stale now
            self.say_done()
        self._refresh()
        return made

    def changed(self, text: str) -> None:
        """Seats or speed changed (``text`` says how): the computer plays on if it is its turn (unless manual)."""
        self.runner.stop()
        if self.runner.speed != "manual" and self.loop.waiting_for_computer():
            self.run(instant=self.runner.speed == "instant")
        self._say(text)
        self._refresh()

    def answer(self, said: str) -> None:
        """A person decided (``said`` is what it did): the computer clans answer at the chosen speed;
        when they answer at once, the message says what they did to the person's lemmings."""
        self.runner.stop()
        self._say(said, "ok")  # first: a step-by-step run says its own words as it goes
        if self.runner.speed != "manual" and self.run(instant=self.runner.speed == "instant"):
            self._say(" ".join((str(said), self.summary())).strip(), "ok")
        self._refresh()

    def run(self, instant: bool) -> int:
        """Computer decisions up to a person's: all now (``instant``; returns how many), or one
        at a time, a step delay apart (returns 0)."""
        if not instant:
            self.runner.run_in_steps(self.loop.waiting_for_computer, self.computer_step, self._steps_done)
            return 0
        made = len(self.loop.advance())
        self._show(None)
        return made

    def _steps_done(self, made: int, by_itself: bool) -> None:
        self._show(None)
        if made and by_itself:  # the run ended by itself: sum it up
            self.say_done()
        # the game did not change since the last step: a hint the person asked for meanwhile stays
        self._texts()  # the seat line no longer says the computer is playing
        self._refresh(game_changed=False)

    def summary(self) -> str:
        """How many decisions the computer clans made since the person's last one, and what they did
        to that person's lemmings (see :func:`~widgets.recap.computer_summary`)."""
        person = self._person()
        if person is None:
            return ""
        game = self.loop.game
        return computer_summary(self._recap(), person, game.config.owner, game.state.label)

    def say_done(self) -> None:
        """The computer's run is over: what it did, then what the game waits for now."""
        self._say(" ".join(filter(None, (self.summary(), now_words(self.loop.game, self.loop.humans)))), "ok")


__all__ = ["ComputerPanel"]
