"""The hook through which a :class:`~lemmings.board.Board` or a :class:`~lemmings.game.Game`
draws itself, without importing the renderer.

The board and the game sit below the presentation layer, so they may not import
:mod:`lemmings.render_svg`. The package's ``__init__`` registers the renderer's drawing
functions here when ``lemmings`` is imported, and ``_repr_svg_`` asks for them by kind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_DRAWERS: dict[str, Callable[..., str]] = {}


def register_drawer(kind: str, draw_function: Callable[..., str]) -> None:
    """Make ``draw_function(obj, **options)`` the SVG renderer for objects of ``kind``
    (``"board"`` or ``"game"``)."""
    _DRAWERS[kind] = draw_function


def draw(kind: str, obj: Any, **options: Any) -> str:
    """The SVG picture of ``obj`` drawn by the renderer registered for ``kind``."""
    try:
        draw_function = _DRAWERS[kind]
    except KeyError:
        raise LookupError(f"no SVG renderer is registered for {kind!r}: importing the lemmings package "
                          "registers lemmings.render_svg") from None
    return draw_function(obj, **options)


_WORDS: dict[str, Callable[[Any], tuple[str, str]]] = {}


def register_words(kind: str, words_function: Callable[[Any], tuple[str, str]]) -> None:
    """Make ``words_function(obj)`` give the ``(title, description)`` a picture of ``kind`` carries as its
    ``<title>`` and ``<desc>`` (the position in words, from a layer above the renderer)."""
    _WORDS[kind] = words_function


def words(kind: str, obj: Any) -> tuple[str, str] | None:
    """The ``(title, description)`` registered for pictures of ``kind``, or ``None`` when none is."""
    words_function = _WORDS.get(kind)
    return None if words_function is None else words_function(obj)


__all__ = ["register_drawer", "draw", "register_words", "words"]
