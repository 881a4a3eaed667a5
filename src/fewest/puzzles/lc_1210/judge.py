"""LeetCode 1210 as a judge problem: ``Solution().minimumMoves(grid)``.

The stream starts with two ``n = 2`` grids, then grows from 3 to 12 (then, now and then, up to
30), with 5-30% walls: rotations next to a wall (the 2 x 2 check), standing
snakes that reach the corner (the target is horizontal) and states that differ
only in orientation all show within the first cases.

>>> import random
>>> cases = [c for _i, c in zip(range(30), JUDGE.stream(random.Random(0)))]
>>> [len(c["grid"]) for c in cases[:5]]
[2, 2, 3, 3, 4]
>>> all(JUDGE.size(s) < JUDGE.size(cases[20]) for s in JUDGE.shrinks(cases[20]))
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.judge import function_judge


def _stream(rng: random.Random) -> Iterator[Any]:
    from fewest.puzzles.lc_1210.scramble import random_case

    i = 0
    while True:
        n = min(3 + i // 4, 12) if i >= 2 else 2
        if i >= 60 and rng.random() < 0.2:
            n = rng.randint(13, 30)
        yield random_case(rng, n)
        i += 1


def _size(case: Any) -> tuple[int, ...]:
    grid = case["grid"]
    return (len(grid), sum(map(sum, grid)))


def _with_start_free(grid: list[list[int]]) -> dict[str, Any]:
    g = [list(row) for row in grid]
    g[0][0] = g[0][1] = 0
    return {"grid": g}


def _shrinks(case: Any) -> Iterator[Any]:
    grid = case["grid"]
    n = len(grid)
    if n > 2:
        yield _with_start_free([row[:-1] for row in grid[:-1]])
        yield _with_start_free([row[1:] for row in grid[1:]])
    for r in range(n):
        for c in range(n):
            if grid[r][c]:
                g = [list(row) for row in grid]
                g[r][c] = 0
                yield {"grid": g}


JUDGE = function_judge(
    name="leetcode-1210", aliases=("lc-1210", "lc1210"), site="leetcode", number="1210",
    title_ko="회전하며 목표에 도달하는 최소 이동",
    title_en="Minimum Moves to Reach Target with Rotations",
    source="https://jaywin.gitbook.io/leetcode/solutions/"
           "1210-minimum-moves-to-reach-target-with-rotations",
    call="Solution().minimumMoves(grid)", params=("grid",),
    stream=_stream, shrinks=_shrinks, size=_size, time_limit=1.0,
)
