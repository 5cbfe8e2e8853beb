"""Colour vision for the palette tests: how a colour looks to a reader with protanopia, deuteranopia
or tritanopia (Machado, Oliveira and Fernandes 2009, severity 1), and CIEDE2000 distances between
colours so seen, with the ColorAide library (the kit's ``test`` extra).

The kit itself never needs this: its palettes are chosen once and checked here
(``tests/test_palettes_cvd.py``), so ColorAide is no dependency of the product.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from coloraide import Color

#: The simulated deficiencies (what :func:`simulate` takes): protanopia, deuteranopia, tritanopia.
CVD_KINDS: tuple[str, ...] = ("protan", "deutan", "tritan")
#: The distance (CIEDE2000) two colours that must be told apart keep under every simulation.
MIN_CVD_DISTANCE = 10.0


@lru_cache(maxsize=4096)
def simulate(colour: str, kind: str) -> str:
    """``colour`` as seen with the deficiency ``kind`` (``"protan"``, ``"deutan"`` or ``"tritan"``,
    Machado 2009 at severity 1), clipped to sRGB, as ``#rrggbb``."""
    if kind not in CVD_KINDS:
        raise ValueError(f"unknown colour-vision deficiency {kind!r}; the kinds are {', '.join(CVD_KINDS)}")
    seen = Color(colour).filter(kind, 1.0, method="machado").convert("srgb").fit(method="clip")
    return seen.to_string(hex=True)


@lru_cache(maxsize=16384)
def cvd_distance(a: str, b: str, kind: str | None = None) -> float:
    """The CIEDE2000 distance between ``a`` and ``b`` as seen with the deficiency ``kind``
    (:func:`simulate`), or with full colour vision when ``kind`` is ``None``."""
    if kind is not None:
        a, b = simulate(a, kind), simulate(b, kind)
    return float(Color(a).delta_e(Color(b), method="2000"))


class ClosePair(NamedTuple):
    """The two nearest colours of a set under one simulation, and their distance."""

    a: str
    b: str
    kind: str | None
    distance: float


def closest_pair(colours: Iterable[str], kinds: Iterable[str | None] = CVD_KINDS) -> ClosePair | None:
    """The nearest two of ``colours`` under any of ``kinds`` (``None`` for full colour vision);
    ``None`` for fewer than two colours."""
    best: ClosePair | None = None
    found = list(dict.fromkeys(colours))
    for kind in kinds:
        for a, b in combinations(found, 2):
            d = cvd_distance(a, b, kind)
            if best is None or d < best.distance:
                best = ClosePair(a, b, kind, d)
    return best
