"""Baekjoon 14442 벽 부수고 이동하기 2 (Break Walls and Move 2): Baekjoon 2206 with at
most K walls broken (1 <= K <= 10).  The state is ``(row, col, broken)``, broken in
0..K: 11 million states on the largest map.

Statement read from https://devlupin.github.io/2023/06/10/BOJ-14442.html
(official page https://www.acmicpc.net/problem/14442): ``1 <= N, M <= 1000``,
``1 <= K <= 10``; 2 s, 512 MB.

Decided as in 2206: (1, 1) and (N, M) must be 0, a 1 x 1 map prints 1, -1 when
there is no way.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-14442").parse(PROBLEM.samples[1][0])
>>> inst.judge_output(inst.solve(), "judge")
'9'
"""

from __future__ import annotations

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, Line, Problem, count, family_of
from fewest.puzzles.problems.boj_2206 import (
    MAP,
    SIDE,
    breaking,
    broken_words,
    ends_open,
    walls,
)

PROBLEM = Problem(
    site="baekjoon", number="14442", title_ko="벽 부수고 이동하기 2",
    title_en="Break Walls and Move 2",
    source="https://devlupin.github.io/2023/06/10/BOJ-14442.html",
    input=Input(Line(*SIDE, Int("k", 1, 10)), MAP, where=ends_open,
                arrange=walls((0.3, 0.45, 0.6, 0.7, 0.8), 0.7)),
    walk=breaking("k"),
    layer_words=broken_words("K"),
    answer=count(plus=1),
    unit="cells", unit_ko="칸",
    time_limit=2.0, memory_mb=512,
    samples=(("6 4 1\n0100\n1110\n1000\n0000\n0111\n0000\n", "15"),
             ("6 4 2\n0100\n1110\n1000\n0000\n0111\n0000\n", "9"),
             ("4 4 3\n0111\n1111\n1111\n1110\n", "-1")),
    specials=(
        "1 1 1\n0\n",
        "1 12 10\n0" + "1" * 10 + "0\n",       # K = 10 walls in a row: all broken
        "1 13 10\n0" + "1" * 11 + "0\n",       # one wall too many
        "3 3 2\n011\n111\n110\n",
        # a square first reached with more walls broken blocks the walk that broke
        # fewer: a visited array without the layer answers -1
        "6 6 2\n001100\n001011\n111100\n100111\n110100\n101100\n",
    ),
    reach=0.6,
    summary="Baekjoon 14442 벽 부수고 이동하기 2: fewest cells to (N,M), K walls may be broken",
    about=Said("fewest cells from (1, 1) to (N, M), both counted, breaking at most K walls on the "
               "way",
               "벽을 최대 K개 부수며 (1, 1)에서 (N, M)까지 가는 최소 칸 수 (양 끝 포함)"),
)
FAMILY = family_of(PROBLEM)
