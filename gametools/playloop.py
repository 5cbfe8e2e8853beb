"""One play loop for any game of the kit, without a screen: seats, the computer, undo, the recap.

:class:`PlayLoop` drives one game that meets :class:`~gamecore.protocol.GameProtocol` (Leaping
Lemmings, Le grand plongeon, Labyrinth). Some seats are people (``humans``); the computer
plays the others, one chooser per decision from ``computer(seat, decision_index)``, so the
same position always gets the same computer choice (after an undo, a redo, a reload).

* :meth:`PlayLoop.advance` makes the computer's decisions up to the next person's decision or
  the end (or ``limit`` of them: ``limit=1`` is one step); it never decides for a person.
* :meth:`PlayLoop.choose` makes a person's decision; it refuses, changing nothing, when the
  pending decision is not a person's.
* :meth:`PlayLoop.undo_mine` takes back a person's last choice and everything after it: that
  person faces the same decision again, same options. :meth:`PlayLoop.step_back`,
  :meth:`PlayLoop.redo` and :meth:`PlayLoop.goto` move along the history.
* :meth:`PlayLoop.recap`: every decision since a person's last one, as :class:`Event`\\ s.
* :meth:`PlayLoop.subscribe`: a callback told of every change (panels redraw from it).

What differs per game comes in as collaborators, never as ``isinstance`` checks: ``recorder``
(how a decision is made and what is kept of it: the Leaping Lemmings views keep its board data)
and ``prepare`` (called with every game the loop takes: the Leaping Lemmings views set the luck
after an undo there). A seat of -1 (Leaping Lemmings' explicit chance) is never a person's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from gamecore.arguments import shown, whole_number
from gamecore.errors import ArgumentError, IllegalAction
from gamecore.i18n import tr
from gamecore.rng import Chance, derive

from .records import Deciders, Event, LoopGame, Recorder, make, pending_option, plain_recorder, replay_events

#: A chooser: given the game, the option its computer player makes for the pending decision.
Chooser = Callable[[Any], Any]
#: ``computer(seat, decision_index)``: the chooser for that seat's decision at that place of the history.
Computer = Callable[[int, int], Chooser]
#: A computer run stops after this many decisions (a runaway guard, never reached in a game).
AUTOPLAY_LIMIT = 5000


def random_computer(seed: int = 0) -> Computer:
    """The computer of a loop given none: a uniformly random pending option, drawn from ``seed``,
    the decision's index and the seat (so the same position always gets the same choice)."""
    def computer(seat: int, index: int) -> Chooser:
        def choose(game: Any) -> Any:
            return Chance(derive(seed, index, seat)).choice(game.pending.options)
        return choose
    return computer


@dataclass(frozen=True)
class Change:
    """What a subscriber is told: ``what`` changed (``"choose"``, ``"advance"``, ``"undo"``,
    ``"step back"``, ``"redo"``, ``"goto"``, ``"game"``, ``"humans"``) and the ``events`` made by it."""

    what: str
    events: tuple[Event, ...] = ()


@dataclass(frozen=True)
class Checkpoint:
    """Everything a loop is, to put back after a failed action (:meth:`PlayLoop.restore`)."""

    game: Any
    copy: Any
    events: dict[int, Event]
    deciders: Deciders
    humans: frozenset[int]


