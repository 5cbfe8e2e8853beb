"""What every game's options share: immutable named tuples that compare by type, handed out once
(:class:`Interned`), and matched by their text spelt loosely (:func:`normalise`); the cap on the text a caller may offer is
:data:`gamecore.limits.MAX_OPTION_TEXT`.

A game's option types set ``__eq__, __ne__, __hash__ = option_eq, option_ne, option_hash``: two
named tuples of different types with the same fields (``Stop()`` and ``Pass()``) are then
different options, as a player means them.
"""

from __future__ import annotations

from typing import Any


def option_eq(self: tuple, other: object) -> bool:
    """Equal when of the same option type with equal fields."""
    return type(self) is type(other) and tuple.__eq__(self, other)  # type: ignore[arg-type]


def option_ne(self: tuple, other: object) -> bool:
    """The opposite of :func:`option_eq`."""
    return not option_eq(self, other)


def option_hash(self: tuple) -> int:
    """A hash that tells option types apart (as :func:`option_eq` does)."""
    return hash((type(self).__name__, tuple.__hash__(self)))


class Interned(dict):
    """``{fields: option}`` for one option type, each option made on first use and then handed out
    again: options are immutable, and an engine offers thousands of equal ones per game
    (``SCATTERS[("R3", "0705")]``)."""

    def __init__(self, kind: type) -> None:
        super().__init__()
        self.kind = kind

    def __missing__(self, fields: tuple[Any, ...]) -> Any:
        option = self[fields] = self.kind(*fields)
        return option


def normalise(text: str) -> str:
    """The canonical spelling used to match option text: single spaces, lower case."""
    return " ".join(text.split()).lower()
