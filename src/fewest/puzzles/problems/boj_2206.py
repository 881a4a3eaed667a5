"""Baekjoon 2206 벽 부수고 이동하기 (Break a Wall and Move): the fewest cells on a walk
from (1, 1) to (N, M) of an N x M map of 0 (floor) and 1 (wall), both ends counted,
breaking at most one wall on the way (stepping onto it breaks it); -1 when there is
no way.  The state is ``(row, col, broken)``.

Statement read from https://hxwoo.github.io/algorithm_solve/2025/09/10/boj-2206-breaking-walls-and-moving.html
(official page https://www.acmicpc.net/problem/2206): ``1 <= N, M <= 1000``, rows
of M digits written together, (1, 1) and (N, M) are 0; 2 s, 192 MB.

Decided: (1, 1) or (N, M) on a wall is refused as input (the statement says they
are 0); a 1 x 1 map prints 1.  The map and its rules, shared with 14442 (K walls).

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-2206").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge"), inst.judge_output(None, "judge")
('15', '-1')
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.common.grid_gen import field, maze
from fewest.puzzles.common.layered_grid import BREAK, LayeredGrid
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, count, family_of

Case = dict[str, Any]
_CODES = bytes.maketrans(b"01", b"\x00\x01")
#: the map's sides
SIDE = Int("n", 1, 1000), Int("m", 1, 1000)
MAP = Grid("map", "n", "m", "01", weights={"0": 3, "1": 2})


def breaking(limit: int | str, rule: int = BREAK, sides: tuple[str, str] = ("n", "m")) -> Any:
    """The map of a case as a layered grid whose layer counts the walls broken, at
    most ``limit`` (a number, or the field that gives it); ``rule`` ``DAY``: broken
    by day only (boj-16933); ``sides``: the fields of the map's height and width."""
    def grid_of(case: Case) -> LayeredGrid:
        n, m = case[sides[0]], case[sides[1]]
        codes = "".join(case["map"]).encode("ascii").translate(_CODES)
        goals = bytearray(n * m)
        goals[-1] = 1
        k = limit if isinstance(limit, int) else case[limit]
        return LayeredGrid(n, m, codes, bytes(goals), (0, 0), rule, k)
    return grid_of


def ends_open(case: Case) -> str | None:
    rows = case["map"]
    if rows[0][0] != "0" or rows[-1][-1] != "0":
        return Said("(1, 1) and (N, M) must be 0, as the statement says",
                    "문제에서 말하듯 (1, 1)과 (N, M)은 0이어야 합니다")
    return None


def walls(densities: tuple[float, ...], fields: float) -> Any:
    """A drawn map made a field of walls (of one of ``densities``, with chance
    ``fields``) or a maze with a few loops, both ends open: a path or none."""
    def arrange(case: Case, rng: random.Random) -> Case:
        n, m = case["n"], case["m"]
        if rng.random() < fields or n < 3 or m < 3:
            g = field(rng, n, m, rng.choice(densities))
        else:
            g = maze(rng, n, m, loops=rng.choice([0.0, 0.05, 0.2]))
        g[0][0] = g[n - 1][m - 1] = True
        return {**case, "map": ["".join("0" if v else "1" for v in row) for row in g]}
    return arrange


def serpentine(n: int, m: int) -> list[str]:
    """Wall rows, each with one gap at alternating ends (the last row open): the
    longest route, and walls to break that save long detours."""
    rows = []
    for r in range(n):
        if r % 2 == 0 or r == n - 1:
            rows.append("0" * m)
        else:
            gap = m - 1 if r % 4 == 1 else 0
            rows.append("".join("0" if c == gap else "1" for c in range(m)))
    return rows


def broken_words(limit: str) -> Any:
    """The layer in words: the walls broken so far, of ``limit``."""
    return lambda broken: f"walls broken: {broken} of {limit}"


PROBLEM = Problem(
    site="baekjoon", number="2206", title_ko="벽 부수고 이동하기",
    title_en="Break a Wall and Move",
    source="https://hxwoo.github.io/algorithm_solve/2025/09/10/"
           "boj-2206-breaking-walls-and-moving.html",
    input=Input(Line(*SIDE), MAP, where=ends_open,
                arrange=walls((0.2, 0.3, 0.4, 0.5, 0.6), 0.65)),
    walk=breaking(1),
    layer_words=broken_words("1"),
    answer=count(plus=1),
    unit="cells", unit_ko="칸",
    time_limit=2.0, memory_mb=192,
    samples=(("6 4\n0100\n1110\n1000\n0000\n0111\n0000\n", "15"),
             ("4 4\n0111\n1111\n1111\n1110\n", "-1")),
    specials=(
        "1 1\n0\n",                            # the start is the exit: 1
        "1 3\n010\n",                          # break the one wall
        "1 4\n0110\n",                         # two walls in a row: never
        "3 3\n010\n010\n000\n",
        # the cell below the start is first reached by breaking a wall: a visited array
        # without the layer blocks the walk that still may break one later
        "3 3\n001\n101\n110\n",
        "60 60\n" + "".join(r + "\n" for r in serpentine(60, 60)),
    ),
    largest=("1000 1000\n" + "".join(r + "\n" for r in serpentine(1000, 1000)),),
    reach=0.6,
    summary="Baekjoon 2206 벽 부수고 이동하기: fewest cells to (N,M), one wall may be broken",
    about=Said("fewest cells from (1, 1) to (N, M), both counted, breaking at most one wall on "
               "the way",
               "벽을 최대 한 개 부수며 (1, 1)에서 (N, M)까지 가는 최소 칸 수 (양 끝 포함)"),
)
FAMILY = family_of(PROBLEM)
