"""Baekjoon 4179 불! (Fire!): Jihun (J) walks one square a minute while every fire
(F) spreads a square a minute; walls ``#`` stop both, and Jihun never steps onto
fire, or where the fire arrives that same minute.  Stepping off the maze from a
border square is escaping.  The fewest minutes, or ``IMPOSSIBLE``.

Statement read from https://withcs.net/problem/show/1167 (the same problem,
samples and words; official page https://www.acmicpc.net/problem/4179):
``1 <= R, C <= 1000``; exactly one J; any number of F.  1 s, 256 MB.

Decided: not one search, because a step is allowed by the minute it is taken:
the answer is the fire's arrival minute on every square (distances from every
F), then Jihun's earliest minutes on squares that close at the fire's minute (the
kit's :func:`~fewest.puzzles.kit.lattice.lattice_distances` with ``before=``).
Leaving the maze is one more step, to a ring of squares outside that the fire
never reaches: from a border square at minute t Jihun is out at t + 1 (J on the
border: 1).  J's square is path (the fire enters it
once Jihun has left).  No F at all is allowed: the fire never comes.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-4179").parse("4 4\\n####\\n#JF#\\n#..#\\n#..#\\n")
>>> inst.judge_output(inst.solve(), "judge")
'3'
"""

from __future__ import annotations

from typing import Any

import numpy as np

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, family_of
from fewest.puzzles.kit.lattice import FOUR, lattice_distances

Case = dict[str, Any]

#: what entering a square costs the fire and Jihun, by byte (walls never; the ring of
#: squares outside the maze: never for the fire, one step out for Jihun)
FIRE = np.full(128, -1, dtype=np.int64)
FIRE[[ord("."), ord("J"), ord("F")]] = 1
JIHUN = np.full(128, -1, dtype=np.int64)
JIHUN[[ord("."), ord("J"), ord("O")]] = 1


def escape(case: Case) -> int | str:
    rows = case["maze"]
    maze = np.frombuffer("".join(rows).encode("ascii"), dtype=np.uint8)
    maze = np.pad(maze.reshape(len(rows), len(rows[0])), 1, constant_values=ord("O"))
    fire = lattice_distances(FIRE[maze], maze == ord("F"), FOUR)
    jihun = lattice_distances(JIHUN[maze], maze == ord("J"), FOUR, before=fire)
    out = jihun[maze == ord("O")]
    out = out[out >= 0]
    return int(out.min()) if out.size else "IMPOSSIBLE"


PROBLEM = Problem(
    site="baekjoon", number="4179", title_ko="불!", title_en="Fire!",
    source="https://withcs.net/problem/show/1167",
    input=Input(Line(Int("R", 1, 1000), Int("C", 1, 1000)),
                Grid("maze", "R", "C", ".#JF", exactly={"J": 1},
                     weights={".": 8, "#": 3, "F": 1})),
    solve=escape,
    why=Said("a step is allowed by the minute it is taken (the fire spreads), so the answer "
             "is the fire's arrival times, then Jihun's earliest arrivals ahead of them",
             "불이 퍼지므로 이동할 수 있는지는 그 이동을 하는 분에 따라 달라집니다: 답은 불이 "
             "닿는 시각을 먼저 구한 뒤, 그보다 먼저 닿는 지훈이의 가장 이른 도착 시각입니다"),
    unit="minutes", unit_ko="분",
    time_limit=1.0, memory_mb=256,
    samples=(("4 4\n####\n#JF#\n#..#\n#..#\n", "3"), ("3 3\n###\n#J.\n#.F\n", "IMPOSSIBLE")),
    specials=(
        "1 1\nJ\n",                       # the smallest maze: out in one step
        "3 3\n###\n#J#\n###\n",           # walled in
        "3 3\nF.F\n.J.\nF.F\n",           # fire on every square beside J the next minute
        "3 5\n#####\n#J...\n#####\n",     # no fire at all: out in 4
        # J in the middle of an open 200 x 200 maze, fire in a corner: out in 100
        "200 200\nF" + "." * 199 + "\n" + ("." * 200 + "\n") * 99 + "." * 100 + "J"
        + "." * 99 + "\n" + ("." * 200 + "\n") * 99,
        "1 5\nF.J.F\n",
        "5 5\n#####\n#...#\n#.J.#\n#...#\n##.##\n",
        "3 4\n####\nFJ.#\n##.#\n",       # the fire enters J's square behind him
    ),
    reach=0.55,
    about=Said("fewest minutes for Jihun to step out of the maze ahead of the spreading fire, or "
               "IMPOSSIBLE",
               "퍼지는 불을 피해 지훈이가 미로 밖으로 나가는 최소 시간(분), "
               "불가능하면 'IMPOSSIBLE'"),
)
FAMILY = family_of(PROBLEM)
