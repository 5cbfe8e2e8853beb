"""``speaks``: run a view's method in the view's own language (``view.language``).

A view may speak another language than the kernel (``GameView(game, language="it")`` in an
English notebook): its public methods, callbacks and renders run inside
``with lemmings.language(self.language)``, so everything they say, the engine's lazy
messages included, is read in the view's language.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

from gamecore.i18n import language

F = TypeVar("F", bound=Callable[..., Any])


def speaks(fn: F) -> F:
    """Run a method of a view inside ``with lemmings.language(self.language)`` (the current
    language when the view has none yet)."""
    @functools.wraps(fn)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        with language(getattr(self, "language", None)):
            return fn(self, *args, **kwargs)
    return wrapper  # type: ignore[return-value]


__all__ = ["speaks"]
