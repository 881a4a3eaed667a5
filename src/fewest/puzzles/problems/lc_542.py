"""LeetCode 542 01 Matrix: for every cell of a 0/1 matrix, the distance (steps up,
down, left, right) to the nearest 0; the answer is that distance grid.

Statement read from https://gitblind.noratr.app/the-mrinal/coding-workouts (official
page https://leetcode.com/problems/01-matrix/): ``1 <= m, n <= 10^4``,
``1 <= m * n <= 10^4``, cells 0 or 1, at least one 0.

Decided: not one search but every cell's distance (one multi-source BFS from every
0, the kit's ``distances``); the returned grid has the matrix's shape, 0 on every
0.  A matrix without a 0 is refused (the statement promises one), as is one of
more than 10^4 cells.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-542").parse('{"mat": [[0,0,0],[0,1,0],[1,1,1]]}')
>>> inst.judge_output(inst.solve(), "judge")
'[[0, 0, 0], [0, 1, 0], [1, 2, 1]]'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, distances, family_of

STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def nearest_zero(case: dict[str, Any]) -> list[list[int]]:
    """Every cell's distance to the nearest 0."""
    mat = case["mat"]
    n, m = len(mat), len(mat[0])

    def step(at: tuple[int, int]) -> list[tuple[tuple[int, int], int]]:
        r, c = at
        return [((r + dr, c + dc), 1) for dr, dc in STEPS
                if 0 <= r + dr < n and 0 <= c + dc < m]

    dist = distances([(r, c) for r in range(n) for c in range(m) if mat[r][c] == 0], step)
    return [[int(dist[r, c]) for c in range(m)] for r in range(n)]


def _case(mat: list[list[int]]) -> str:
    return json.dumps({"mat": mat}) + "\n"


def _one_zero(n: int, m: int, r: int, c: int) -> str:
    return _case([[0 if (i, j) == (r, c) else 1 for j in range(m)] for i in range(n)])


PROBLEM = Problem(
    site="leetcode", number="542", title_ko="01 행렬", title_en="01 Matrix",
    source="https://gitblind.noratr.app/the-mrinal/coding-workouts",
    input=Input(Grid("mat", (1, 10**4), (1, 10**4), (0, 1), weights={0: 1, 1: 4},
                     area=10**4),
                where=lambda c: None if any(0 in row for row in c["mat"])
                else Said("mat must hold at least one 0", "mat에는 0이 하나 이상 있어야 합니다"),
                json=True),
    solve=nearest_zero,
    why=Said("the answer is every cell's distance to its nearest 0 (a distance grid from one "
             "multi-source BFS), not the cost of one start-to-goal search",
             "답이 시작에서 목표까지 탐색 하나의 비용이 아니라 칸마다 가장 가까운 0까지의 "
             "거리입니다 (여러 시작점에서 BFS 한 번으로 만든 거리 격자)"),
    call="Solution().updateMatrix(mat)",
    unit="steps", unit_ko="칸",
    samples=((_case([[0, 0, 0], [0, 1, 0], [0, 0, 0]]), json.dumps([[0, 0, 0], [0, 1, 0],
                                                                    [0, 0, 0]])),
             (_case([[0, 0, 0], [0, 1, 0], [1, 1, 1]]), json.dumps([[0, 0, 0], [0, 1, 0],
                                                                    [1, 2, 1]]))),
    specials=(_case([[0]]), _case([[0, 1]]), _case([[1], [0]]), _one_zero(3, 3, 1, 1),
              _one_zero(1, 10**4, 0, 0), _one_zero(10**4, 1, 10**4 - 1, 0),
              _one_zero(100, 100, 99, 99), _case([[0, 1, 1, 1, 1, 1, 1, 1, 1, 0]])),
    reach=0.8,
    about=Said("every cell's distance to the nearest 0 in a matrix of 0s and 1s, stepping up, "
               "down, left or right",
               "0과 1로 된 행렬의 모든 칸에서 가장 가까운 0까지의 거리 (상하좌우 이동)"),
)
FAMILY = family_of(PROBLEM)
