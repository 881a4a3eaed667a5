"""LeetCode 1293 Obstacles Elimination: samples, an independent oracle (0-1
shortest paths by obstacle count per distance layer), bad inputs, the corpus."""

from __future__ import annotations

import random
from collections import deque
from pathlib import Path
from typing import Any

import pytest
from tests.puzzles.lc_common.checks import (
    check_bad,
    check_corpus,
    check_fresh_cache,
    check_oracle,
    check_samples,
    check_stream,
    cli,
)

from fewest.puzzles import get_family
from fewest.puzzles.problems.lc_1293 import random_case

NAME = "leetcode-1293"
HERE = Path(__file__).parent
SAMPLES = [
    ({"grid": [[0, 0, 0], [1, 1, 0], [0, 0, 0], [0, 1, 1], [0, 0, 0]], "k": 1}, "6"),
    ({"grid": [[0, 1, 1], [1, 1, 1], [1, 0, 0]], "k": 1}, "-1"),
]


def oracle(case: dict[str, Any]) -> int:
    """Plain BFS over (row, col, obstacles used so far), every count 0..k kept apart."""
    grid, k = case["grid"], case["k"]
    m, n = len(grid), len(grid[0])
    dist = {(0, 0, 0): 0}
    queue = deque([(0, 0, 0)])
    while queue:
        r, c, used = queue.popleft()
        if (r, c) == (m - 1, n - 1):
            return dist[(r, c, used)]
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < m and 0 <= nc < n:
                nu = used + grid[nr][nc]
                if nu <= k and (nr, nc, nu) not in dist:
                    dist[(nr, nc, nu)] = dist[(r, c, used)] + 1
                    queue.append((nr, nc, nu))
    return -1


def cases(count: int, seed: int, side: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    return [random_case(rng, rng.randint(1, side), rng.randint(1, side),
                        rng.choice((0.2, 0.4, 0.6)), rng.randint(1, 6)) for _ in range(count)]


def test_samples() -> None:
    check_samples("lc1293", SAMPLES)


def test_oracle_on_220_grids() -> None:
    assert check_oracle(NAME, cases(220, 1, 7), oracle) == 220


@pytest.mark.slow
def test_oracle_on_bigger_grids() -> None:
    assert check_oracle(NAME, cases(200, 2, 25), oracle) == 200


def test_large_k_takes_the_straight_way() -> None:
    grid = [[1] * 40 for _ in range(40)]
    grid[0][0] = grid[39][39] = 0
    result = cli(NAME, {"grid": grid, "k": 1600}, "-f", "judge")
    assert result.stdout == "78\n"
    result = cli(NAME, {"grid": grid, "k": 76}, "-f", "judge")
    assert result.stdout == "-1\n"


def test_unreachable_exit() -> None:
    assert cli(NAME, SAMPLES[1][0]).exit_code == 1


def test_bad_inputs() -> None:
    check_bad(NAME, [
        '{"grid": [[1, 0]], "k": 1}',
        '{"grid": [[0, 1]], "k": 1}',
        '{"grid": [[0, 2, 0]], "k": 1}',
        '{"grid": [[0, 0], [0]], "k": 1}',
        '{"grid": [[0, 0]], "k": 0}',
        '{"grid": [[0, 0]], "k": 3}',
        '{"grid": [[0, 0]], "k": 1.5}',
        '{"grid": [[0, 0]]}',
        '{"grid": [], "k": 1}',
        '{"grid": [[' + ", ".join(["0"] * 41) + "]], \"k\": 1}",
    ])


def test_stream_and_shrinks() -> None:
    check_stream(NAME, 40)


def test_corpus() -> None:
    check_corpus(NAME, HERE, 50, every_ok=False)


@pytest.mark.slow
def test_corpus_300() -> None:
    check_corpus(NAME, HERE, 300)


def test_first_solve_with_an_empty_cache(tmp_path: Path) -> None:
    check_fresh_cache(NAME, SAMPLES[0][0], "6", tmp_path)


def test_scramble_k_moves_is_at_most_k() -> None:
    fam = get_family(NAME)
    for size in ("3x3", "1x4", "2x5"):
        case = fam.judge.read_input(fam.scramble(size, 6, random.Random(1)))[0]  # type: ignore[union-attr]
        assert 0 <= oracle(case) <= 6
