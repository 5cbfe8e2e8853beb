"""Checks for the arguments of the public API, raising :class:`~lemmings.errors.ArgumentError`.

Each helper returns the value when it is acceptable and otherwise says what was expected,
so a wrong type never surfaces as an ``AttributeError`` or ``IndexError`` from deep inside.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .errors import ArgumentError
from .i18n import tr


def _show(value: Any) -> str:
    return f"{value!r:.60}"


def whole_number(value: Any, name: str, low: int | None = None, high: int | None = None) -> int:
    """``value`` if it is an ``int`` (not ``bool``) within ``low``..``high``."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ArgumentError(tr("{name} must be a whole number, not {type} {value}", name=name,
                               type=type(value).__name__, value=_show(value)))
    if (low is not None and value < low) or (high is not None and value > high):
        raise ArgumentError(tr("{name} must be from {low} to {high}, not {value}", name=name, low=low, high=high,
                               value=value))
    return value


def player(value: Any, n_players: int, name: str = "player") -> int:
    """A seat number ``0 .. n_players - 1``."""
    return whole_number(value, name, 0, n_players - 1)


def text(value: Any, name: str) -> str:
    """``value`` if it is a ``str``."""
    if not isinstance(value, str):
        raise ArgumentError(tr("{name} must be a string, not {type} {value}", name=name, type=type(value).__name__,
                               value=_show(value)))
    return value


def names(value: Any, name: str, *, max_items: int = 10) -> list[str]:
    """A list or tuple of strings (``name`` says what they are); a lone string or a mapping is refused."""
    if isinstance(value, (str, bytes, dict)) or not isinstance(value, Iterable):
        raise ArgumentError(tr("{name} must be a list of names, not {type} {value}", name=name,
                               type=type(value).__name__, value=_show(value)))
    items = list(value)[: max_items + 1]
    if len(items) > max_items:
        raise ArgumentError(tr("{name} lists more than {n} names", name=name, n=max_items))
    for item in items:
        text(item, tr("each of {name}", name=name))
    return items


def variant_names(value: Any) -> list[str]:
    """``variant`` as a list of names: ``None``, one string (``"short,chaos"``) or a list of strings,
    each named at most once."""
    if value is None:
        return []
    if isinstance(value, str):
        return [v for v in value.replace("+", ",").split(",") if v.strip()]
    items = names(value, "variant", max_items=4)
    keys = [v.strip().lower() for v in items]
    if len(set(keys)) != len(keys):
        raise ArgumentError(tr("variant names a variant twice: {variants}", variants=items))
    return items
