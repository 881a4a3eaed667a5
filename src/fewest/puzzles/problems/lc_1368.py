"""LeetCode 1368 Minimum Cost to Make at Least One Valid Path in a Grid: every cell's
sign points right (1), left (2), down (3) or up (4); changing a sign costs 1; the
least cost for the signs to lead from the top-left cell to the bottom-right one.

Statement read from https://hashl.com/algo/problem/minimum-cost-to-make-at-least-one-valid-path-in-a-grid
(official page https://leetcode.com/problems/minimum-cost-to-make-at-least-one-valid-path-in-a-grid/):
``1 <= m, n <= 100``, ``1 <= grid[i][j] <= 4``.

Decided: a step the way the sign points costs 0, a step any other way costs 1
(the sign changed): a 0-1 BFS.  "A sign changes once only" needs no state: a
cheapest route never comes back to a cell, so it changes no sign twice.  A sign
pointing out of the grid is kept (it leads nowhere); 1 x 1 is 0.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-1368").parse('{"grid": [[1,1,1,1],[2,2,2,2],[1,1,1,1],[2,2,2,2]]}')
>>> inst.judge_output(inst.solve(), "judge")
'3'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, View, family_of

#: each sign's step, in the statement's numbering
SIGNS = {1: ("right", 0, 1), 2: ("left", 0, -1), 3: ("down", 1, 0), 4: ("up", -1, 0)}
Cell = tuple[int, int]


def steps(case: dict[str, Any], at: Cell) -> list[tuple[str, Cell, int]]:
    grid = case["grid"]
    r, c = at
    out = []
    for sign, (name, dr, dc) in SIGNS.items():
        if 0 <= r + dr < len(grid) and 0 <= c + dc < len(grid[0]):
            same = grid[r][c] == sign
            out.append((name if same else f"turn {name}", (r + dr, c + dc), 0 if same else 1))
    return out


def _case(grid: list[list[int]]) -> str:
    return json.dumps({"grid": grid}) + "\n"


def _arrows(case: dict[str, Any], at: Cell) -> tuple[list[str], dict[Cell, tuple[str, str]]]:
    rows = ["".join(">" if v == 1 else "<" if v == 2 else "v" if v == 3 else "^" for v in row)
            for row in case["grid"]]
    return rows, {(at[0], at[1]): ("P", "piece")}


PROBLEM = Problem(
    site="leetcode", number="1368", title_ko="유효한 경로를 만드는 최소 비용",
    title_en="Minimum Cost to Make at Least One Valid Path in a Grid",
    source="https://hashl.com/algo/problem/minimum-cost-to-make-at-least-one-valid-path-in-a-grid",
    input=Input(Grid("grid", (1, 100), (1, 100), (1, 4)), json=True),
    start=lambda c: (0, 0),
    moves=steps,
    goal=lambda c, at: at == (len(c["grid"]) - 1, len(c["grid"][0]) - 1),
    costs="01",
    call="Solution().minCost(grid)",
    unit="signs changed", unit_ko="개",
    samples=((_case([[1, 1, 1, 1], [2, 2, 2, 2], [1, 1, 1, 1], [2, 2, 2, 2]]), "3"),
             (_case([[1, 1, 3], [3, 2, 2], [1, 1, 4]]), "0"), (_case([[1, 2], [4, 3]]), "1")),
    specials=(_case([[2, 2, 2], [2, 2, 2]]), _case([[4]]), _case([[1, 2]]), _case([[3], [4]]),
              _case([[2] * 100] * 100), _case([[1] * 100] * 100), _case([[4] * 100] * 100),
              _case([[1] * 99 + [3]] + [[2] * 100] * 98 + [[1] * 100]),
              _case([[1 if r % 2 == 0 else 2] * 100 for r in range(100)]),
              _case([[3, 4, 3], [3, 4, 3], [1, 1, 4]]),
              _case([[1, 1, 1, 3], [3, 2, 2, 2], [1, 1, 1, 3], [4, 4, 2, 2]])),
    view=View(board=_arrows, roles={">": "empty", "<": "empty", "v": "empty", "^": "empty"},
              labels={">": ">", "<": "<", "v": "v", "^": "^"}),
    about=Said("the least cost of changing signs so that following them leads from the top-left "
               "cell to the bottom-right",
               "표지를 따라 왼쪽 위에서 오른쪽 아래 칸까지 가도록 표지를 바꾸는 최소 비용"),
)
FAMILY = family_of(PROBLEM)
