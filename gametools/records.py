"""What the play loop remembers of a game's decisions, for any game of the kit.

* :class:`Event`: one decision made, with the game's own words for it and, when the loop was
  given a :data:`Recorder`, a game-specific ``detail`` (Leaping Lemmings' views keep the board
  data of a decision there: routes, eagle flights, eaten lemmings).
* :class:`Deciders`: which seat made each decision of the history. The history keeps only the
  choices' texts, so a decision made elsewhere (a loaded save, code run in a notebook cell) is
  found by replaying the history on a copy of the game.
* :func:`replay_events`: the events of a stretch of the history, those recorded as they were
  made and, for the others, made again on a copy.

Nothing here draws or knows a widget; the loop (:mod:`gametools.playloop`) composes them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from gamecore.protocol import GameProtocol


@runtime_checkable
class LoopGame(GameProtocol, Protocol):
    """A game the play loop can drive: the protocol, plus a ``copy`` (the recap and the record of
    who decided replay on a copy, never on the game in play) and ``can_redo``. All three games of
    the kit are one."""

    def copy(self) -> Any: ...

    @property
    def can_redo(self) -> bool: ...


#: Makes ``option`` on ``game`` for a seat (``human`` says whose): returns the option made (as the
#: game's ``apply`` returns it) and a game-specific record of what it did (``None`` when none is
#: kept). It must leave the game unchanged when it raises, as ``apply`` does.
Recorder = Callable[[Any, Any, bool], tuple[Any, Any]]


def plain_recorder(game: Any, option: Any, human: bool) -> tuple[Any, None]:
    """The recorder of a loop given none: ``game.apply(option)``, and no detail."""
    return game.apply(option), None


def state_log(game: Any) -> Sequence[Any]:
    """The log the kit's three games keep: ``game.state.log``, a list of messages worded when read
    (:func:`gamecore.i18n.log_line`)."""
    return game.state.log


def log_recorder(lines: Callable[[Any], Sequence[Any]] = state_log) -> Recorder:
    """A recorder that keeps what the game's log said of each decision: the entries ``lines(game)``
    gained while the option was applied (default: :func:`state_log`), as a tuple, so a view words
    them in its language when it shows them. A decision made outside the loop gets its lines too,
    since the recap replays it through the same recorder."""
    def record(game: Any, option: Any, human: bool) -> tuple[Any, tuple[Any, ...]]:
        before = len(lines(game))
        chosen = game.apply(option)
        return chosen, tuple(lines(game)[before:])
    return record


@dataclass(frozen=True)
class Event:
    """One decision of a game: its place in the history (``index``, 0 for the first), the seat
    that made it (``player``; -1 for Leaping Lemmings' explicit chance), the decision's ``kind``,
    the ``option`` as the history keeps it, the game's own ``words`` for it (``describe``, read
    before it was made), whether a person's seat made it (``human``), ``detail``, what the
    loop's recorder kept of it, and ``chosen``, the option as the game's ``apply`` returned it."""

    index: int
    player: int
    kind: str
    option: str
    words: str
    human: bool
    detail: Any = None
    chosen: Any = None


def pending_option(game: Any, option: Any) -> Any:
    """The pending option ``option`` means: itself, an equal one, or one whose text matches
    (spaces and case aside); ``None`` when no pending option matches."""
    d = game.pending
    if d is None:
        return None
    text = " ".join(option.split()).lower() if isinstance(option, str) else None
    for o in d.options:
        if o is option:
            return o
    for o in d.options:
        if o == option or (text is not None and " ".join(str(o).split()).lower() == text):
            return o
    return None


def make(game: Any, option: Any, human: bool, recorder: Recorder) -> Event:
    """Make ``option`` on ``game`` through ``recorder`` and return its :class:`Event`. Raises what
    the game raises for a refused option (the game is then unchanged)."""
    d = game.pending
    matched = pending_option(game, option)
    # the words are read in the position the option belongs to: after the move it may mean nothing
    words = str(game.describe(matched)) if matched is not None else None
    chosen, detail = recorder(game, matched if matched is not None else option, human)
    return Event(len(game.history) - 1, d.player, str(d.kind), game.history[-1],
                 words if words is not None else str(chosen), human, detail, chosen)


class Deciders:
    """The seat that made each decision of a game's history, kept as the loop makes them and
    found again by replaying the history when the game moved elsewhere."""

    def __init__(self) -> None:
        self._seen: list[str] = []
        self._players: list[int] = []

    def note(self, game: Any, player: int) -> None:
        """``player`` made the decision just applied (the last of ``game``'s history)."""
        self.of(game, upto=len(game.history) - 1)
        if len(self._players) == len(game.history) - 1:
            self._players.append(player)
            self._seen.append(game.history[-1])

    def of(self, game: Any, upto: int | None = None) -> list[int]:
        """The seat that made each of the first ``upto`` decisions of ``game``'s history (all by default)."""
        history = game.history
        upto = len(history) if upto is None else upto
        same = 0
        for a, b in zip(self._seen, history[:upto], strict=False):
            if a != b:
                break
            same += 1
        del self._seen[same:], self._players[same:]
        if same < upto:  # replay the part not seen being made
            probe = game.copy()
            probe.goto(same)
            for choice in history[same:upto]:
                self._players.append(probe.pending.player)
                self._seen.append(choice)
                probe.apply(choice)
        return self._players[:upto]

    def copy(self) -> Deciders:
        other = Deciders()
        other._seen, other._players = list(self._seen), list(self._players)
        return other


def replay_events(game: Any, events: Mapping[int, Event], start: int, is_human: Callable[[int], bool],
                  recorder: Recorder) -> list[Event]:
    """The events of ``game``'s decisions ``start`` onwards: those in ``events`` (recorded as they
    were made) and, from the first decision made elsewhere on, each made again on a copy of the
    game, so that the list always holds one event per decision."""
    history = game.history
    out: list[Event] = []
    probe: Any = None
    for i in range(start, len(history)):
        event = events.get(i)
        if event is not None and event.option == history[i] and probe is None:
            out.append(event)
            continue
        if probe is None:  # replay once, from the first decision not recorded
            probe = game.copy()
            probe.goto(i)
        option = pending_option(probe, history[i])
        player = probe.pending.player
        out.append(make(probe, option if option is not None else history[i], is_human(player), recorder))
    return out


__all__ = ["Event", "Deciders", "LoopGame", "Recorder", "plain_recorder", "log_recorder", "state_log", "pending_option",
           "make", "replay_events"]
