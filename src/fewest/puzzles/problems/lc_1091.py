"""LeetCode 1091 Shortest Path in Binary Matrix: the fewest cells on a clear path from
the top-left to the bottom-right cell of an n x n grid of 0 (clear) and 1 (blocked),
one step to any of the 8 neighbours, both ends counted; -1 when there is none (a
blocked start or end included).

Statement read from https://hashl.com/algo/problem/shortest-path-in-binary-matrix
(official page https://leetcode.com/problems/shortest-path-in-binary-matrix/):
``n == grid.length == grid[i].length``, ``1 <= n <= 100``, cells 0 or 1.

Decided: a lattice walk (8 fixed offsets, entering a clear cell costs 1, a blocked
one is never entered); a blocked start reaches nothing, so the 1 x 1 grid ``[[1]]``
answers -1.  The grid may also be given bare (``0 1 / 1 0``, or a JSON list).

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-1091").parse(PROBLEM.samples[1][0])
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.moves
('4', ['right', 'down-right', 'down'])
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, count, family_of
from fewest.puzzles.kit.walks import Lattice

Case = dict[str, Any]
#: (name, dr, dc): the 8 steps, edges first
STEPS: tuple[tuple[str, int, int], ...] = (
    ("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1),
    ("up-left", -1, -1), ("up-right", -1, 1), ("down-left", 1, -1), ("down-right", 1, 1),
)


def lattice_of(case: Case) -> Lattice:
    """The grid as a lattice walk; no goal when the start or the end is blocked."""
    grid = case["grid"]
    n = len(grid)
    open_ends = grid[0][0] == 0 and grid[-1][-1] == 0
    return Lattice(shape=(n, n), enter=[-1 if v else 1 for row in grid for v in row],
                   start=(0, 0), goals=((n - 1, n - 1),) if open_ends else (),
                   steps=tuple((dr, dc) for _n, dr, dc in STEPS),
                   names=tuple(name for name, _r, _c in STEPS))


def _square(case: Case) -> str | None:
    grid = case["grid"]
    n = len(grid)
    return None if len(grid[0]) == n else \
        Said(f"the grid must be n x n; it is {n} x {len(grid[0])}",
             f"grid는 n x n이어야 합니다. 지금은 {n} x {len(grid[0])}입니다")


def random_case(rng: random.Random, n: int) -> Case:
    """Walls at a random density, now and then a blocked start or end cell (programs
    that forget ``grid[0][0]`` show within the first cases)."""
    grid = [[1 if rng.random() < density else 0 for _ in range(n)]
            for density in [rng.choice((0.1, 0.2, 0.3, 0.4, 0.5))] for _ in range(n)]
    roll = rng.random()
    if roll < 0.5:
        grid[0][0] = grid[n - 1][n - 1] = 0
    elif roll < 0.6:
        grid[0][0] = 1
    elif roll < 0.7:
        grid[n - 1][n - 1] = 1
    return {"grid": grid}


def _case(grid: list[list[int]]) -> str:
    return json.dumps({"grid": grid}) + "\n"


def _serpentine(n: int) -> list[list[int]]:
    """Rows of walls with one gap each at alternate ends: the longest path."""
    grid = [[0] * n for _ in range(n)]
    for r in range(1, n - 1, 2):
        grid[r] = [1] * n
        grid[r][0 if r % 4 == 1 else n - 1] = 0
    return grid


PROBLEM = Problem(
    site="leetcode", number="1091", title_ko="이진 행렬에서의 최단 경로",
    title_en="Shortest Path in Binary Matrix",
    source="https://hashl.com/algo/problem/shortest-path-in-binary-matrix",
    input=Input(Grid("grid", (1, 100), (1, 100), (0, 1), weights={0: 7, 1: 3}),
                where=_square, json=True,
                arrange=lambda c, rng: random_case(rng, len(c["grid"]))),
    lattice=lattice_of,
    answer=count(plus=1),
    call="Solution().shortestPathBinaryMatrix(grid)",
    unit="cells", unit_ko="칸",
    time_limit=1.0,
    samples=((_case([[0, 1], [1, 0]]), "2"),
             (_case([[0, 0, 0], [1, 1, 0], [1, 1, 0]]), "4"),
             (_case([[1, 0, 0], [1, 1, 0], [1, 1, 0]]), "-1")),
    specials=(
        _case([[0]]),                          # one clear cell: 1
        _case([[1]]),                          # one blocked cell: -1
        _case([[0, 0], [0, 1]]),               # the end blocked
        _case([[0, 0, 0], [0, 0, 0], [0, 0, 0]]),  # the diagonal: 3
        _case(_serpentine(100)),               # the longest path
        _case([[0] * 100 for _ in range(100)]),  # the largest, all clear: 100
    ),
    words=str,
    summary="LeetCode 1091 Shortest Path in Binary Matrix: cells on the shortest 8-way "
            "clear path",
    about=Said("fewest cells on a clear path of 0s from the top-left to the bottom-right, "
               "stepping 8 ways, or -1",
               "0인 칸으로만 8방향으로 움직여 왼쪽 위에서 오른쪽 아래까지 가는 최소 칸 수 "
               "(없으면 -1)"),
)
FAMILY = family_of(PROBLEM)
