"""Baekjoon 14940 쉬운 최단거리 (Easy shortest distance): on an n x m map (``0``
blocked, ``1`` land, ``2`` the one target), every cell's distance to the target
moving up, down, left or right: ``0`` on blocked cells, ``-1`` on land that
cannot reach it.

Statement read from https://blog.lilamaris.kr/blog/ps-%ED%9A%8C%EA%B3%A0/boj-14940-%EC%89%AC%EC%9A%B4-%EC%B5%9C%EB%8B%A8%EA%B1%B0%EB%A6%AC/
(official page https://www.acmicpc.net/problem/14940): ``2 <= n, m <= 1000``,
exactly one ``2``; 1 s, 128 MB.

Not one search: the answer is a distance for every cell, one BFS from the target
(the kit's :func:`~fewest.puzzles.kit.lattice.lattice_distances`), printed as n rows.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-14940").parse("2 3\\n2 1 0\\n0 1 1\\n")
>>> print(inst.judge_output(inst.solve(), "judge"))
0 1 0
0 2 3
"""

from __future__ import annotations

from typing import Any

import numpy as np

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, family_of
from fewest.puzzles.kit.lattice import FOUR, lattice_distances


def every_distance(case: dict[str, Any]) -> list[list[int]]:
    """Each cell's distance to the target (0 blocked, -1 land that cannot reach it)."""
    grid = np.asarray(case["map"], dtype=np.int64)
    dist = lattice_distances(np.where(grid == 0, -1, 1), grid == 2, FOUR)
    out: list[list[int]] = np.where(grid == 0, 0, dist).tolist()
    return out


def _map(rows: list[list[int]]) -> str:
    return f"{len(rows)} {len(rows[0])}\n" + "".join(" ".join(map(str, r)) + "\n"
                                                     for r in rows)


SAMPLE = ("15 15\n" + "2 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n"
          + "1 1 1 1 1 1 1 1 1 1 1 1 1 1 1\n" * 10
          + "1 1 1 1 1 1 1 1 1 1 0 0 0 0 1\n1 1 1 1 1 1 1 1 1 1 0 1 1 1 1\n"
          "1 1 1 1 1 1 1 1 1 1 0 1 0 0 0\n1 1 1 1 1 1 1 1 1 1 0 1 1 1 1\n")
SAMPLE_OUT = "\n".join(
    [" ".join(str(r + c) for c in range(15)) for r in range(11)]
    + ["11 12 13 14 15 16 17 18 19 20 0 0 0 0 25",
       "12 13 14 15 16 17 18 19 20 21 0 29 28 27 26",
       "13 14 15 16 17 18 19 20 21 22 0 30 0 0 0",
       "14 15 16 17 18 19 20 21 22 23 0 31 32 33 34"])

PROBLEM = Problem(
    site="baekjoon", number="14940", title_ko="쉬운 최단거리", title_en="Easy shortest distance",
    source="https://blog.lilamaris.kr/blog/ps-%ED%9A%8C%EA%B3%A0/boj-14940-%EC%89%AC%EC%9A%B4-"
           "%EC%B5%9C%EB%8B%A8%EA%B1%B0%EB%A6%AC/",
    input=Input(Line(Int("n", 2, 1000), Int("m", 2, 1000)),
                Grid("map", "n", "m", (0, 2), weights={1: 4, 0: 1}, exactly={2: 1})),
    solve=every_distance,
    why=Said("the answer is every cell's distance to the target (one BFS from the target, "
             "read at every cell), not one path",
             "답이 경로 하나가 아니라 모든 칸에서 목표 지점까지의 거리입니다 "
             "(목표 지점에서 BFS 한 번, 모든 칸에서 읽음)"),
    unit="steps (every cell)", unit_ko="칸 (모든 칸)",
    time_limit=1.0, memory_mb=128,
    reach=0.7,
    samples=((SAMPLE, SAMPLE_OUT),),
    specials=(
        "2 2\n2 1\n1 1\n",               # the smallest map, all land
        "2 2\n2 0\n0 1\n",               # land cut off from the target: -1
        "2 2\n0 0\n0 2\n",               # only the target: blocked cells print 0
        "2 3\n1 0 1\n1 0 2\n",           # a wall splits the map
        _map([[1] * 1000, [1] * 999 + [2]]),
        _map([[2, 1]] + [[1, 1]] * 999),
        _map([[1] * 7 for _ in range(3)] + [[0, 0, 0, 0, 0, 0, 1]] + [[2] + [1] * 6]),
    ),
    about=Said("every cell's distance to the target 2, moving up, down, left or right, -1 where "
               "it cannot be reached",
               "지도의 모든 칸에서 목표지점 2까지의 거리 (상하좌우 이동, 닿을 수 없으면 -1)"),
)
FAMILY = family_of(PROBLEM)
