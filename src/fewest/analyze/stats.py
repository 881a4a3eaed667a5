"""Summary statistics of sampled optimal lengths: histogram, mean and its 95% interval.

The interval is Student's t: ``mean +- t(0.975, n-1) * s / sqrt(n)``, with
``s`` the sample standard deviation (divisor ``n - 1``).  For large ``n`` it
is the familiar ``mean +- 1.96 standard errors``.

>>> s = summarize([10, 12, 12, 14])
>>> s.mean, s.count, s.low, s.high
(12.0, 4, 10, 14)
>>> round(s.ci95[0], 3), round(s.ci95[1], 3)     # t(0.975, 3) = 3.182
(9.402, 14.598)
"""

from __future__ import annotations

import functools
import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Summary:
    """Count, mean, sample standard deviation, standard error, 95% interval, range.

    The spread needs two values: for one, ``std``, ``stderr`` and ``ci95`` are
    ``None`` (undefined, not zero).
    """

    count: int
    mean: float
    std: float | None
    stderr: float | None
    ci95: tuple[float, float] | None
    low: int
    high: int


@functools.lru_cache(maxsize=256)
def t_quantile(df: int, level: float = 0.975) -> float:
    """The ``level`` quantile of Student's t with ``df`` degrees of freedom.

    >>> round(t_quantile(9), 3), round(t_quantile(10**6), 3)
    (2.262, 1.96)
    """
    from scipy.special import stdtrit  # lighter to import than scipy.stats

    return float(stdtrit(df, level))


def summarize(values: Sequence[int]) -> Summary:
    """The :class:`Summary` of ``values`` (at least one; one value has no spread).

    >>> summarize([7])
    Summary(count=1, mean=7.0, std=None, stderr=None, ci95=None, low=7, high=7)
    """
    n = len(values)
    if n == 0:
        raise ValueError("no values to summarize")
    mean = sum(values) / n
    if n == 1:
        return Summary(1, mean, None, None, None, values[0], values[0])
    std = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1))
    stderr = std / math.sqrt(n)
    half = t_quantile(n - 1) * stderr
    return Summary(n, mean, std, stderr, (mean - half, mean + half), min(values), max(values))


def histogram(values: Sequence[int]) -> dict[int, int]:
    """``{length: count}`` for every length from the smallest to the largest value.

    >>> histogram([3, 5, 5])
    {3: 1, 4: 0, 5: 2}
    """
    if not values:
        return {}
    counts = Counter(values)
    return {v: counts.get(v, 0) for v in range(min(values), max(values) + 1)}
