"""Every callback of :class:`~widgets.view.GameView` runs through :meth:`GuardMixin._guarded`:
in the view's language, and if it raises, the game is put back as it was and the error is
shown in words (an error never escapes a callback or half-applies)."""

from __future__ import annotations

import html
import traceback
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from gamecore.errors import IllegalAction, LemmingsError
from gamecore.i18n import Message, tr
from gamecore.i18n import language as _speaking

from .logic import BoardInteraction


class GuardMixin:
    """``_guarded``, the error line and the message line (mixed into ``GameView``)."""

    language: str
    game: Any
    items: dict[int, Any]
    interaction: BoardInteraction
    running: bool
    recap_shown: int | None
    preview: Any
    message: W.HTML
    errors: W.Output
    # provided by GameView
    _apply_person: Any
    refresh: Any

    def _guarded(self, action: str | Message, fn: Callable[..., Any], *args: Any, changes: bool = True) -> Any:
        """Run a callback in the view's language; on any exception restore the game and show the
        error in words."""
        with _speaking(getattr(self, "language", None)):
            return self._guarded_here(action, fn, *args, changes=changes)

    def _guarded_here(self, action: str | Message, fn: Callable[..., Any], *args: Any, changes: bool = True) -> Any:
        before = self.game.copy() if changes else None
        game_obj = self.game
        items = dict(self.items)
        try:
            return fn(*args)
        except Exception as exc:  # noqa: BLE001  (every error must reach the message area)
            if before is not None:
                self.game = game_obj
                vars(self.game).update(vars(before))
                self.items = items
                self.interaction = BoardInteraction(self.game, self._apply_person)
            self.running = False
            self.recap_shown = self.preview = None  # what the board was asked to show may be the cause
            self._show_error(action, exc)
            try:
                self.refresh(full=before is not None)
            except Exception as again:  # noqa: BLE001
                self.errors.append_stderr(tr("redraw after the error failed too: {error}", error=repr(again)) + "\n")
            return None

    def _show_error(self, action: str | Message, exc: BaseException) -> None:
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

    def _say(self, text: str | Message, kind: str = "info") -> None:
        colour = {"info": "#1f3a5f", "explain": "#9a5b00", "ok": "#1e7d32"}.get(kind, "#1f3a5f")
        with _speaking(self.language):
            self.message.value = f'<span style="color:{colour}">{html.escape(str(text))}</span>'


__all__ = ["GuardMixin"]
