"""``analyze`` (the compiled BFS over ranked stacks) against the oracle and OEIS."""

from __future__ import annotations

import pytest
from tests.puzzles.pancake.pancake_oracle import distances, histogram

from fewest.puzzles.pancake.analyze import PUBLISHED, analyze_stacks
from fewest.puzzles.pancake.model import Stack


@pytest.mark.parametrize(("n", "burnt"), [(n, False) for n in range(1, 8)]
                         + [(n, True) for n in range(1, 6)])
def test_histogram_equals_plain_bfs(n: int, burnt: bool) -> None:
    data = analyze_stacks(n, burnt).data
    assert data["histogram"] == histogram(n, burnt)
    assert data["reachable"] == data["stacks"] == len(distances(n, burnt))
    for board in data["examples_at_max"]:
        cakes = Stack.from_text(board, burnt).cakes
        assert distances(n, burnt)[cakes] == data["max_distance"]


@pytest.mark.parametrize(("n", "burnt"), [(8, False), (6, True)])
def test_pancake_numbers_equal_the_published_ones(n: int, burnt: bool) -> None:
    data = analyze_stacks(n, burnt).data
    assert data["max_distance"] == PUBLISHED[burnt][n - 1] == data["published"]


@pytest.mark.slow
@pytest.mark.parametrize(("n", "burnt"), [(9, False), (10, False), (7, True), (8, True)])
def test_the_largest_analyses_equal_the_published_numbers(n: int, burnt: bool) -> None:
    assert analyze_stacks(n, burnt).data["max_distance"] == PUBLISHED[burnt][n - 1]