class PlayLoop:
    """Play ``game`` with people at ``humans`` (seat numbers) and the computer at the other seats.

    ``computer(seat, decision_index)`` returns the chooser of a computer seat's decision
    (default: :func:`random_computer`); ``recorder`` makes a decision and keeps a record of it
    (:data:`~gametools.records.Recorder`; default: ``game.apply`` and no record); ``prepare`` is
    called with every game the loop takes (this one, and each :meth:`replace_game`).
    """

    def __init__(self, game: LoopGame, *, humans: Iterable[int] = (), computer: Computer | None = None,
                 recorder: Recorder | None = None, prepare: Callable[[Any], None] | None = None) -> None:
        self._computer: Computer = computer if computer is not None else random_computer()
        self._recorder: Recorder = recorder if recorder is not None else plain_recorder
        self._prepare = prepare
        self._subscribers: list[Callable[[Change], None]] = []
        self._take(game)
        self._humans = self._seats(humans)

    def __repr__(self) -> str:
        return f"<PlayLoop {self._game!r}; people at {sorted(self._humans)}>"

    # ------------------------------------------------------------ what it holds
    @property
    def game(self) -> Any:
        """The game in play (replace it with :meth:`replace_game`)."""
        return self._game

    @property
    def humans(self) -> frozenset[int]:
        """The seats people play."""
        return self._humans

    @property
    def over(self) -> bool:
        return self._game.pending is None

    @property
    def events(self) -> dict[int, Event]:
        """The events recorded so far by history index (a copy; :meth:`recap` fills in the rest)."""
        return dict(self._events)

    def is_human(self, seat: int | None) -> bool:
        """Whether a person plays ``seat`` (never the chance seat -1)."""
        return seat is not None and seat in self._humans

    def waiting_for_human(self) -> bool:
        """The pending decision is a person's (``False`` once the game is over)."""
        d = self._game.pending
        return d is not None and d.player in self._humans

    def waiting_for_computer(self) -> bool:
        """The pending decision is the computer's (a computer seat's, or chance)."""
        d = self._game.pending
        return d is not None and d.player not in self._humans

    def subscribe(self, callback: Callable[[Change], None]) -> Callable[[], None]:
        """Call ``callback(change)`` after every change; returns the function that unsubscribes."""
        self._subscribers.append(callback)
        return lambda: self._subscribers.remove(callback) if callback in self._subscribers else None

    def _notify(self, what: str, events: Iterable[Event] = ()) -> None:
        change = Change(what, tuple(events))
        for callback in list(self._subscribers):
            callback(change)

    # ------------------------------------------------------------ set-up
    def _seats(self, humans: Iterable[int]) -> frozenset[int]:
        if isinstance(humans, (str, bytes)) or not isinstance(humans, Iterable):
            raise ArgumentError(tr("humans must be seat numbers, not {value}", value=repr(humans)))
        return frozenset(whole_number(h, tr("a person's seat"), 0, self._game.players - 1) for h in humans)

    def _take(self, game: LoopGame) -> None:
        if not isinstance(game, LoopGame):
            raise ArgumentError(tr("the play loop needs a game of the kit (the game protocol), not {kind}",
                                   kind=type(game).__name__))
        self._game = game
        self._events: dict[int, Event] = {}
        self._deciders = Deciders()
        if self._prepare is not None:
            self._prepare(game)

    def set_humans(self, humans: Iterable[int]) -> None:
        """People play ``humans`` (seat numbers) from now on; the record of who decided is kept."""
        self._humans = self._seats(humans)
        self._notify("humans")

    def replace_game(self, game: LoopGame) -> None:
        """Play ``game`` instead (a loaded save, a scenario); the seats are kept by number."""
        self._take(game)
        self._humans = frozenset(h for h in self._humans if h < game.players)
        self._notify("game")

    def checkpoint(self) -> Checkpoint:
        """What :meth:`restore` puts back: the game's position and history, the records, the seats."""
        return Checkpoint(self._game, self._game.copy(), dict(self._events), self._deciders.copy(), self._humans)

    def restore(self, point: Checkpoint) -> None:
        """Put back the loop as it was at ``point`` (the same game object, with its old position). A checkpoint
        may be restored any number of times: the game gets a fresh copy of it, never its own objects."""
        self._game = point.game
        vars(self._game).update(vars(point.copy.copy()))
        self._events, self._deciders, self._humans = dict(point.events), point.deciders.copy(), point.humans
        self._notify("game")

    # ------------------------------------------------------------ deciding
    def _make(self, option: Any, human: bool) -> Event:
        event = make(self._game, option, human, self._recorder)
        # a decision made here ends any other future: the records of later positions are stale
        self._events = {i: e for i, e in self._events.items() if i < event.index}
        self._events[event.index] = event
        self._deciders.note(self._game, event.player)
        return event

    def choose(self, option: Any) -> Event:
        """A person's decision: ``option`` (one of the pending options, or its text). Refused with
        :class:`IllegalAction`, nothing changed, when the game is over or the decision is the computer's."""
        d = self._game.pending
        if d is None:
            raise IllegalAction(tr("the game is over: no more choices can be made"))
        if d.player not in self._humans:
            raise IllegalAction(tr("this decision is the computer's (seat {seat}), not a person's: let the computer "
                                   "play it", seat=d.player))
        event = self._make(option, human=True)
        self._notify("choose", (event,))
        return event

    def advance(self, limit: int | None = None) -> list[Event]:
        """The computer's decisions, up to the next person's decision or the end of the game (at
        most ``limit`` of them; ``limit=1`` is one step). Never decides for a person."""
        if limit is not None:
            whole_number(limit, tr("the number of computer decisions"), 0)
        made: list[Event] = []
        cap = AUTOPLAY_LIMIT if limit is None else min(limit, AUTOPLAY_LIMIT)
        while len(made) < cap and self.waiting_for_computer():
            d = self._game.pending
            option = self._computer(d.player, len(self._game.history))(self._game)
            made.append(self._make(option, human=False))
        if made:
            self._notify("advance", made)
        return made

    # ------------------------------------------------------------ the record
    def deciders(self, upto: int | None = None) -> list[int]:
        """The seat that made each of the first ``upto`` decisions of the history (all by default)."""
        return self._deciders.of(self._game, upto)

    def last_human_position(self, seat: int | None = None) -> int | None:
        """How many decisions into the history ``seat`` (or any person, for ``None``) last decided:
        going back there puts them in front of the decision they answered. ``None`` when they have not."""
        players = self.deciders()
        who = self._humans if seat is None else {seat}
        for k in range(len(players) - 1, -1, -1):
            if players[k] in who:
                return k
        return None

    def recap(self, since: int | None = None, *, seat: int | None = None) -> list[Event]:
        """Every decision from history index ``since`` on (default: ``seat``'s last decision, or any
        person's, that decision first; the whole game when no person has decided yet), in order."""
        start = since if since is not None else (self.last_human_position(seat) or 0)
        whole_number(start, tr("the history position"), 0, len(self._game.history))
        events = replay_events(self._game, self._events, start, self.is_human, self._recorder)
        self._events.update((e.index, e) for e in events)
        return events

    # ------------------------------------------------------------ going back
    def undo_mine(self, seat: int | None = None) -> list[Event]:
        """Take back the last choice of ``seat`` (any person's for ``None``) and every decision after
        it: that person faces the same decision again. Returns what was taken back, their choice first.
        ``seat`` must be a person's: a computer's choice (or chance's) is nobody's to take back."""
        if seat is not None and not self.is_human(seat):
            raise IllegalAction(tr("seat {seat} is not a person's: only a person's own choices are taken back "
                                   "(people sit at {humans})", seat=shown(seat),
                                   humans=", ".join(map(str, sorted(self._humans))) or "-"))
        k = self.last_human_position(seat)
        if k is None:
            raise IllegalAction(tr("there is no choice of yours to take back yet"))
        taken = self.recap(k)
        self._game.goto(k)
        self._notify("undo", taken)
        return taken

    def step_back(self) -> Event:
        """Go back one decision, whoever made it. Returns it."""
        if not self._game.history:
            raise IllegalAction(tr("the game is at its start: there is nothing to step back over"))
        event = self.recap(len(self._game.history) - 1)[0]
        self._game.undo()
        self._notify("step back", (event,))
        return event

    def redo(self) -> Event:
        """Make the last undone decision again (recorded as its seat's). Returns it."""
        if not self._game.can_redo:
            raise IllegalAction(tr("there is nothing to redo"))
        text = self._game.copy().redo()
        option = pending_option(self._game, text)
        event = self._make(option if option is not None else text, human=self.waiting_for_human())
        self._notify("redo", (event,))
        return event

    def goto(self, n: int) -> None:
        """Rewind or replay to the position after the first ``n`` decisions of the whole history."""
        self._game.goto(n)
        self._notify("goto")


__all__ = ["PlayLoop", "Change", "Checkpoint", "Chooser", "Computer", "AUTOPLAY_LIMIT", "random_computer"]
