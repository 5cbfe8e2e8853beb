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




def forward(part: str, name: str, doc: str = "") -> Callable[..., Any]:
    """A view method that calls ``self.<part>.<name>(...)`` in the view's language (a view is
    made of panels; its public methods hand the work to the panel that does it)."""
    def method(self: Any, *args: Any, **kwargs: Any) -> Any:
        with language(getattr(self, "language", None)):
            return getattr(getattr(self, part), name)(*args, **kwargs)
    method.__name__ = name
    method.__doc__ = doc or f"See ``{part}.{name}``."
    return method


def alias(part: str, name: str, *, settable: bool = False) -> property:
    """A view attribute that is ``self.<part>.<name>`` (read-only unless ``settable``)."""
    def get(self: Any) -> Any:
        return getattr(getattr(self, part), name)

    def put(self: Any, value: Any) -> None:
        setattr(getattr(self, part), name, value)

    return property(get, put if settable else None, doc=f"``{part}.{name}``.")


__all__ = ["speaks", "forward", "alias"]
