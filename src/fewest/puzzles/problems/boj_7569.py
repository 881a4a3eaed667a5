"""Baekjoon 7569 토마토 (Tomatoes, 3-D): H boxes of N rows and M columns stacked;
every day each ripe tomato ripens its unripe neighbours in six directions (up,
down, left, right, front, back); the fewest days until every tomato is ripe, 0
when all are ripe from the start, -1 when some never ripen.

Statement read from https://velog.io/@kupulau/백준-7569-토마토 (official page
https://www.acmicpc.net/problem/7569): ``2 <= M, N <= 100``, ``1 <= H <= 100``,
boxes from the lowest up, cells ``1`` ripe, ``0`` unripe, ``-1`` empty, at least
one tomato; 1 s, 256 MB.

Not one search: the answer is the largest of every tomato's distance from its
nearest ripe tomato at the start (a multi-source BFS, 7576's :func:`ripening`).

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-7569").parse("2 2 2\\n1 -1\\n-1 -1\\n0 -1\\n-1 0\\n")
>>> inst.judge_output(inst.solve(), "judge")
'-1'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, List, Problem, family_of
from fewest.puzzles.kit.lattice import SIX
from fewest.puzzles.problems.boj_7576 import ripening


def days(case: dict[str, Any]) -> int:
    """The days until every tomato is ripe, or -1 (7576's ripening, in three dimensions)."""
    return ripening(case["boxes"], SIX)


def _boxes(m: int, n: int, layers: list[list[list[int]]]) -> str:
    rows = [" ".join(map(str, row)) for layer in layers for row in layer]
    return f"{m} {n} {len(layers)}\n" + "".join(r + "\n" for r in rows)


def _tower(h: int) -> list[list[list[int]]]:
    """``h`` 2 x 2 boxes, ripe only at the bottom corner: the answer climbs the tower."""
    layers = [[[0, 0], [0, 0]] for _ in range(h)]
    layers[0][0][0] = 1
    return layers


PROBLEM = Problem(
    site="baekjoon", number="7569", title_ko="토마토", title_en="Tomatoes (3-D)",
    source="https://velog.io/@kupulau/백준-7569-토마토",
    input=Input(Line(Int("M", 2, 100), Int("N", 2, 100), Int("H", 1, 100)),
                List("boxes", Grid("box", "N", "M", (-1, 1), weights={0: 30, -1: 8, 1: 1}),
                     "H"),
                where=lambda c: None if any(v != -1 for layer in c["boxes"] for row in layer
                                            for v in row)
                else Said("the boxes must hold at least one tomato",
                          "boxes에는 토마토가 하나 이상 있어야 합니다")),
    solve=days,
    why=Said("the answer is every tomato's ripening day at once (a multi-source BFS from all "
             "the ripe tomatoes), not one path",
             "답이 경로 하나가 아니라 모든 토마토가 익는 날을 한꺼번에 구한 것입니다 "
             "(익은 토마토 모두에서 시작하는 BFS)"),
    unit="days", unit_ko="일",
    time_limit=1.0, memory_mb=256,
    reach=0.7,
    samples=(
        ("5 3 1\n0 -1 0 0 0\n-1 -1 0 1 1\n0 0 0 1 1\n", "-1"),
        ("5 3 2\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 1 0 0\n0 0 0 0 0\n", "4"),
        ("4 3 2\n1 1 1 1\n1 1 1 1\n1 1 1 1\n1 1 1 1\n-1 -1 -1 -1\n1 1 1 -1\n", "0"),
    ),
    specials=(
        "2 2 1\n1 1\n1 1\n",                       # all ripe: 0
        "2 2 1\n0 0\n0 0\n",                       # no ripe tomato: -1
        "2 2 2\n1 -1\n-1 -1\n0 -1\n-1 -1\n",       # ripens straight up: 1
        "2 2 2\n-1 -1\n-1 0\n1 -1\n-1 -1\n",       # diagonal across boxes: -1
        "3 2 1\n1 0 0\n-1 -1 0\n",                 # N != M
        _boxes(2, 2, _tower(100)),                 # H at its top: the answer climbs
        _boxes(100, 2, [[[1] + [0] * 99, [0] * 100]]),
        _boxes(2, 100, [[[0, 0]] * 99 + [[0, 1]], [[0, 0]] * 100]),
    ),
    about=Said("fewest days until every tomato in the stacked boxes is ripe, ripening spreading "
               "six ways; -1 if never",
               "쌓인 상자에서 익은 토마토가 여섯 방향으로 퍼져 모든 토마토가 익는 최소 일수 "
               "(불가능하면 -1)"),
)
FAMILY = family_of(PROBLEM)
