"""Le grand plongeon on the kit's play loop (:class:`gametools.PlayLoop`): its two collaborators, and
a person's decision made of several choices.

* :func:`plongeon_computer`: the computer's chooser for a seat's decision, a bot of the chosen level
  (:data:`LEVELS`: :class:`plongeon.SensibleBot` by default, or :class:`plongeon.RandomBot`) seeded
  from the view's seed, the decision's index and the seat (the same position always gets the same
  computer choice, after an undo too);
* :func:`log_recorder`: makes a choice and keeps the log lines it wrote (they say why a move
  ended), as the :class:`~gametools.records.Event`'s ``detail``;
* :class:`Decisions`: a click on the board may be several choices (a card's whole move: its steps
  and the stop); it makes them through the loop as one decision of the person, and takes them
  back together (:meth:`Decisions.undo`).

No widget here: :class:`~widgets.plongeon_view.PlongeonView` composes them.
"""

from __future__ import annotations

from typing import Any

from gamecore.errors import ArgumentError, IllegalAction
from gamecore.i18n import lazy, tr
from gamecore.rng import derive
from gametools.playloop import Checkpoint, Computer, PlayLoop
from gametools.records import Event
from plongeon import RandomBot, SensibleBot

#: The computer's levels: key, bot class and name in words (the app's menu), the default first.
LEVELS = {"sensible": (SensibleBot, lazy("sensible")), "random": (RandomBot, lazy("random"))}
#: What the levels do, for the menu's tooltip.
LEVELS_TIP = lazy("sensible: heads for the finish; random: any legal choice, leaning forward")
DEFAULT_LEVEL = "sensible"


def plongeon_computer(seed: int = 0, level: str = DEFAULT_LEVEL) -> Computer:
    """The computer of a Le grand plongeon loop: a bot of ``level`` (a key of :data:`LEVELS`), one per
    decision, seeded from ``seed``, the decision's index and the seat."""
    if level not in LEVELS:
        raise ArgumentError(tr("level must be one of {levels}, not {value}", levels=", ".join(LEVELS),
                               value=f"{level!r:.40}"))
    bot = LEVELS[level][0]

    def computer(seat: int, index: int) -> Any:
        return bot(derive(seed, index, seat)).choose
    return computer


def log_recorder(game: Any, option: Any, human: bool) -> tuple[Any, tuple[Any, ...]]:
    """Make ``option`` and keep the log lines it wrote (messages: read in any language later)."""
    lines = len(game.state.log)
    chosen = game.apply(option)
    return chosen, tuple(game.state.log[lines:])


class Decisions:
    """A person's decisions, each one or several choices made through ``loop`` in one go."""

    def __init__(self, loop: PlayLoop) -> None:
        self.loop = loop
        #: history lengths where a person's decision of several choices began
        self._starts: list[int] = []

    def make(self, choices: list[Any]) -> list[Event]:
        """Make ``choices`` as one decision of the person; if one is refused, none is made."""
        point: Checkpoint = self.loop.checkpoint()
        start = len(self.loop.game.history)
        made: list[Event] = []
        try:
            for option in choices:
                made.append(self.loop.choose(option))
        except IllegalAction:
            self.loop.restore(point)
            raise
        self._starts.append(start)
        return made

    def undo(self) -> list[Event]:
        """Back to the person's last decision: every choice of it and what the computer did since."""
        start = self._starts.pop() if self._starts else None
        taken = self.loop.undo_mine()
        while start is not None and len(self.loop.game.history) > start:
            k = self.loop.last_human_position()
            if k is None or k < start:
                break
            taken = self.loop.undo_mine() + taken
        return taken

    def since_mine(self) -> list[Event]:
        """The computer's decisions since the person's last one (all of them when no person has decided)."""
        return [e for e in self.loop.recap() if not e.human]

    @property
    def can_undo(self) -> bool:
        return self.loop.last_human_position() is not None

    def save(self) -> tuple[Checkpoint, list[int]]:
        """What :meth:`put_back` restores (the view's guard takes one before each action)."""
        return self.loop.checkpoint(), list(self._starts)

    def put_back(self, saved: tuple[Checkpoint, list[int]]) -> None:
        self.loop.restore(saved[0])
        self._starts = list(saved[1])


def took_back(events: list[Event]) -> str:
    """The choices an undo took back, in words."""
    return tr("Took back: {choice}. It is your decision again.", choice="; ".join(e.words for e in events))


__all__ = ["LEVELS", "LEVELS_TIP", "DEFAULT_LEVEL", "plongeon_computer", "log_recorder", "Decisions", "took_back"]
