"""Baekjoon 16933 벽 부수고 이동하기 3 (Breaking Walls 3): the shortest way from (1, 1)
to (N, M) of an N x M map of 0 (empty) and 1 (wall), breaking up to K walls, but
only by day: day and night alternate with every move, staying put included.
The length counts the squares, start and end included (a stay counts one more);
-1 when there is no way.

Statement read from
https://mwzz6.tistory.com/entry/%EB%B0%B1%EC%A4%80-16933%EB%B2%88-%EB%B2%BD-%EB%B6%80%EC%88%98%EA%B3%A0-%EC%9D%B4%EB%8F%99%ED%95%98%EA%B8%B0-3-Java
(official page https://www.acmicpc.net/problem/16933), the ranges, samples and
limits as copied into public solutions' headers: ``1 <= N, M <= 1000``,
``1 <= K <= 10``; (1, 1) and (N, M) are 0.  2 s, 512 MB.

Decided: the state is the square, the walls broken and whether it is night: a
walk on the kit's layered grid under its ``DAY`` rule (compiled on large maps,
a square dominated by an earlier arrival at the same time of day with no more
walls broken).  The first move is by day.  Staying is a move (it flips day and night and counts
one square); it is offered at any time, though only waiting out a night before a
wall ever helps.  ``1 1 K / 0`` is already at the end: 1.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-16933").parse("1 4 1\\n0010\\n")
>>> inst.judge_output(inst.solve(), "judge")
'5'
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.common.layered_grid import DAY
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, count, family_of
from fewest.puzzles.problems.boj_2206 import breaking

Case = dict[str, Any]


def day_words(layer: int) -> str:
    """The layer in words: walls broken so far, of K, and day or night."""
    return f"walls broken: {layer >> 1} of K, {'night' if layer & 1 else 'day'}"


def corners(case: Case) -> str | None:
    grid = case["map"]
    if grid[0][0] != "0" or grid[-1][-1] != "0":
        return Said("(1, 1) and (N, M) are 0", "(1, 1)과 (N, M)은 0이어야 합니다")
    return None


def clear_corners(case: Case, rng: random.Random) -> Case:
    rows = list(case["map"])
    rows[0] = "0" + rows[0][1:]
    rows[-1] = rows[-1][:-1] + "0"
    return {**case, "map": rows}


PROBLEM = Problem(
    site="baekjoon", number="16933", title_ko="벽 부수고 이동하기 3",
    title_en="Breaking Walls 3",
    source="https://mwzz6.tistory.com/entry/%EB%B0%B1%EC%A4%80-16933%EB%B2%88-%EB%B2%BD-"
           "%EB%B6%80%EC%88%98%EA%B3%A0-%EC%9D%B4%EB%8F%99%ED%95%98%EA%B8%B0-3-Java",
    input=Input(Line(Int("N", 1, 1000), Int("M", 1, 1000), Int("K", 1, 10)),
                Grid("map", "N", "M", "01", weights={"0": 3, "1": 2}),
                where=corners, arrange=clear_corners),
    walk=breaking("K", DAY, ("N", "M")),
    layer_words=day_words,
    answer=count(plus=1),
    unit="squares", unit_ko="칸",
    time_limit=2.0, memory_mb=512,
    samples=(("1 4 1\n0010\n", "5"), ("1 4 1\n0100\n", "4"),
             ("6 4 1\n0100\n1110\n1000\n0000\n0111\n0000\n", "15"),
             ("6 4 2\n0100\n1110\n1000\n0000\n0111\n0000\n", "9")),
    specials=(
        "1 1 1\n0\n",                   # already at the end: one square
        "1 2 1\n00\n",
        "1 5 1\n01010\n",               # two walls, one break: never
        "2 2 10\n01\n10\n",             # two ways, each through a wall by day: 3
        "1 6 2\n001100\n",              # the second wall comes at night: wait
        "3 3 1\n011\n111\n110\n",       # walled in: never
    ),
    reach=0.55,
    about=Said("the shortest way in squares from (1, 1) to (N, M), breaking up to K walls by day "
               "only",
               "낮에만 벽을 K개까지 부수며(이동마다 낮과 밤이 바뀜) (1, 1)에서 (N, M)까지 가는 "
               "최단 경로의 칸 수"),
)
FAMILY = family_of(PROBLEM)
