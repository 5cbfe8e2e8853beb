"""Checks for the arguments of the public API, raising :class:`~gamecore.errors.ArgumentError`.

Each helper returns the value when it is acceptable and otherwise says what was expected,
so a wrong type never surfaces as an ``AttributeError`` or ``IndexError`` from deep inside.
"""

from __future__ import annotations

import math
import reprlib
from collections.abc import Iterable
from typing import Any

from .errors import ArgumentError
from .i18n import tr
from .limits import MAX_SECONDS, PICTURE_SCALE, PICTURE_SIZE, QUOTE_LIMIT, SEED_RANGE


class _Short(reprlib.Repr):
    """``repr`` that looks at only a few items of a container and the start of a string."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxlist, self.maxtuple, self.maxset, self.maxdict = 2, 6, 6, 6, 4
        self.maxfrozenset = self.maxdeque = self.maxarray = 6
        self.maxstring = self.maxother = self.maxlong = QUOTE_LIMIT

    def repr_str(self, x: str, level: int) -> str:
        return repr(x[:QUOTE_LIMIT])

    def repr_int(self, x: int, level: int) -> str:
        # repr() of an int over 4,300 digits raises ValueError; count them instead
        if x.bit_length() > 4 * QUOTE_LIMIT:
            return tr("a whole number of about {n} digits", n=int(x.bit_length() * math.log10(2)) + 1)
        return repr(x)

    def repr_instance(self, x: Any, level: int) -> str:
        try:
            return repr(x)
        except Exception:  # noqa: BLE001  (a hostile __repr__ must not replace the refusal being worded)
            return f"<{type(x).__name__}>"


_SHORT = _Short()


def shown(value: Any) -> str:
    """``value`` as a message quotes it: its ``repr``, cut to about :data:`QUOTE_LIMIT` characters
    with an ellipsis, cheaply even for a huge string, container or number."""
    text = _SHORT.repr(value)
    cut = isinstance(value, (str, bytes)) and len(value) > QUOTE_LIMIT
    if len(text) > QUOTE_LIMIT + 2:
        text, cut = text[:QUOTE_LIMIT], True
    return text + "…" if cut else text


def _show(value: Any) -> str:
    return shown(value)


def whole_number(value: Any, name: str, low: int | None = None, high: int | None = None) -> int:
    """``value`` if it is an ``int`` (not ``bool``) within ``low``..``high``."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise ArgumentError(tr("{name} must be a whole number, not {type} {value}", name=name,
                               type=type(value).__name__, value=_show(value)))
    if (low is not None and value < low) or (high is not None and value > high):
        raise ArgumentError(tr("{name} must be from {low} to {high}, not {value}", name=name, low=low, high=high,
                               value=_show(value)))
    return value


def seed(value: Any, name: str | None = None) -> int:
    """A seed every game accepts: a whole number within :data:`~gamecore.limits.SEED_RANGE` (64 bits)."""
    return whole_number(value, name or tr("the seed"), *SEED_RANGE)


def seconds(value: Any, name: str = "seconds", most: float = MAX_SECONDS) -> float:
    """A thinking time: a real number above 0 and at most ``most`` (infinity and NaN are refused: a
    search given them would never end)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise ArgumentError(tr("{name} must be a number of seconds, not {type} {value}", name=name,
                               type=type(value).__name__, value=_show(value)))
    if not 0 < value <= most:  # NaN fails both comparisons
        raise ArgumentError(tr("{name} must be above 0 and at most {most}, not {value}", name=name,
                               most=f"{most:g}", value=_show(value)))
    return float(value)


def real_number(value: Any, name: str, low: float, high: float) -> float:
    """``value`` as a ``float`` if it is a real number (not ``bool``, not NaN) from ``low`` to ``high``."""
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise ArgumentError(tr("{name} must be a number, not {type} {value}", name=name, type=type(value).__name__,
                               value=_show(value)))
    if not low <= value <= high:  # NaN fails both comparisons
        raise ArgumentError(tr("{name} must be from {low} to {high}, not {value}", name=name, low=f"{low:g}",
                               high=f"{high:g}", value=_show(value)))
    return float(value)


def picture_size(size: Any, scale: Any = 1.0) -> tuple[float, float]:
    """A picture's hex radius (CSS pixels) and scale, each within :data:`~gamecore.limits.PICTURE_SIZE` and
    :data:`~gamecore.limits.PICTURE_SCALE`: every game's layout checks its arguments here."""
    return real_number(size, "size", *PICTURE_SIZE), real_number(scale, "scale", *PICTURE_SCALE)


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
