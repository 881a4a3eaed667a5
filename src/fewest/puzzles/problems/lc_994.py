"""LeetCode 994 Rotting Oranges: every minute each fresh orange (1) next to a rotten
one (2) rots; the minutes until no fresh orange is left, or -1 when one never rots.

Statement read from https://git.only4.work/coder-xiaomo/leetcode-problemset/raw/commit/73ae78c4b477f44346454830ffaa6b5652d1ba11/leetcode-cn/problem%20%28English%29/%E8%85%90%E7%83%82%E7%9A%84%E6%A9%98%E5%AD%90%28English%29%20%5Brotting-oranges%5D.html
(official page https://leetcode.com/problems/rotting-oranges/): ``1 <= m, n <= 10``,
cells 0, 1 or 2.

Decided: not one search but every fresh orange's distance from the nearest rotten
one (one multi-source BFS through fresh oranges); the answer is the largest, 0 when
no orange is fresh (rotten ones or none at all), -1 when one is never reached.
Empty cells (0) stop the rot; rot spreads in 4 directions only.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-994").parse('{"grid": [[2,1,1],[1,1,0],[0,1,1]]}')
>>> inst.judge_output(inst.solve(), "judge")
'4'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, distances, family_of

STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def minutes(case: dict[str, Any]) -> int:
    """The minutes until every fresh orange is rotten, or -1."""
    grid = case["grid"]
    n, m = len(grid), len(grid[0])
    cells = [(r, c) for r in range(n) for c in range(m)]

    def spread(at: tuple[int, int]) -> list[tuple[tuple[int, int], int]]:
        r, c = at
        return [((r + dr, c + dc), 1) for dr, dc in STEPS
                if 0 <= r + dr < n and 0 <= c + dc < m and grid[r + dr][c + dc] == 1]

    dist = distances([(r, c) for r, c in cells if grid[r][c] == 2], spread)
    fresh = [(r, c) for r, c in cells if grid[r][c] == 1]
    if any(cell not in dist for cell in fresh):
        return -1
    return int(max((dist[cell] for cell in fresh), default=0))


def _text(rows: list[str]) -> str:
    return '{"grid": [' + ", ".join("[" + ",".join(row) + "]" for row in rows) + "]}\n"


#: a 10 x 10 serpent of fresh oranges, rotten at one end: the longest answer (54 minutes)
_SNAKE = ["2111111111", "0000000001", "1111111111", "1000000000", "1111111111",
          "0000000001", "1111111111", "1000000000", "1111111111", "0000000001"]

PROBLEM = Problem(
    site="leetcode", number="994", title_ko="썩은 오렌지", title_en="Rotting Oranges",
    source="https://git.only4.work/coder-xiaomo/leetcode-problemset/raw/commit/"
           "73ae78c4b477f44346454830ffaa6b5652d1ba11/leetcode-cn/problem%20%28English%29/"
           "%E8%85%90%E7%83%82%E7%9A%84%E6%A9%98%E5%AD%90%28English%29%20"
           "%5Brotting-oranges%5D.html",
    input=Input(Grid("grid", (1, 10), (1, 10), (0, 2), weights={0: 1, 1: 4, 2: 1}),
                json=True),
    solve=minutes,
    why=Said("the minutes are the farthest fresh orange's distance from the nearest rotten "
             "one: every cell's distance at once (a multi-source BFS), not one start and goal",
             "답이 시작과 목표 하나가 아니라 가장 가까운 썩은 오렌지에서 가장 먼 신선한 "
             "오렌지까지의 거리(분)입니다: 모든 칸의 거리를 한꺼번에 구합니다 (여러 시작점 BFS)"),
    call="Solution().orangesRotting(grid)",
    unit="minutes", unit_ko="분",
    samples=((_text(["211", "110", "011"]), "4"), (_text(["211", "011", "101"]), "-1"),
             (_text(["02"]), "0")),
    specials=(_text(["0"]), _text(["1"]), _text(["2"]), _text(["1" * 10] * 10),
              _text(["2" + "1" * 9] + ["1" * 10] * 9), _text(["0" * 10] * 10),
              _text(["2" * 10] * 10), _text(["12"]), _text(["1", "0", "2"]),
              _text(["2" + "1" * 8 + "2"] + ["1" * 10] * 8 + ["2" + "1" * 8 + "2"]),
              _text(_SNAKE)),
    about=Said("minutes until no fresh orange is left as each rotten one spoils its neighbours, "
               "or -1",
               "썩은 오렌지가 매분 상하좌우의 신선한 오렌지를 썩힐 때 신선한 오렌지가 모두 "
               "없어지는 시간(분), 불가능하면 -1"),
)
FAMILY = family_of(PROBLEM)
