"""LeetCode 2290 as a judge problem: ``Solution().minimumObstacles(grid)``.

The stream starts with 1 x 2 and 2 x 1 grids and grows to about 10 x 10
(then, now and then, up to 60 x 60), with obstacle densities from 30% to
70%: dense grids make a plain BFS (fewest steps) and a BFS that fixes a cell's
count at first sight return too many removals within the first cases.

>>> import random
>>> cases = [c for _i, c in zip(range(40), JUDGE.stream(random.Random(0)))]
>>> [(len(c["grid"]), len(c["grid"][0])) for c in cases[:3]]
[(1, 2), (2, 1), (2, 2)]
>>> c = cases[30]
>>> all(JUDGE.size(s) < JUDGE.size(c) for s in JUDGE.shrinks(c))
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.judge import function_judge


def _stream(rng: random.Random) -> Iterator[Any]:
    from fewest.puzzles.lc_2290.scramble import random_case

    yield random_case(rng, 1, 2)
    yield random_case(rng, 2, 1)
    i = 0
    while True:
        top = min(2 + i // 5, 10)
        m, n = rng.randint(max(1, top - 3), top), rng.randint(max(1, top - 3), top)
        if i >= 60 and rng.random() < 0.2:
            m, n = rng.randint(10, 60), rng.randint(10, 60)
        if m * n < 2:
            n = 2
        yield random_case(rng, m, n)
        i += 1


def _size(case: Any) -> tuple[int, ...]:
    grid = case["grid"]
    return (len(grid) * len(grid[0]), sum(map(sum, grid)))


def _fixed(grid: list[list[int]]) -> dict[str, Any]:
    g = [list(row) for row in grid]
    g[0][0] = g[-1][-1] = 0
    return {"grid": g}


def _shrinks(case: Any) -> Iterator[Any]:
    grid = case["grid"]
    m, n = len(grid), len(grid[0])
    if m > 1 and (m - 1) * n >= 2:
        yield _fixed(grid[:-1])
        yield _fixed(grid[1:])
    if n > 1 and m * (n - 1) >= 2:
        yield _fixed([row[:-1] for row in grid])
        yield _fixed([row[1:] for row in grid])
    for r in range(m):
        for c in range(n):
            if grid[r][c]:
                g = [list(row) for row in grid]
                g[r][c] = 0
                yield {"grid": g}


JUDGE = function_judge(
    name="leetcode-2290", aliases=("lc-2290", "lc2290"), site="leetcode", number="2290",
    title_ko="모서리에 도달하기 위한 최소 장애물 제거",
    title_en="Minimum Obstacle Removal to Reach Corner",
    source="https://git.only4.work/coder-xiaomo/leetcode-problemset/raw/branch/master/leetcode/"
           "problem/minimum-obstacle-removal-to-reach-corner.html",
    call="Solution().minimumObstacles(grid)", params=("grid",),
    stream=_stream, shrinks=_shrinks, size=_size, unit="obstacles removed", time_limit=1.0,
)
