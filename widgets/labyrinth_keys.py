"""Labyrinth without a pointer or a screen: what :class:`~widgets.labyrinth_view.LabyrinthView` says to a
screen reader and how it reads a typed choice.

The board's cursor is :class:`~widgets.labyrinth_board.LabyrinthBoard`'s (its ``keys`` and ``keyboard``);
the move box and the board in words are the kit's (:mod:`widgets.move_box`). Here:

* :func:`landmarks`: the view's parts a screen reader jumps between (the status, the board, the decision,
  the move box and the board in words, the characters, the recap, the history), by CSS class, in the
  current language (for :attr:`widgets.keys.BoardKeys.landmarks`).
* :func:`option_named`: the option a typed text names (its notation in any case and spacing, or its words).
* :class:`Announcer`: one sentence in the live region after each change: the message line's news (the
  person's decision, a refusal and its reason, a new deal), then each decision the computer made since,
  in words, then the status line when it changed (whose decision it is now, or who won). The kit's
  :func:`widgets.cursor.announce_changes` says each line apart, and a line said in the same moment as
  another is lost in the page (the live region shows only the last); this says them as one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as W

from gamecore.i18n import tr, trn

from .cursor import plain
from .keys import BoardKeys

#: The classes the view's parts carry (the landmarks of :func:`landmarks`).
STATUS_CLASS, BOARD_AREA, DECISION_CLASS = "labyrinth-status", "labyrinth-board-area", "labyrinth-decision"
WORDS_CLASS, SEATS_CLASS, RECAP_CLASS, HISTORY_CLASS = ("labyrinth-words", "labyrinth-seats", "labyrinth-recap",
                                                         "labyrinth-history")
#: At most this many of the computer's decisions are said one by one after a change; more are counted.
SAID_DECISIONS = 12


def landmarks() -> dict[str, list[str]]:
    """``{CSS class: [role, name]}`` for the view's landmarks, in the current language."""
    return {STATUS_CLASS: ["region", tr("Game status")], BOARD_AREA: ["region", tr("Board")],
            DECISION_CLASS: ["region", tr("Your decision")], WORDS_CLASS: ["region", tr("Moves and the board in words")],
            SEATS_CLASS: ["region", tr("Characters")], RECAP_CLASS: ["region", tr("Recap")],
            HISTORY_CLASS: ["region", tr("History")]}


def _squash(text: str) -> str:
    return " ".join(text.split()).casefold()


def option_named(options: Sequence[str], words: Callable[[str], str], text: str) -> str:
    """The option of ``options`` that ``text`` names: its notation in any case and spacing, or its words
    (``words(option)``); else ``text`` itself, so that the engine refuses it with its reason.

    >>> option_named(["move 0414a", "end"], {"end": "end the turn"}.get, "  MOVE   0414A ")
    'move 0414a'
    >>> option_named(["move 0414a", "end"], {"end": "end the turn"}.get, "End the turn")
    'end'
    >>> option_named(["end"], {"end": "end the turn"}.get, "fly")
    'fly'
    """
    wanted = _squash(text)
    for option in options:
        if _squash(option) == wanted:
            return option
    named = [o for o in options if _squash(words(o) or "") == wanted]
    return named[0] if len(named) == 1 else text.strip()


class Announcer:
    """Says one sentence in ``keys``' live region after each change (see the module's text).

    ``message`` and ``status`` are the view's lines (HTML widgets); ``news()`` gives the words of each
    decision the computer made since it was last asked (``[]``: none). The view calls :meth:`flush` once its
    lines are up to date."""

    def __init__(self, keys: BoardKeys, message: W.HTML, status: W.HTML, news: Callable[[], list[str]]) -> None:
        self.keys, self._message, self._status, self._news = keys, message, status, news
        self._fresh = ""
        self._heard_status = plain(status.value)
        message.observe(self._noted, "value")

    def _noted(self, change: dict[str, Any]) -> None:
        self._fresh = plain(change["new"])

    def flush(self) -> str:
        """Say what changed since the last time, as one sentence; returns it (``""``: nothing new)."""
        parts = [self._fresh] if self._fresh else []
        self._fresh = ""
        news = self._news()
        parts += news[:SAID_DECISIONS]
        if len(news) > SAID_DECISIONS:
            more = len(news) - SAID_DECISIONS
            parts.append(trn("and {n} more decision of the computer (in the recap).",
                             "and {n} more decisions of the computer (in the recap).", more, n=more))
        status = plain(self._status.value)
        if status and status != self._heard_status:
            parts.append(status)
        self._heard_status = status
        said = " ".join(p if p.rstrip()[-1:] in ".!?:" else p + "." for p in parts if p.strip())
        if said:
            self.keys.say(said)
        return said


__all__ = ["Announcer", "landmarks", "option_named", "STATUS_CLASS", "BOARD_AREA", "DECISION_CLASS", "WORDS_CLASS",
           "SEATS_CLASS", "RECAP_CLASS", "HISTORY_CLASS", "SAID_DECISIONS"]
