"""LeetCode 1263 as a judge problem: ``Solution().minPushBox(grid)``.

The stream starts with 1 x 3 strips and grows to about 8 x 8 (then, now and
then, up to 20 x 20), 10-35% walls: narrow corridors where the player must
walk around the box, boxes reached again from another side, and players
walled off from the box all show within the first cases.

>>> import random
>>> cases = [c for _i, c in zip(range(40), JUDGE.stream(random.Random(0)))]
>>> [(len(c["grid"]), len(c["grid"][0])) for c in cases[:2]]
[(1, 3), (3, 1)]
>>> all(JUDGE.size(s) < JUDGE.size(cases[30]) for s in JUDGE.shrinks(cases[30]))
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.judge import function_judge


def _stream(rng: random.Random) -> Iterator[Any]:
    from fewest.puzzles.lc_1263.scramble import random_case

    yield random_case(rng, 1, 3)
    yield random_case(rng, 3, 1)
    i = 0
    while True:
        top = min(3 + i // 4, 8)
        m, n = rng.randint(2, top), rng.randint(2, top)
        if i >= 60 and rng.random() < 0.2:
            m, n = rng.randint(8, 20), rng.randint(8, 20)
        yield random_case(rng, m, n)
        i += 1


def _size(case: Any) -> tuple[int, ...]:
    grid = case["grid"]
    return (len(grid) * len(grid[0]), sum(row.count("#") for row in grid))


def _shrinks(case: Any) -> Iterator[Any]:
    grid = case["grid"]
    m, n = len(grid), len(grid[0])
    for r in range(m):
        if m > 1 and not set(grid[r]) & set("SBT"):
            yield {"grid": [list(row) for i, row in enumerate(grid) if i != r]}
    for c in range(n):
        if n > 1 and not {row[c] for row in grid} & set("SBT"):
            yield {"grid": [[x for j, x in enumerate(row) if j != c] for row in grid]}
    for r in range(m):
        for c in range(n):
            if grid[r][c] == "#":
                g = [list(row) for row in grid]
                g[r][c] = "."
                yield {"grid": g}


JUDGE = function_judge(
    name="leetcode-1263", aliases=("lc-1263", "lc1263"), site="leetcode", number="1263",
    title_ko="상자를 목표 위치로 옮기는 최소 이동",
    title_en="Minimum Moves to Move a Box to Their Target Location",
    source="https://blog.siwei.dev/leetcode/1263-minimum-moves-to-move-a-box-to-their-target-location/",
    call="Solution().minPushBox(grid)", params=("grid",),
    stream=_stream, shrinks=_shrinks, size=_size, unit="pushes", time_limit=1.0,
)
