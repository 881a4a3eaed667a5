"""The 95% interval: Student t, checked by hand and by its coverage on a known distribution."""

from __future__ import annotations

import math
import random
import statistics

import pytest

from fewest.analyze.stats import histogram, summarize, t_quantile


def test_interval_matches_the_textbook_formula() -> None:
    values = [52, 48, 55, 61, 47, 50, 53, 58, 44, 52]
    s = summarize(values)
    mean, sd = statistics.mean(values), statistics.stdev(values)
    half = 2.2621571627982 * sd / math.sqrt(len(values))  # t(0.975, 9) from tables
    assert s.mean == pytest.approx(mean)
    assert s.std == pytest.approx(sd)
    assert s.ci95 == pytest.approx((mean - half, mean + half))
    assert (s.low, s.high, s.count) == (44, 61, 10)


def test_t_quantiles_from_tables() -> None:
    assert t_quantile(1) == pytest.approx(12.7062, abs=1e-4)
    assert t_quantile(30) == pytest.approx(2.0423, abs=1e-4)
    assert t_quantile(10**7) == pytest.approx(1.95996, abs=1e-4)


@pytest.mark.parametrize("n", [5, 40])
def test_coverage_on_a_known_distribution(n: int) -> None:
    """Samples of a known law (a fair die, mean 3.5): about 95% of intervals hold it.

    2000 intervals: the count holding the mean is Binomial(2000, 0.95), sd 9.7;
    the band is 5 sd wide each way (the t interval is a little conservative
    or liberal on a discrete law, well inside that).
    """
    rng = random.Random(n)
    trials = 2000
    hits = 0
    for _ in range(trials):
        lo, hi = summarize([rng.randint(1, 6) for _ in range(n)]).ci95
        hits += lo <= 3.5 <= hi
    assert abs(hits - 0.95 * trials) < 5 * math.sqrt(trials * 0.95 * 0.05) + 0.01 * trials


def test_wrong_intervals_would_fail() -> None:
    """The coverage check can fail: a z interval at n = 5 (too narrow) covers clearly less."""
    rng = random.Random(7)
    trials, hits = 2000, 0
    for _ in range(trials):
        s = summarize([rng.gauss(0, 1) for _ in range(5)])
        hits += abs(s.mean) <= 1.96 * s.stderr
    assert hits < 0.91 * trials


def test_single_value_and_histogram() -> None:
    s = summarize([7])
    assert s.ci95 is None and s.std is None and s.stderr is None and s.mean == 7
    with pytest.raises(ValueError):
        summarize([])
    assert histogram([]) == {}
    assert histogram([2, 2, 4]) == {2: 2, 3: 0, 4: 1}
