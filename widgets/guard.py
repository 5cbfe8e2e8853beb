"""The guard every callback of a view runs through, and the view's message line.

:class:`Guard` runs a callback in the view's language; if it raises, the play loop is put back as
it was (:meth:`gametools.PlayLoop.checkpoint` and ``restore``), the error is shown in words on
the message line (the traceback of an unexpected one in the error box) and the view is told,
so that it forgets what it was showing and redraws. An error never escapes a callback and never
half-applies. The guard knows the view only through its constructor's arguments.
"""

from __future__ import annotations

import html
import traceback
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from gamecore.errors import IllegalAction, LemmingsError
from gamecore.i18n import Message, tr
from gamecore.i18n import language as _speaking

#: The message line's colours by kind of message.
COLOURS = {"info": "#1f3a5f", "explain": "#9a5b00", "ok": "#1e7d32"}


class Guard:
    """Callbacks in a view's language, errors in words, the state put back.

    ``message`` is the line that says what happened; ``errors`` the box for an unexpected error's
    traceback; ``language()`` the view's language; ``checkpoint()`` and ``restore(point)`` save and
    put back what a failed callback may have changed (``None`` from ``checkpoint``: nothing to put
    back); ``recover(restored)`` is called after an error (``restored``: the state was put back) to
    forget what the board showed and redraw; an error there is shown in the error box too."""

    def __init__(self, message: W.HTML, errors: W.Output, *, language: Callable[[], str | None],
                 checkpoint: Callable[[], Any], restore: Callable[[Any], None],
                 recover: Callable[[bool], None]) -> None:
        self.message, self.errors = message, errors
        self._language, self._checkpoint, self._restore, self._recover = language, checkpoint, restore, recover

    def __call__(self, action: str | Message, fn: Callable[..., Any], *args: Any, changes: bool = True) -> Any:
        """Run ``fn(*args)``; on any exception put back the state (when ``changes``), show the error
        in words and return ``None``."""
        with _speaking(self._language()):
            point = self._checkpoint() if changes else None
            try:
                return fn(*args)
            except Exception as exc:  # noqa: BLE001  (every error must reach the message area)
                if point is not None:
                    self._restore(point)
                self.show_error(action, exc)
                try:
                    self._recover(point is not None)
                except Exception as again:  # noqa: BLE001
                    self.errors.append_stderr(tr("redraw after the error failed too: {error}", error=repr(again)) + "\n")
                return None

    def show_error(self, action: str | Message, exc: BaseException) -> None:
        """``exc`` in words on the message line (its traceback in the error box when unexpected)."""
        what, why = html.escape(str(action)), html.escape(str(exc))
        if isinstance(exc, IllegalAction):
            text = tr("<b>Not allowed</b> ({action}): {reason}", action=what, reason=why)
        elif isinstance(exc, (LemmingsError, ValueError)):
            text = tr("<b>Cannot do that</b> ({action}): {reason}", action=what, reason=why)
        else:
            text = tr("<b>Error</b> in {action}: {kind}: {reason} — the game was left as it was; details below.",
                      action=what, kind=html.escape(type(exc).__name__), reason=why)
            self.errors.append_stderr("".join(traceback.format_exception(exc)))
        self.message.value = f'<span style="color:#a93226">{text}</span>'

    def say(self, text: str | Message, kind: str = "info") -> None:
        """``text`` on the message line, in the view's language (``kind``: ``info``, ``explain``, ``ok``)."""
        with _speaking(self._language()):
            self.message.value = f'<span style="color:{COLOURS.get(kind, COLOURS["info"])}">{html.escape(str(text))}</span>'


__all__ = ["Guard", "COLOURS"]
