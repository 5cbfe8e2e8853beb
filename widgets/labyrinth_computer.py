"""The computer's turns in :class:`~widgets.labyrinth_view.LabyrinthView`: the "Play to my turn" and
"Computer move" buttons, the speed menu, and the runs at each speed over the play loop
(:meth:`gametools.PlayLoop.advance`) and the shared :class:`~widgets.computers.ComputerRunner` (its
timer): all at once (``"instant"``), one decision at a time with a pause so that a learner can watch
each one on the board (``"step"``), or only when a button is pressed (``"manual"``).

:class:`ComputerControls` knows the view only through its constructor's arguments: the words of a
decision (``words(event)``), the message line (``say``), what the board shows (``show(event)``: a
decision's place, or ``None``) and the redraw (``refresh()``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as W

from gamecore.errors import IllegalAction
from gamecore.i18n import lazy, tr, trn
from gametools import Event, PlayLoop

from .computers import ComputerRunner
from .language import Labels, relabel_quietly, show_quietly
from .seats import SPEED_WORDS, SPEEDS


class ComputerControls:
    """The computer's buttons (:attr:`play_button`, :attr:`next_button`), the speed menu
    (:attr:`speed_menu`) and the runs."""

    def __init__(self, loop: PlayLoop, runner: ComputerRunner, *, words: Callable[[Event], str],
                 say: Callable[..., None], show: Callable[[Event | None], None], refresh: Callable[[], None],
                 guard: Callable[..., Any], labels: Labels) -> None:
        self.loop, self.runner, self._labels = loop, runner, labels
        self._words, self._say, self._show, self._refresh = words, say, show, refresh
        self.play_button = labels.add(W.Button(button_style="success", layout=W.Layout(width="auto")),
                                      lazy("Play to my turn"),
                                      lazy("The computer makes every decision up to the next person's decision"))
        self.next_button = labels.add(W.Button(layout=W.Layout(width="auto")), lazy("Computer move"),
                                      lazy("The computer makes one decision: the pending one of its characters"))
        self.play_button.on_click(lambda _b: guard(_b.description, self.play_to_person))
        self.next_button.on_click(lambda _b: guard(_b.description, self.step))
        # the label as wide as its words ("Computer speed" was cut to "Computer…" in the default 80 px)
        self.speed_menu = labels.add(W.Dropdown(options=list(SPEEDS), value=runner.speed, style={"description_width": "initial"},
                                                layout=W.Layout(width="auto", min_width="14em")),
                                     lazy("Computer speed"),
                                     lazy("instant: the computer plays at once; step: one decision at a time, with a "
                                          "pause, to watch it on the board; manual: only when you press a button"))
        labels.also(lambda: relabel_quietly(self.speed_menu, [(str(SPEED_WORDS[s]), s) for s in SPEEDS]))
        self.speed_menu.observe(labels.quiet(lambda speed: guard(lazy("speed"), self.set_speed, speed,
                                                                changes=False)), "value")

    def render(self) -> None:
        """Both buttons pressable only when the pending decision is the computer's and no run is under way."""
        self.play_button.disabled = not self.loop.waiting_for_computer() or self.runner.running
        self.play_button.button_style = "" if self.play_button.disabled else "success"  # green looks pressable
        self.next_button.disabled = self.play_button.disabled

    def step(self) -> str:
        """The computer makes the pending decision of one of its characters; returns it in words."""
        if self.loop.over:
            raise IllegalAction(tr("the game is over: no more choices can be made"))
        if not self.loop.waiting_for_computer():
            raise IllegalAction(tr("this decision is yours to make: the computer plays only its own characters"))
        event = self.loop.advance(limit=1)[0]
        self._show(event)
        said = self._words(event)
        self._say(said)
        self._refresh()
        return said

    def play_to_person(self) -> str:
        """Every computer decision at once, up to the next person's decision (or the end)."""
        if self.loop.over:
            raise IllegalAction(tr("the game is over: no more choices can be made"))
        self.runner.stop()
        made = self.loop.advance()
        said = (trn("The computer made {n} decision.", "The computer made {n} decisions.", len(made), n=len(made))
                if made else tr("Nothing for the computer to do: the pending decision is a person's."))
        self._show(None)
        self._say(said)
        self._refresh()
        return said

    def answer(self, said: str) -> str:
        """A person decided (``said`` is what it did): the computer answers at the chosen speed. Returns
        what the message line says."""
        self.runner.stop()
        self._show(None)
        if self.runner.speed == "instant":
            made = self.loop.advance()
            if made:
                said += " " + trn("The computer made {n} decision.", "The computer made {n} decisions.", len(made),
                                  n=len(made))
        elif self.runner.speed == "manual" and self.loop.waiting_for_computer():
            said += " " + tr("The computer waits: press Computer move for one decision, or Play to my turn.")
        self._say(said)
        if self.runner.speed == "step":
            self.run_in_steps()
        self._refresh()
        return said

    def run_in_steps(self) -> None:
        """The computer's decisions one at a time, the runner's step delay apart, each shown on the board."""
        if self.loop.waiting_for_computer():
            self.runner.run_in_steps(self.loop.waiting_for_computer, self.step, self._steps_done)

    def _steps_done(self, made: int, by_itself: bool) -> None:
        if made and by_itself:
            self._say(trn("The computer made {n} decision.", "The computer made {n} decisions.", made, n=made))
        self._refresh()  # the status line no longer says the computer is playing

    def set_speed(self, speed: str) -> str:
        """``"instant"``, ``"step"`` or ``"manual"`` from now on; the computer plays on if it is its turn."""
        self.runner.set_speed(speed)
        show_quietly(self.speed_menu, speed, self._labels)
        said = tr("Computer speed: {speed}.", speed=SPEED_WORDS[speed])
        self.runner.stop()
        if speed == "instant" and self.loop.waiting_for_computer():
            return self.play_to_person()
        self._say(said)
        if speed == "step":
            self.run_in_steps()
        self._refresh()
        return said


__all__ = ["ComputerControls"]
