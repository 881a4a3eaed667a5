"""LeetCode 1091 as a judge problem: ``Solution().shortestPathBinaryMatrix(grid)``.

The stream starts at ``n = 1`` and grows to 12 (then, now and then, up to 40);
a tenth of the grids block the start and another tenth the end, so programs
that forget ``grid[0][0]`` show within the first cases.

>>> import random
>>> cases = list(zip(range(5), JUDGE.stream(random.Random(0))))
>>> [len(c["grid"]) for _i, c in cases]
[1, 1, 1, 1, 2]
>>> all(JUDGE.size(s) < JUDGE.size(cases[4][1]) for s in JUDGE.shrinks(cases[4][1]))
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.judge import function_judge


def _stream(rng: random.Random) -> Iterator[Any]:
    from fewest.puzzles.lc_1091.scramble import random_case

    i = 0
    while True:
        n = min(1 + i // 4, 12)
        if i >= 60 and rng.random() < 0.2:
            n = rng.randint(13, 40)
        yield random_case(rng, n)
        i += 1


def _size(case: Any) -> tuple[int, ...]:
    grid = case["grid"]
    return (len(grid), sum(map(sum, grid)))


def _shrinks(case: Any) -> Iterator[Any]:
    grid = case["grid"]
    n = len(grid)
    if n > 1:
        yield {"grid": [row[:-1] for row in grid[:-1]]}
        yield {"grid": [row[1:] for row in grid[1:]]}
    for r in range(n):
        for c in range(n):
            if grid[r][c]:
                g = [list(row) for row in grid]
                g[r][c] = 0
                yield {"grid": g}


JUDGE = function_judge(
    name="leetcode-1091", aliases=("lc-1091", "lc1091"), site="leetcode", number="1091",
    title_ko="이진 행렬에서의 최단 경로", title_en="Shortest Path in Binary Matrix",
    source="https://hashl.com/algo/problem/shortest-path-in-binary-matrix",
    call="Solution().shortestPathBinaryMatrix(grid)", params=("grid",),
    stream=_stream, shrinks=_shrinks, size=_size, unit="cells", time_limit=1.0,
)
