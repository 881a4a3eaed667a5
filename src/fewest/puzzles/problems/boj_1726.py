"""Baekjoon 1726 로봇 (Robot): the fewest commands that bring a robot on an M x N
factory floor of tracks (0) and no tracks (1) from a square and a heading to
another: ``Go k`` moves k = 1, 2 or 3 squares ahead, ``Turn left`` and
``Turn right`` turn it 90 degrees in place.

Statement read from http://59.23.132.191/30stair/robo/robo.php?pname=robo (the
same KOI problem; official page https://www.acmicpc.net/problem/1726), the
limits from the official page as stored in a public problem dump: ``M, N <= 100``;
headings 1 east, 2 west, 3 south, 4 north; the target is always reachable.
2 s, 128 MB.

Decided: ``Go k`` passes every square on its way, so each must be a track (no
jumping over a gap).  The robot stands on tracks at both ends (a square without
track is no place to start or stop).  "Always reachable" is a promise: input
whose target square cannot be reached is refused; the heading can always be
set by turning, so the square decides.  Start = target prints 0; the opposite
heading in place takes two turns.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-1726").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'9'
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, distances, family_of

Case = dict[str, Any]
State = tuple[int, int, int]
#: heading -> (row step, column step): 1 east, 2 west, 3 south, 4 north
AHEAD = {1: (0, 1), 2: (0, -1), 3: (1, 0), 4: (-1, 0)}
LEFT = {1: 4, 4: 2, 2: 3, 3: 1}
RIGHT = {1: 3, 3: 2, 2: 4, 4: 1}


def free(case: Case, r: int, c: int) -> bool:
    return 0 <= r < case["M"] and 0 <= c < case["N"] and case["floor"][r][c] == 0


def commands(case: Case, at: State) -> list[tuple[str, State, int]]:
    r, c, d = at
    out = [("Turn left", (r, c, LEFT[d]), 1), ("Turn right", (r, c, RIGHT[d]), 1)]
    dr, dc = AHEAD[d]
    for k in (1, 2, 3):
        if not free(case, r + k * dr, c + k * dc):
            break
        out.append((f"Go {k}", (r + k * dr, c + k * dc, d), 1))
    return out


def rules(case: Case) -> str | None:
    start, end = (case["r1"] - 1, case["c1"] - 1), (case["r2"] - 1, case["c2"] - 1)
    if not free(case, *start) or not free(case, *end):
        return Said("the robot starts and stops on a track (0)",
                    "로봇의 출발 지점과 도착 지점은 궤도(0) 위에 있어야 합니다")
    near = distances([start], lambda at: [((at[0] + dr, at[1] + dc), 1)
                                          for dr, dc in AHEAD.values()
                                          if free(case, at[0] + dr, at[1] + dc)])
    if end not in near:
        return Said("the target must be reachable", "도착 지점에 갈 수 있어야 합니다")
    return None


def lay_tracks(case: Case, rng: random.Random) -> Case:
    """Tracks under the start and the target."""
    floor = [list(row) for row in case["floor"]]
    for r, c in ((case["r1"] - 1, case["c1"] - 1), (case["r2"] - 1, case["c2"] - 1)):
        floor[r][c] = 0
    return {**case, "floor": floor}


def square(name: str, side: str) -> Int:
    return Int(name, 1, side)


PROBLEM = Problem(
    site="baekjoon", number="1726", title_ko="로봇", title_en="Robot",
    source="http://59.23.132.191/30stair/robo/robo.php?pname=robo",
    input=Input(Line(Int("M", 1, 100), Int("N", 1, 100)),
                Grid("floor", "M", "N", (0, 1), weights={0: 4, 1: 1}),
                Line(square("r1", "M"), square("c1", "N"), Int("d1", 1, 4)),
                Line(square("r2", "M"), square("c2", "N"), Int("d2", 1, 4)),
                where=rules, arrange=lay_tracks),
    start=lambda c: (c["r1"] - 1, c["c1"] - 1, c["d1"]),
    moves=commands,
    goal=lambda c, at: at == (c["r2"] - 1, c["c2"] - 1, c["d2"]),
    unit="commands", unit_ko="번",
    time_limit=2.0, memory_mb=128,
    samples=(("5 6\n0 0 0 0 0 0\n0 1 1 0 1 0\n0 1 0 0 0 0\n0 0 1 1 1 0\n1 0 0 0 0 0\n"
              "4 2 3\n2 4 1\n", "9"),),
    specials=(
        "1 1\n0\n1 1 1\n1 1 1\n",          # already there: 0
        "1 1\n0\n1 1 1\n1 1 2\n",          # about turn in place: 2
        "1 4\n0 0 0 0\n1 1 1\n1 4 1\n",    # Go 3 at once: 1
        "1 5\n0 0 0 0 0\n1 1 1\n1 5 1\n",  # four squares: Go 3 and Go 1
        "3 3\n0 0 0\n1 1 0\n0 0 0\n1 1 1\n3 1 2\n",  # round the wall
        "2 3\n0 1 0\n0 0 0\n1 1 3\n1 3 4\n",  # no jumping over the gap: down, across, up
    ),
    aim=lambda c, at: {**c, "r2": at[0] + 1, "c2": at[1] + 1, "d2": at[2]},
    about=Said("fewest commands (Go 1, 2 or 3 squares ahead, turn left, turn right) to the target "
               "square and heading",
               "명령(앞으로 1~3칸, 왼쪽·오른쪽 90° 회전)으로 도착 위치와 방향까지 가는 최소 명령 "
               "수"),
)
FAMILY = family_of(PROBLEM)
