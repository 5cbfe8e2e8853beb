"""Confidence intervals for the figures bots, hints and tournaments report."""

from __future__ import annotations

import math
from collections.abc import Sequence

__all__ = ["wilson_interval", "mean_interval", "t95", "Z95"]

#: The normal quantile for a two-sided 95 % interval.
Z95 = 1.959963984540054

#: Student's t quantile for a two-sided 95 % interval, by degrees of freedom 1 to 30.
_T95 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
        2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042)


def t95(df: int) -> float:
    """Student's t quantile for a two-sided 95 % interval of a mean from ``df + 1`` values: wider than
    :data:`Z95` for few values (12.7 from two, 4.3 from three), where the normal one claims too much."""
    if df < 1:
        raise ValueError(f"a t interval needs at least one degree of freedom, not {df}")
    if df <= len(_T95):
        return _T95[df - 1]
    return Z95 + (Z95 ** 3 + Z95) / (4 * df)  # the first Cornish-Fisher term: within 0.003 beyond 30


def wilson_interval(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion: ``successes`` out of ``n`` trials (a shared
    win may count as a fraction). ``(0.0, 1.0)`` when there are no trials."""
    if n < 0 or not 0 <= successes <= n:
        raise ValueError(f"need 0 <= successes <= n, not {successes} out of {n}")
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """``(mean, low, high)``: the mean with a normal-approximation interval (zero width for one value)."""
    n = len(values)
    if n == 0:
        raise ValueError("no values to average")
    mean = sum(values) / n
    if n == 1:
        return mean, mean, mean
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    half = z * sd / math.sqrt(n)
    return mean, mean - half, mean + half
