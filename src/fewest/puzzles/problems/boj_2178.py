"""Baekjoon 2178 미로 탐색 (Maze Search): the fewest cells on a walk from (1, 1) to
(N, M) of an N x M maze of 1 (a cell one may walk on) and 0 (one that cannot be
entered), four-neighbour steps, both ends counted.

Statement read from https://devch.co.kr/2021/04/09/BAEKJOON-2178-21-04-09 (official
page https://www.acmicpc.net/problem/2178): ``2 <= N, M <= 100``, rows of M digits
written together; 1 s, 192 MB.

Decided: (1, 1) and (N, M) must be 1 (the statement promises a path between them;
other inputs are refused).  A maze whose end cannot be reached anyway is outside
the statement; fewest prints ``-1`` for it, as for the other maze problems.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-2178").parse(PROBLEM.samples[0][0])
>>> sol = inst.solve()
>>> sol.length, inst.judge_output(sol, "judge")
(14, '15')
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.common.grid_gen import field, maze, reachable
from fewest.puzzles.common.layered_grid import FLOOR, PLAIN, WALL, LayeredGrid
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, count, family_of

Case = dict[str, Any]


def grid_of(case: Case) -> LayeredGrid:
    """The maze as a plain layered grid (one layer), the goal its last cell."""
    n, m = case["n"], case["m"]
    codes = bytes(FLOOR if ch == "1" else WALL for row in case["maze"] for ch in row)
    goals = bytearray(n * m)
    goals[-1] = 1
    return LayeredGrid(n, m, codes, bytes(goals), (0, 0), PLAIN)


def _ends(case: Case) -> str | None:
    rows = case["maze"]
    if rows[0][0] != "1" or rows[-1][-1] != "1":
        return Said("(1, 1) and (N, M) must be 1: the statement promises a path between them",
                    "(1, 1)과 (N, M)은 1이어야 합니다: 문제에서 둘 사이에 길이 있다고 합니다")
    return None


def _arrange(case: Case, rng: random.Random) -> Case:
    """A winding maze with a few loops (mostly) or a random field, drawn again until
    (N, M) can be reached: the statement promises a path, and independent cells
    rarely make long corridors."""
    n, m = case["n"], case["m"]
    while True:
        if rng.random() < 0.6:
            g = maze(rng, n, m, loops=rng.choice([0.05, 0.15, 0.3]))
        else:
            g = field(rng, n, m, rng.choice([0.2, 0.3, 0.4]))
            g[0][0] = g[n - 1][m - 1] = True
        if reachable(g, (0, 0), (n - 1, m - 1)):
            return {**case, "maze": ["".join("1" if v else "0" for v in row) for row in g]}


def _serpentine(n: int, m: int) -> str:
    """Open rows joined at alternate ends: the longest route an n x m maze holds."""
    rows = []
    for r in range(n):
        if r % 2 == 0 or r == n - 1:
            rows.append("1" * m)
        else:
            gap = m - 1 if r % 4 == 1 else 0
            rows.append("".join("1" if c == gap else "0" for c in range(m)))
    return f"{n} {m}\n" + "".join(row + "\n" for row in rows)


PROBLEM = Problem(
    site="baekjoon", number="2178", title_ko="미로 탐색", title_en="Maze Search",
    source="https://devch.co.kr/2021/04/09/BAEKJOON-2178-21-04-09",
    input=Input(Line(Int("n", 2, 100), Int("m", 2, 100)),
                Grid("maze", "n", "m", "01", weights={"1": 7, "0": 3}),
                where=_ends, arrange=_arrange),
    walk=grid_of,
    answer=count(plus=1),
    unit="cells", unit_ko="칸",
    time_limit=1.0, memory_mb=192,
    samples=(
        ("4 6\n101111\n101010\n101011\n111011\n", "15"),
        ("4 6\n110110\n110110\n111111\n111101\n", "9"),
        ("2 25\n1011101110111011101110111\n1110111011101110111011101\n", "38"),
        ("7 7\n1011111\n1110001\n1000001\n1000001\n1000001\n1000001\n1111111\n", "13"),
    ),
    specials=(
        "2 2\n11\n11\n",                       # the smallest maze
        "2 2\n11\n01\n",
        "2 100\n" + "1" * 100 + "\n" + "0" * 99 + "1\n",  # one long row, then down
        _serpentine(100, 100),                 # the longest route (4,951 cells)
    ),
    largest=(_serpentine(100, 100),),
    summary="Baekjoon 2178 미로 탐색: fewest cells from (1,1) to (N,M), both counted",
    about=Said("fewest cells on a walk from (1, 1) to (N, M) through 1 cells, both ends counted",
               "1인 칸으로만 (1, 1)에서 (N, M)까지 가는 최소 칸 수 (시작과 도착 칸 포함)"),
)
FAMILY = family_of(PROBLEM)
