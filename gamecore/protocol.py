"""The game protocol: what every game of the kit offers, written down once.

Leaping Lemmings (:class:`lemmings.Game`), Le grand plongeon (:class:`plongeon.Game`)
and Labyrinth (:class:`labyrinth.Game`) each implement :class:`GameProtocol`, so a tool that
works on any game (the OpenSpiel and PettingZoo adapters, the conformance tests in
``tests/test_protocol.py``) needs nothing but these members:

* :attr:`~GameProtocol.pending`: the decision the game waits for (a :class:`PendingDecision`:
  ``player``, ``kind``, ``options``, ``prompt``), ``None`` once the game is over;
* :meth:`~GameProtocol.apply`: make one of the pending options (an option or its text);
* :meth:`~GameProtocol.undo`, :meth:`~GameProtocol.redo`, :meth:`~GameProtocol.goto` and
  :attr:`~GameProtocol.history` (every choice as text): a game is its setup plus its history;
* :attr:`~GameProtocol.over`, :attr:`~GameProtocol.winner` and :meth:`~GameProtocol.standings`
  (``(place, …)`` best first; equal places share a rank);
* :meth:`~GameProtocol.describe`: an option in words; :meth:`~GameProtocol.view`: the JSON-ready
  part of the position one seat may know;
* :meth:`~GameProtocol.to_json` and :meth:`~GameProtocol.from_json`: saves;
* :meth:`~GameProtocol.svg`: the position as an SVG picture.

This module holds only types, so it sits in the vocabulary layer and any game may import it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, runtime_checkable

from .arguments import whole_number
from .errors import IllegalAction
from .i18n import number, tr
from .limits import MAX_HISTORY


@runtime_checkable
class PendingDecision(Protocol):
    """A decision: ``player`` (a seat number; Leaping Lemmings' chance player is -1) chooses one of
    ``options`` (each an option object whose ``str`` the game's ``apply`` also accepts), asked by
    ``prompt``; ``kind`` names the sort of decision (``"move"``, ``"action"``…)."""

    @property
    def player(self) -> int: ...

    @property
    def kind(self) -> str: ...

    @property
    def options(self) -> Sequence[Any]: ...

    @property
    def prompt(self) -> str: ...


@runtime_checkable
class GameProtocol(Protocol):
    """One game driven one decision at a time; see the module notes for what each member does."""

    @property
    def pending(self) -> PendingDecision | None: ...

    @property
    def players(self) -> int: ...

    def apply(self, option: Any) -> Any: ...

    def undo(self) -> str: ...

    def redo(self) -> str: ...

    def goto(self, n: int) -> None: ...

    @property
    def history(self) -> tuple[str, ...]: ...

    @property
    def over(self) -> bool: ...

    @property
    def winner(self) -> str | None: ...

    def standings(self) -> list[tuple[int, Any]]: ...

    def describe(self, option: Any) -> str: ...

    def view(self, seat: int) -> dict[str, Any]: ...

    def to_json(self, indent: int | None = None) -> str: ...

    @classmethod
    def from_json(cls, text: str, source: str = "<json>") -> GameProtocol: ...

    def svg(self) -> str: ...


def history_at(history: Sequence[str], redo: Sequence[str], n: Any) -> tuple[list[str], list[str]]:
    """What ``goto(n)`` keeps, for every game: the first ``n`` choices of the full history (the
    choices made, then the undone ones in the order they were made) and the redo list that holds
    the rest (last undone last). ``n`` outside ``0..len(full)`` is an ``ArgumentError``."""
    full = list(history) + list(reversed(redo))
    whole_number(n, tr("the history position"), 0, len(full))
    return full[:n], list(reversed(full[n:]))


def redo_next(redo: Sequence[str], apply: Callable[[str], object]) -> str:
    """``redo()`` for every game: make again the last undone choice (the last of ``redo``) through
    the game's own ``apply``, which takes it off the redo list; returns its text."""
    if not redo:
        raise IllegalAction(tr("there is nothing to redo"))
    text = redo[-1]
    apply(text)
    return text


def refuse_past_limit(made: int) -> None:
    """Every game's ``apply`` calls this first with the number of choices made: a game holding
    :data:`~gamecore.limits.MAX_HISTORY` choices refuses one more, changing nothing, so that every
    game the engine allows can be saved and loaded back."""
    if made >= MAX_HISTORY:
        raise IllegalAction(tr("this game holds {n} choices, the most a game may hold (so that it can still be "
                               "saved and loaded): save it, or undo, and start a new game to play on",
                               n=number(MAX_HISTORY)), rule="limits")


__all__ = ["GameProtocol", "PendingDecision", "history_at", "redo_next", "refuse_past_limit"]
