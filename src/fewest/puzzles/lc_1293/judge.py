"""The judge declaration of LeetCode 1293 (Shortest Path in a Grid with Obstacles
Elimination).

>>> JUDGE.size({"grid": [[0, 1, 0]], "k": 1})
(3, 1, 1)
>>> [c for c in JUDGE.shrinks({"grid": [[0, 1, 0]], "k": 2})]
[{'grid': [[0, 0]], 'k': 2}, {'grid': [[0, 1, 0]], 'k': 1}, {'grid': [[0, 0, 0]], 'k': 2}]
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.puzzles.judge import function_judge
from fewest.puzzles.lc_1293.scramble import stream


def size(case: dict[str, Any]) -> tuple[int, ...]:
    """Cells, then obstacles, then ``k``."""
    grid = case["grid"]
    return (len(grid) * len(grid[0]), sum(map(sum, grid)), case["k"])


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Drop the last row or column (the new corner cleared), lower ``k``, clear an
    obstacle."""
    grid, k = case["grid"], case["k"]
    if len(grid) > 1:
        rows = [row[:] for row in grid[:-1]]
        rows[-1][-1] = 0
        yield {"grid": rows, "k": min(k, len(rows) * len(rows[0]))}
    if len(grid[0]) > 1:
        rows = [row[:-1] for row in grid]
        rows[-1][-1] = 0
        yield {"grid": rows, "k": min(k, len(rows) * len(rows[0]))}
    if k > 1:
        yield {"grid": grid, "k": k - 1}
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if v:
                rows = [x[:] for x in grid]
                rows[r][c] = 0
                yield {"grid": rows, "k": k}


JUDGE = function_judge(
    name="leetcode-1293", aliases=("lc-1293", "lc1293"), site="leetcode", number="1293",
    title_ko="장애물 제거가 가능한 격자 최단 경로",
    title_en="Shortest Path in a Grid with Obstacles Elimination",
    source="https://github.com/javadev/LeetCode-in-Java/blob/main/src/main/java/g1201_1300/"
           "s1293_shortest_path_in_a_grid_with_obstacles_elimination/readme.md",
    call="Solution().shortestPath(grid, k)", params=("grid", "k"),
    stream=stream, shrinks=shrinks, size=size, unit="steps", time_limit=1.0)
