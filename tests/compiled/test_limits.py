"""Limits stop compiled searches cleanly, with stats (and the bound for IDA*); progress is live."""

from __future__ import annotations

import pytest

import fewest
from fewest import Limits, SearchLimitError
from fewest.progress import reporting

HARD = (8, 6, 7, 2, 5, 4, 3, 0, 1)


@pytest.mark.parametrize("algorithm", ["bfs", "bidirectional", "dijkstra", "astar", "idastar"])
def test_max_expansions(make8, algorithm) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SearchLimitError) as info:
        fewest.solve(make8(HARD), algorithm, limits=Limits(max_expansions=3000))
    err = info.value
    assert err.reason == "max_expansions" and err.stats.expanded == 3000
    assert (err.bound is not None) == (algorithm == "idastar")


def test_max_states_and_seconds(make8) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SearchLimitError) as info:
        fewest.solve(make8(HARD), "bfs", max_states=5000)
    assert info.value.reason == "max_states" and info.value.stats.peak_stored > 5000
    from fewest.compiled.examples import sliding

    big = sliding(4, 4, (0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1),
                  tuple([*range(1, 16), 0]))
    with pytest.raises(SearchLimitError) as info:
        fewest.solve(big, "bfs", max_seconds=0.3)
    # stopped by the clock, soon after it (generous: a loaded machine stretches seconds)
    assert info.value.reason == "max_seconds" and info.value.stats.seconds < 30


def test_progress_is_reported(make8) -> None:  # type: ignore[no-untyped-def]
    seen = []
    with reporting(lambda what, done, total: seen.append((what, done, total))):
        fewest.solve(make8(HARD), "bfs")
    assert seen and all(total is None for _, _, total in seen)
    assert seen[-1][1] > seen[0][1] and "states stored" in seen[0][0]
