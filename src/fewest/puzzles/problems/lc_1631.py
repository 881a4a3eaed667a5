"""LeetCode 1631 Path With Minimum Effort: from the top-left cell to the bottom-right
one, moving up, down, left or right; a route's effort is its largest height step;
the least effort of any route.

Statement read from https://leetcode.ca/all/1631.html (official page
https://leetcode.com/problems/path-with-minimum-effort/): ``1 <= rows, columns <=
100``, ``1 <= heights[i][j] <= 10^6``.

Decided: the effort is a largest step, not a sum, so it is not a shortest path of
added costs: the answer is the step at which the two corners join when the steps
between neighbours are added smallest first (Kruskal's order, a union-find).  A
1 x 1 grid is 0; every grid has a route, so -1 never occurs.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-1631").parse('{"heights": [[1,2,2],[3,8,2],[5,3,5]]}')
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, family_of


def least_effort(case: dict[str, Any]) -> int:
    """The step at which the corners join, steps between neighbours taken smallest
    first."""
    h = case["heights"]
    rows, cols = len(h), len(h[0])
    steps = sorted([(abs(h[r][c] - h[r][c + 1]), r * cols + c, r * cols + c + 1)
                    for r in range(rows) for c in range(cols - 1)]
                   + [(abs(h[r][c] - h[r + 1][c]), r * cols + c, (r + 1) * cols + c)
                      for r in range(rows - 1) for c in range(cols)])
    parent = list(range(rows * cols))

    def root(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    last = rows * cols - 1
    if last == 0:
        return 0
    for effort, a, b in steps:
        parent[root(a)] = root(b)
        if root(0) == root(last):
            return effort
    raise AssertionError("a grid is connected")  # pragma: no cover


def _case(heights: list[list[int]]) -> str:
    return json.dumps({"heights": heights}) + "\n"


def _moat(n: int) -> list[list[int]]:
    """An ``n x n`` grid of 10^6 with a winding path of 1s from corner to corner: the
    effortless route goes up and left as well as down and right."""
    rows = [[10**6] * n for _ in range(n)]
    for r in range(0, n, 2):
        for c in range(n):
            rows[r][c] = 1
        if r + 1 < n:
            rows[r + 1][n - 1 if (r // 2) % 2 == 0 else 0] = 1
    rows[n - 1] = [1] * n
    return rows


PROBLEM = Problem(
    site="leetcode", number="1631", title_ko="최소 노력 경로", title_en="Path With Minimum Effort",
    source="https://leetcode.ca/all/1631.html",
    input=Input(Grid("heights", (1, 100), (1, 100), (1, 10**6)), json=True),
    solve=least_effort,
    why=Said("a route's effort is its largest step, not a sum of costs: the least effort is "
             "the step at which the corners join when steps are taken smallest first",
             "경로의 노력은 비용의 합이 아니라 가장 큰 한 걸음입니다: 작은 걸음부터 차례로 "
             "이을 때 두 모서리가 이어지는 걸음이 최소 노력입니다"),
    call="Solution().minimumEffortPath(heights)",
    unit="effort", unit_ko="노력",
    samples=((_case([[1, 2, 2], [3, 8, 2], [5, 3, 5]]), "2"),
             (_case([[1, 2, 3], [3, 8, 4], [5, 3, 5]]), "1"),
             (_case([[1, 2, 1, 1, 1], [1, 2, 1, 2, 1], [1, 2, 1, 2, 1], [1, 2, 1, 2, 1],
                     [1, 1, 1, 2, 1]]), "0")),
    specials=(_case([[1]]), _case([[10**6]]), _case([[1, 10**6]]), _case([[1], [10**6]]),
              _case([list(range(1, 101))]), _case([[7] * 100] * 100),
              _case([[(r * 100 + c) * 97 % 10**6 + 1 for c in range(100)] for r in range(100)]),
              _case(_moat(9)), _case(_moat(100)),
              _case([[1, 10, 1], [1, 10, 1], [1, 1, 1]]),
              _case([[1, 3, 1, 1], [1, 3, 1, 3], [1, 1, 1, 3], [3, 3, 3, 1]])),
    reach=0.8,
    about=Said("the least effort (largest height step) of a route from the top-left cell to the "
               "bottom-right",
               "왼쪽 위에서 오른쪽 아래까지 가는 경로 중 이웃 칸 높이 차의 최댓값(노력)이 가장 "
               "작은 값"),
)
FAMILY = family_of(PROBLEM)
