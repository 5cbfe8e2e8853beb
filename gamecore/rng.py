"""Deterministic chance: every random event is drawn from the game's seed and a counter.

A game is its seed plus its choices; the state only stores how many draws were made,
so copies, saves and replays reproduce every die roll, shuffle and pellet draw exactly.
The generator is splitmix64, chosen because it is tiny, fast and portable.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


def mix64(seed: int, counter: int) -> int:
    """A well-mixed 64-bit number for draw number ``counter`` of game ``seed``."""
    z = (seed * 0x9E3779B97F4A7C15 + (counter + 1) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def derive(*parts: int) -> int:
    """A 62-bit seed mixed from whole numbers (a game's seed, a decision's index, a seat…): the same
    parts always give the same seed, and changing any part gives an unrelated one. Negative parts
    are read modulo 2**64."""
    z = 0
    for i, part in enumerate(parts):
        z = mix64(z ^ (part & _MASK), i)
    return z >> 2


class Chance:
    """A stream of draws for one seed, starting at ``counter``; read ``counter`` back after use."""

    __slots__ = ("seed", "counter")

    def __init__(self, seed: int, counter: int = 0) -> None:
        self.seed = seed
        self.counter = counter

    def below(self, n: int) -> int:
        """A uniform whole number in ``range(n)`` (``n`` is small, so the modulo bias is negligible)."""
        if n <= 0:
            raise ValueError("cannot draw from an empty range")
        value = mix64(self.seed, self.counter) % n
        self.counter += 1
        return value

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: list[T]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates): the draws of :meth:`below`, with :func:`mix64`
        inlined (every setup shuffles three piles)."""
        counter, start = self.counter, self.seed * 0x9E3779B97F4A7C15
        for i in range(len(items) - 1, 0, -1):
            counter += 1
            z = (start + counter * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.counter = counter
