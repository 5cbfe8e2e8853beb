"""Who plays which seat of Le grand plongeon, and the computer's turns between a person's decisions.

:class:`PlongeonPlay` drives a game without any widget: people play the seats in ``humans``,
a computer chooser (by default :class:`lemmings.plongeon.RandomBot`) plays every other seat.

* :meth:`advance` lets the computer make every decision up to the next person's decision (or the end);
* :meth:`choose` makes one decision of a person: one choice or several (a click on a far hex is
  a card's whole move: its steps and the stop), never a computer seat's;
* :meth:`undo_mine` goes back to the person's last decision, with the same options;
* :meth:`recap` is what happened since that decision: each computer choice in words with the
  log lines it wrote.

The view (:class:`widgets.plongeon_view.PlongeonView`) only reads and calls these.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from gamecore.errors import ArgumentError, IllegalAction
from gamecore.i18n import tr
from plongeon import COLOURS, Game, RandomBot

#: A computer player: the game in, one of its pending options out.
Chooser = Callable[[Game], Any]
#: At most this many computer decisions in one :meth:`PlongeonPlay.advance` (a game ends long before).
MAX_RUN = 5000


@dataclass(frozen=True)
class RecapEntry:
    """One computer decision: the seat, the choice's text and words (as it was made) and the log lines it wrote."""

    seat: int
    choice: str
    words: str
    lines: tuple[Any, ...]

    @property
    def colour(self) -> str:
        return COLOURS[self.seat]


class PlongeonPlay:
    """A game, the seats people play (``humans``) and the computer's choosers for the others."""

    def __init__(self, game: Game, humans: Iterable[int] = (0,), choosers: Mapping[int, Chooser] | None = None,
                 seed: int = 0) -> None:
        self.game = game
        self.humans = frozenset(humans)
        bad = sorted(p for p in self.humans if not (isinstance(p, int) and 0 <= p < game.players))
        if bad:
            raise ArgumentError(tr("the seats people play must be 0 to {last}, not {seats}", last=game.players - 1,
                                   seats=", ".join(map(repr, bad))))
        self._seed = seed
        self._helpers: dict[int, Chooser] = {}  # the computer choosing for a person who asks it to
        self.choosers: dict[int, Chooser] = {}
        for p in range(game.players):
            if p not in self.humans:
                self.choosers[p] = (choosers or {}).get(p) or RandomBot(seed + p).choose
        #: history lengths at which a person's decision began (undo_mine goes back to the last one)
        self._mine: list[int] = []
        self._recap: list[RecapEntry] = []

    # ------------------------------------------------------------- reading
    @property
    def seat(self) -> int | None:
        """The person whose decision is pending, ``None`` when the computer is to play or the game is over."""
        d = self.game.pending
        return d.player if d is not None and d.player in self.humans else None

    def recap(self) -> tuple[RecapEntry, ...]:
        """The computer's decisions since the person's last decision, oldest first."""
        return tuple(self._recap)

    @property
    def can_undo(self) -> bool:
        return bool(self._mine) or any(True for _ in self._earlier_human_decision())

    # ------------------------------------------------------------ deciding
    def chooser_for(self, seat: int) -> Chooser:
        """The computer's chooser for ``seat``; for a person's seat, one that may choose for them when asked."""
        if seat in self.choosers:
            return self.choosers[seat]
        return self._helpers.setdefault(seat, RandomBot(self._seed + seat).choose)

    def advance(self, limit: int = MAX_RUN) -> tuple[RecapEntry, ...]:
        """The computer plays every decision up to a person's (or the end, or ``limit`` decisions);
        returns what it did."""
        made: list[RecapEntry] = []
        for _ in range(limit):
            d = self.game.pending
            if d is None or d.player in self.humans:
                break
            made.append(self._apply(d.player, self.choosers[d.player](self.game)))
        self._recap += made
        return tuple(made)

    def choose(self, options: Any | list[Any]) -> list[Any]:
        """A person's decision: one option (or its text), or a list of them made in one go (a list, as
        an option is itself a tuple). A refused choice leaves the game as it was."""
        group = list(options) if isinstance(options, list) else [options]
        d = self.game.pending
        if d is None:
            raise IllegalAction(tr("the race is over: there is no decision left"))
        if d.player not in self.humans:
            raise IllegalAction(tr("{who} is played by the computer: it is not your decision",
                                   who=self.game.state.colour_name(d.player)))
        start = len(self.game.history)
        made = []
        try:
            for option in group:
                made.append(self.game.apply(option))
        except IllegalAction:
            self.game.goto(start)
            raise
        self._mine.append(start)
        self._recap = []
        return made

    def undo_mine(self) -> str:
        """Back to the person's last decision (what the computer did since is taken back too); returns
        the choices taken back, as text."""
        target = self._mine.pop() if self._mine else next(self._earlier_human_decision(), None)
        if target is None:
            raise IllegalAction(tr("there is no decision of yours to take back"))
        taken = self.game.history[target:]
        self.game.goto(target)
        self._recap = []
        return ", ".join(taken)

    def _earlier_human_decision(self) -> Iterable[int]:
        """History lengths, latest first, where a person's decision was pending (a loaded game, whose
        decisions this object did not see): replayed on a copy."""
        n = len(self.game.history)
        for k in range(n - 1, -1, -1):
            probe = self.game.copy()
            probe.goto(k)
            if probe.pending is not None and probe.pending.player in self.humans:
                yield k
                return

    def _apply(self, seat: int, option: Any) -> RecapEntry:
        game = self.game
        words = game.describe(option)
        lines = len(game.state.log)
        chosen = game.apply(option)
        return RecapEntry(seat, str(chosen), words, tuple(game.state.log[lines:]))


__all__ = ["PlongeonPlay", "RecapEntry", "Chooser", "MAX_RUN"]
