"""LeetCode 1293 Shortest Path in a Grid with Obstacles Elimination: the fewest steps
from the top-left to the bottom-right cell of an m x n grid of 0 (empty) and 1
(obstacle), removing at most k obstacles on the way (stepping onto one removes it);
-1 when there is no way.  The state is ``(row, col, removed)``.

Statement read from https://github.com/javadev/LeetCode-in-Java/blob/main/src/main/java/g1201_1300/s1293_shortest_path_in_a_grid_with_obstacles_elimination/readme.md
(official page https://leetcode.com/problems/shortest-path-in-a-grid-with-obstacles-elimination/):
``1 <= m, n <= 40``, ``1 <= k <= m * n``, ``grid[0][0] == grid[m-1][n-1] == 0``.

Decided: the walk's layer counts the obstacles removed, capped at ``m + n - 3``
(exact: a monotone path crosses that many inner cells, so with that many removals
the answer is ``m + n - 2`` whatever k), so that k = 1,600 searches no more than
k = 77.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-1293").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'6'
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.common.layered_grid import BREAK, LayeredGrid
from fewest.puzzles.kit import Grid, Input, Int, Problem, family_of

Case = dict[str, Any]


def grid_of(case: Case) -> LayeredGrid:
    """The grid as a layered grid whose layer counts the obstacles removed."""
    grid = case["grid"]
    m, n = len(grid), len(grid[0])
    goals = bytearray(m * n)
    goals[-1] = 1
    return LayeredGrid(m, n, bytes(v for row in grid for v in row), bytes(goals), (0, 0),
                       BREAK, min(case["k"], max(0, m + n - 3)))


def random_case(rng: random.Random, m: int, n: int, density: float, k: int) -> Case:
    """An m x n grid of obstacles of ``density``, the corners empty, ``k`` within
    1..m*n."""
    grid = [[1 if rng.random() < density else 0 for _ in range(n)] for _ in range(m)]
    grid[0][0] = grid[m - 1][n - 1] = 0
    return {"grid": grid, "k": max(1, min(k, m * n))}


def _arrange(case: Case, rng: random.Random) -> Case:
    """Obstacles of one density, k mostly small (a visited set without the removals
    left, or an off-by-one in k, fails there), now and then up to m * n."""
    m, n = len(case["grid"]), len(case["grid"][0])
    k = rng.choice((1, 1, 2, 3, rng.randint(1, m + n), case["k"]))
    return random_case(rng, m, n, rng.choice((0.25, 0.4, 0.55)), k)


def _corners(case: Case) -> str | None:
    grid = case["grid"]
    return Said("the corners (0,0) and (m-1,n-1) must be empty",
                "모서리 (0,0)과 (m-1,n-1)은 비어 있어야 합니다") if grid[0][0] or grid[-1][-1] \
        else None


def _case(grid: list[list[int]], k: int) -> str:
    return json.dumps({"grid": grid, "k": k}) + "\n"


WALLED = [[1] * 40 for _ in range(40)]
WALLED[0][0] = WALLED[39][39] = 0

PROBLEM = Problem(
    site="leetcode", number="1293", title_ko="장애물 제거가 가능한 격자 최단 경로",
    title_en="Shortest Path in a Grid with Obstacles Elimination",
    source="https://github.com/javadev/LeetCode-in-Java/blob/main/src/main/java/g1201_1300/"
           "s1293_shortest_path_in_a_grid_with_obstacles_elimination/readme.md",
    input=Input(Grid("grid", (1, 40), (1, 40), (0, 1), weights={0: 3, 1: 2}),
                Int("k", 1, lambda c: len(c["grid"]) * len(c["grid"][0])),
                where=_corners, arrange=_arrange, json=True),
    walk=grid_of,
    layer_words=lambda removed: f"obstacles removed: {removed}",
    call="Solution().shortestPath(grid, k)",
    unit="steps", unit_ko="칸",
    time_limit=1.0,
    samples=((_case([[0, 0, 0], [1, 1, 0], [0, 0, 0], [0, 1, 1], [0, 0, 0]], 1), "6"),
             (_case([[0, 1, 1], [1, 1, 1], [1, 0, 0]], 1), "-1")),
    specials=(
        _case([[0]], 1),                       # one cell: 0 steps
        _case([[0, 1, 0]], 1),
        _case([[0, 1, 1, 0]], 1),              # two obstacles, one removal: -1
        # the cell (1, 1) is first met through (1, 0), an obstacle: a visited set without
        # the removals left then never lets the free way through it
        _case([[0, 0, 1, 1], [1, 0, 1, 0]], 1),
        _case(WALLED, 1600),                   # k = m * n: the straight way, 78
        _case(WALLED, 76),                     # one removal short: -1
    ),
    summary="LeetCode 1293 Obstacles Elimination: fewest steps corner to corner, "
            "removing at most k obstacles",
    about=Said("fewest steps from the top-left to the bottom-right cell, removing at most k "
               "obstacles on the way",
               "장애물을 최대 k개 없애며 왼쪽 위에서 오른쪽 아래 칸까지 가는 최소 걸음 수 "
               "(불가능하면 -1)"),
)
FAMILY = family_of(PROBLEM)
