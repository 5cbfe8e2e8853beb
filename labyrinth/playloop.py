"""A table of Labyrinth without a screen: seats played by people or by the computer, the computer's
decisions run between the people's, "undo my last choice", and a recap of every decision.

>>> from labyrinth.game import Game
>>> table = PlayLoop(Game.new(3, seed=1), humans=[0])
>>> table.to_play is None or table.to_play == 0      # the computers have played up to seat 0's decision
True

The widget (:class:`widgets.labyrinth_view.LabyrinthView`) drives its game only through this object:
:attr:`to_play`, :attr:`person_to_play`, :meth:`choose`, :meth:`run_computers`, :meth:`computer_step`,
:meth:`undo_mine`, :attr:`recap`, and :meth:`snapshot`/:meth:`restore` (a failed callback leaves nothing
changed). It is the seam where the kit's shared play loop (issue 28) can take its place.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from gamecore.errors import IllegalAction
from gamecore.i18n import Message, tr
from gamecore.rng import Chance

from .bot import random_choice
from .game import Game

#: The most computer decisions one run makes before handing back (a game of computers only may be long).
MAX_RUN = 2000


class Entry(NamedTuple):
    """One decision made at the table: the seat, the option, whether the computer made it, the log lines
    it caused (messages, worded when shown: :func:`gamecore.i18n.log_line`)."""

    seat: int
    option: str
    computer: bool
    log: tuple[Message | str, ...]


class PlayLoop:
    """``game`` played with people at the seats of ``humans`` (seat indices) and the random bot at the
    others (its luck from ``seed``). The computers play at once, up to the next person's decision."""

    def __init__(self, game: Game, humans: Iterable[int] = (0,), seed: int = 0) -> None:
        self.game = game
        self.humans = frozenset(humans)
        bad = sorted(h for h in self.humans if not isinstance(h, int) or not 0 <= h < game.players)
        if bad:
            raise ValueError(tr("seats are numbered 0 to {last}, not {seats}", last=game.players - 1,
                                seats=", ".join(map(str, bad))))
        self.seed = seed
        self._chance = Chance(seed)
        self._base = len(game.history)   # choices made before the table was set: nobody's to undo
        self.recap: list[Entry] = []
        self.run_computers()

    # ------------------------------------------------------------------ reading
    @property
    def to_play(self) -> int | None:
        """The seat whose decision is pending, ``None`` once the game is over."""
        d = self.game.pending
        return None if d is None else d.player

    @property
    def person_to_play(self) -> bool:
        """True when a person's decision is pending."""
        return self.to_play is not None and self.to_play in self.humans

    # ------------------------------------------------------------------ playing
    def choose(self, option: str) -> list[Entry]:
        """A person's choice (an option or its text), then the computers' decisions up to the next person's.
        Refused with :class:`IllegalAction`, the game unchanged, when no person is to play or the option is
        not allowed."""
        if not self.person_to_play:
            raise IllegalAction(tr("it is not a person's decision now: the computer plays {player}",
                                   player=self._who()) if self.to_play is not None else
                                tr("the game is over: no more choices can be made"))
        made = [self._make(option, computer=False)]
        return made + self.run_computers()

    def run_computers(self, limit: int = MAX_RUN) -> list[Entry]:
        """The computer's decisions, up to a person's decision, the end of the game or ``limit`` decisions."""
        made = []
        while len(made) < limit and self.to_play is not None and not self.person_to_play:
            made.append(self._make(random_choice(self.game, self._chance), computer=True))
        return made

    def computer_step(self) -> Entry:
        """One decision by the computer, whoever's it is (a person may let the computer choose)."""
        if self.to_play is None:
            raise IllegalAction(tr("the game is over: no more choices can be made"))
        return self._make(random_choice(self.game, self._chance), computer=True)

    def _make(self, option: str, computer: bool) -> Entry:
        seat, before = self.to_play, len(self.game.state.log)
        chosen = self.game.apply(option)
        entry = Entry(seat, chosen, computer, tuple(self.game.state.log[before:]))
        self.recap.append(entry)
        return entry

    def undo_mine(self) -> Entry:
        """Take back the people's last choice and everything the computer did after it: the game returns
        to that decision. Refused when no person has chosen yet (or only before the table was set)."""
        mine = [i for i, e in enumerate(self.recap) if not e.computer]
        if not mine:
            raise IllegalAction(tr("there is no choice of yours to take back"))
        last = mine[-1]
        self.game.goto(self._base + last)
        entry = self.recap[last]
        del self.recap[last:]
        return entry

    def snapshot(self) -> tuple[Game, list[Entry], int]:
        """Everything :meth:`restore` needs to put the table back as it is now."""
        return self.game.copy(), list(self.recap), self._chance.counter

    def restore(self, snap: tuple[Game, list[Entry], int]) -> None:
        """Put the table back as :meth:`snapshot` saw it (the same game object: references to it stay valid)."""
        game, recap, counter = snap
        vars(self.game).update(vars(game))
        self.recap = list(recap)
        self._chance = Chance(self.seed, counter)

    def _who(self) -> str:
        return self.game.state.name(self.to_play) if self.to_play is not None else ""

    def __repr__(self) -> str:
        seats = ", ".join(("person" if p in self.humans else "computer") for p in range(self.game.players))
        return f"<PlayLoop {seats}: {self.game!r}>"


__all__ = ["PlayLoop", "Entry", "MAX_RUN"]
