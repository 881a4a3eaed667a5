"""A seed's case stream is the same on any machine, and drawing a grid's row at once
draws what cell-by-cell draws would."""

from __future__ import annotations

import random

import pytest

from fewest.puzzles import get_family
from fewest.puzzles.kit import stream as kit_stream
from fewest.puzzles.kit.fields import Grid


@pytest.mark.parametrize("grid", [Grid("map", "n", "m", "01", weights={"0": 3, "1": 2}),
                                  Grid("plan", "h", "w", ".*#$", weights={".": 4, "*": 3}),
                                  Grid("board", "n", "m", ".#o")])
def test_a_row_at_once_is_the_cells_one_by_one(grid: Grid) -> None:
    for seed in range(20):
        a, b = random.Random(seed), random.Random(seed)
        row = grid._row(a, 37)
        assert row == [grid._cell(b) for _ in range(37)]
        assert a.random() == b.random()  # the generator is left in the same state


@pytest.mark.parametrize("name", ["boj-1697", "boj-2206", "leetcode-752"])
def test_the_stream_after_the_telling_cases_does_not_depend_on_the_time_allowed(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """With no time at all for classifying (a slow machine) and with all the time
    needed, the search for the telling cases leaves the generator in the same state,
    so every case drawn after it is the same."""
    family = get_family(name)
    states = []
    for seconds in (0.0, 1e9 if name != "leetcode-752" else 0.5):
        monkeypatch.setattr(kit_stream, "CLASSIFY_SECONDS", seconds)
        rng = random.Random(5)
        list(kit_stream._telling(family.problem.input, family.classify, rng))
        states.append(rng.getstate())
    assert states[0] == states[1]
