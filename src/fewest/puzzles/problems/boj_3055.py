"""Baekjoon 3055 탈출 (Escape): the hedgehog S walks one square a minute to the
beaver's den D while water ``*`` spreads a square a minute into empty ground;
rocks ``X`` stop both, the water never enters the den, and the hedgehog never
steps where the water is, or will be the same minute.  The fewest minutes, or
``KAKTUS``.

Statement read from https://settembre.tistory.com/293 (official page
https://www.acmicpc.net/problem/3055): ``R, C <= 50``; one D and one S.  1 s,
128 MB.

Decided: not one search, because a step is allowed or not by the minute it is
taken: the answer is the water's arrival time on every square (distances from
every ``*``), then the hedgehog's earliest arrivals with steps that see the
minute (``distances(clock=True)``); a square the water reaches at minute w is
entered only before w.  The water only closes squares, so arriving earlier is
never worse and the hedgehog never waits.  S's square is empty ground: the
water floods it once the hedgehog has left (this never changes the answer: the
water through S follows the hedgehog).

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-3055").parse("3 3\\nD.*\\n...\\n.S.\\n")
>>> inst.judge_output(inst.solve(), "judge")
'3'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, distances, family_of

Case = dict[str, Any]
Cell = tuple[int, int]


def around(case: Case, at: Cell) -> list[Cell]:
    r, c = at
    return [(y, x) for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
            if 0 <= y < case["R"] and 0 <= x < case["C"]]


def cells(case: Case, marks: str) -> list[Cell]:
    return [(r, c) for r, row in enumerate(case["forest"]) for c, ch in enumerate(row)
            if ch in marks]


def escape(case: Case) -> int | str:
    """The water's minutes, then the hedgehog's earliest minutes ahead of it."""
    land = case["forest"]
    water = distances(cells(case, "*"), lambda at: [(n, 1) for n in around(case, at)
                                                    if land[n[0]][n[1]] in ".S"])
    never = float("inf")

    def walk(at: Cell, minute: float) -> list[tuple[Cell, int]]:
        return [(n, 1) for n in around(case, at) if land[n[0]][n[1]] in ".SD"
                and minute + 1 < water.get(n, never)]

    hedgehog = distances(cells(case, "S"), walk, clock=True)
    den = cells(case, "D")[0]
    return int(hedgehog[den]) if den in hedgehog else "KAKTUS"


PROBLEM = Problem(
    site="baekjoon", number="3055", title_ko="탈출", title_en="Escape",
    source="https://settembre.tistory.com/293",
    input=Input(Line(Int("R", 1, 50), Int("C", 1, 50)),
                Grid("forest", "R", "C", ".*XDS", exactly={"D": 1, "S": 1},
                     weights={".": 8, "*": 1, "X": 3})),
    solve=escape,
    why=Said("a step is allowed by the minute it is taken (the water spreads), so the answer "
             "is the water's arrival times, then the hedgehog's earliest arrivals ahead of them",
             "물이 퍼지므로 이동할 수 있는지는 그 이동을 하는 분에 따라 달라집니다: 답은 물이 "
             "닿는 시각을 먼저 구한 뒤, 그보다 먼저 닿는 고슴도치의 가장 이른 도착 시각입니다"),
    unit="minutes", unit_ko="분",
    time_limit=1.0, memory_mb=128,
    samples=(("3 3\nD.*\n...\n.S.\n", "3"), ("3 3\nD.*\n...\n..S\n", "KAKTUS"),
             ("3 6\nD...*.\n.X.X..\n....S.\n", "6"), ("5 4\n.D.*\n....\n..X.\nS.*.\n....\n", "4")),
    specials=(
        "1 2\nSD\n",                # the smallest forest
        "1 3\nS*D\n",               # water between: never
        "1 3\nSD*\n",               # water beside the den does not enter it
        "2 2\nSX\nXD\n",            # walled in
        "2 3\n*..\nS.D\n",          # the water floods S's square behind the hedgehog
        "1 5\nD..S*\n",
        "50 50\nS" + "." * 49 + "\n" + ("." * 50 + "\n") * 48 + "." * 49 + "D\n",  # 98
        "50 50\n" + ("." * 50 + "\n") * 49 + "S" + "*" * 48 + "D\n",
    ),
    about=Said("fewest minutes for the hedgehog to reach the den D ahead of the spreading water, "
               "or KAKTUS",
               "퍼지는 물을 피해 고슴도치가 비버의 굴 D에 가는 최소 시간(분), 불가능하면 'KAKTUS'"),
)
FAMILY = family_of(PROBLEM)
