"""A scenario's text as numbered ``key: value`` lines, and the small values written on them.

:mod:`lemmings.scenario` builds a position from these lines; this module knows only the
syntax: comments, keys (each once, but ``held``, ``hand`` and ``played`` once per clan),
lists (``a, b``), repeated items (``favour x3``) and numbers. A number is read from its digits
alone, so a count can be refused before anything is built from it: ``favour x999999999999``
would otherwise be a list of that many pellets (a ``MemoryError``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from gamecore.i18n import tr

KEYS = ("name", "players", "clans", "variant", "reading", "seed", "die", "turn", "eagle player", "red", "blue", "chow",
        "dives", "pellets", "held", "favour box", "reserve", "hand", "undealt", "played", "its a 5 used", "discard", "deck",
        "deck size", "dice", "card", "mover")
#: Keys given once per clan (``held Ritz: vp1``), the clan written after the key.
PER_CLAN = ("held", "hand", "played")
#: Values that mean an empty list.
NONE = ("none", "empty", "-")
#: No count, VP, face or card value of the game has more digits than this.
MAX_DIGITS = 4
_TIMES = re.compile(r"^(.*?)\s+[x×]\s*(\d+)$", re.IGNORECASE)
_HEX_KEY = re.compile(r"^[0-9A-Za-z]+$")

#: ``fail(line number, key, reason)`` raises the scenario's error.
Fail = Callable[[int, str, str], None]


class Line(NamedTuple):
    """One ``key: value`` line: its number in the text, the key (lower case; a hex id as
    written), the clan after a per-clan key, and the value."""

    number: int
    key: str
    arg: str
    value: str


def read_lines(text: str, fail: Fail) -> tuple[list[Line], dict[str, Line]]:
    """Every line of ``text`` that holds a ``key: value``, and the keys given once, by key.

    ``fail`` is called for a line without ``:``, an unknown key or a key given twice.
    """
    lines: list[Line] = []
    single: dict[str, Line] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        content = raw.split("#", 1)[0].strip()
        if not content:
            continue
        if ":" not in content:
            fail(number, content, tr("expected 'key: value'"))
        key, value = (x.strip() for x in content.split(":", 1))
        low = " ".join(key.lower().split())
        arg = ""
        for prefix in PER_CLAN:
            if low.startswith(prefix + " "):
                low, arg = prefix, key.split(None, 1)[1].strip()
        if low not in KEYS and not _HEX_KEY.match(key):
            fail(number, key, tr("unknown key; keys are {keys} or a hex id", keys=", ".join(KEYS)))
        line = Line(number, low, arg, value)
        if low in KEYS and low not in PER_CLAN:
            if low in single:
                fail(number, key, tr("already given on line {line}", line=single[low].number))
            single[low] = line
        lines.append(line)
    return lines, single


def items(value: str) -> list[str]:
    """The comma-separated items of ``value``, without blanks."""
    return [x.strip() for x in value.split(",") if x.strip()]


def small_number(text: str) -> int | None:
    """``text`` as a whole number of at most :data:`MAX_DIGITS` digits (leading zeros aside),
    else ``None``: decided from the digits, so ``'9' * 5000`` or ``'²'`` is ``None`` where
    ``int()`` would raise."""
    t = text.strip()
    return int(t) if t.isdecimal() and len(t.lstrip("0")) <= MAX_DIGITS else None


def repeated(item: str) -> tuple[str, int | None] | None:
    """``("favour", 3)`` for ``"favour x3"``, the count ``None`` when it has too many digits;
    ``None`` when ``item`` is not written as repeated."""
    m = _TIMES.match(item)
    return None if m is None else (m.group(1).strip(), small_number(m.group(2)))


def quoted(text: str, most: int = 60) -> str:
    """``repr(text)`` for a message, cut short: a line can be megabytes long."""
    return repr(text) if len(text) <= most else repr(text[:most]) + "…"
