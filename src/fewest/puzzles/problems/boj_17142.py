"""Baekjoon 17142 연구소 3 (Laboratory 3): the lab's viruses (2) are all inactive;
activate M of them; each second every active virus copies itself into the
neighbouring cells that are not walls (up, down, left, right), and an inactive
virus it reaches turns active; the least time until every empty cell (0) holds
a virus, over every choice of M viruses, or -1 when no choice fills them.

Statement read from https://uyt8989.tistory.com/113 (official page
https://www.acmicpc.net/problem/17142): ``4 <= N <= 50``, ``1 <= M <= 10``,
cells ``0`` empty, ``1`` wall, ``2`` a virus, ``M <=`` viruses ``<= 10``;
0.25 s, 512 MB.

Not one search: each choice of M viruses is a multi-source spread timed at its
slowest empty cell (:func:`~fewest.puzzles.problems.boj_17141.best_time`, shared
with 연구소 2: only the cells that must be filled differ).

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-17142").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'4'
"""

from __future__ import annotations

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, family_of
from fewest.puzzles.problems.boj_17141 import (
    CORNERS10,
    SAMPLE_A,
    SAMPLE_B,
    SAMPLE_C,
    SAMPLE_D,
    _comb,
    _lab,
    _open,
    best_time,
    rules,
    seed_spots,
)

PROBLEM = Problem(
    site="baekjoon", number="17142", title_ko="연구소 3", title_en="Laboratory 3",
    source="https://uyt8989.tistory.com/113",
    input=Input(Line(Int("N", 4, 50), Int("M", 1, 10)),
                Grid("lab", "N", "N", (0, 2), weights={0: 6, 1: 2}),
                where=rules, arrange=seed_spots),
    solve=lambda c: best_time(c, {0}),
    why=Said("the answer is the best of every choice of M viruses, each a multi-source spread "
             "timed at its slowest empty cell, not one path",
             "답이 경로 하나가 아니라 바이러스 M개를 고르는 모든 경우 중 가장 좋은 값입니다 "
             "(경우마다 여러 곳에서 동시에 퍼뜨려 가장 늦은 빈 칸의 시간을 잼)"),
    unit="seconds", unit_ko="초",
    time_limit=0.25, memory_mb=512,
    samples=(
        ("7 3\n" + SAMPLE_A, "4"),
        ("7 3\n" + SAMPLE_B, "4"),
        ("7 4\n" + SAMPLE_B, "4"),
        ("7 5\n" + SAMPLE_B, "3"),
        ("7 3\n" + SAMPLE_C, "7"),
        ("7 2\n" + SAMPLE_C, "-1"),
        ("5 1\n" + SAMPLE_D, "0"),
    ),
    specials=(
        _lab(4, 1, [[2, 1, 1, 1]] + [[1] * 4] * 3),         # no empty cell: 0
        _lab(4, 1, [[2, 2, 2, 0]] + [[1] * 4] * 3),         # the last virus is nearest: 1
        _lab(4, 2, [[2, 0, 1, 2]] + [[1] * 4] * 3),         # the virus left out is no cell: 1
        _lab(4, 1, [[2, 0, 1, 0]] + [[1] * 4] * 3),         # a walled-off empty cell: -1
        _lab(4, 1, [[0, 2, 2, 2]] + [[1] * 4] * 3),         # the middle virus is best: 1
        _open(4, 1, [(0, 0)]),                               # the smallest lab: 6
        _open(50, 1, [(0, 0)]),                              # the largest lab, one corner: 98
        _open(50, 10, CORNERS10),                            # ten viruses, all active
        _open(50, 3, CORNERS10),                             # ten viruses, three active
        _lab(50, 10, _comb()),                               # a comb of walls, ten on the last row
    ),
    reach=0.6,
    about=Said("least seconds to fill every empty cell, over every choice of M inactive viruses "
               "to activate",
               "비활성 바이러스 M개를 골라 활성화해 모든 빈 칸에 퍼뜨리는 최소 시간"),
)
FAMILY = family_of(PROBLEM)
