"""Baekjoon 14923 미로 탈출 (Maze Escape): the fewest steps from (Hx, Hy) to (Ex, Ey)
in an N x M maze of 0 (empty) and 1 (wall), with a wand that turns one wall into
road, once; breaking costs no time.  -1 when there is no way.

Statement read from https://velog.io/@letgodchan0/백준-14923번-미로-탈출 (official
page https://www.acmicpc.net/problem/14923), the ranges and limits from the
statement as copied into public solutions' headers: ``2 <= N, M <= 1000``,
``1 <= Hx, Hy, Ex, Ey <= 1000``, ``(Hx, Hy) != (Ex, Ey)``; 1 s, 512 MB.

Decided: Hx and Ex are rows (1..N), Hy and Ey columns (1..M), as in the sample.
The statement does not say the two squares are empty: the start may be a wall
(he stands there already), and an exit on a wall is reached by breaking it with
the wand.  The state is the square and whether the wand is used.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-14923").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'11'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, family_of

Case = dict[str, Any]
State = tuple[int, int, int]
STEPS = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}


def steps(case: Case, at: State) -> list[tuple[str, State, int]]:
    """A step to an empty square, or onto a wall while the wand is unused."""
    r, c, used = at
    out = []
    for name, (dr, dc) in STEPS.items():
        y, x = r + dr, c + dc
        if 0 <= y < case["N"] and 0 <= x < case["M"]:
            wall = case["maze"][y][x] == 1
            if not wall:
                out.append((name, (y, x, used), 1))
            elif not used:
                out.append((name + "!", (y, x, 1), 1))
    return out


def aim(case: Case, at: State) -> Case | None:
    r, c, _used = at
    if (r + 1, c + 1) == (case["Hx"], case["Hy"]):
        return None
    return {**case, "Ex": r + 1, "Ey": c + 1}


PROBLEM = Problem(
    site="baekjoon", number="14923", title_ko="미로 탈출", title_en="Maze Escape",
    source="https://velog.io/@letgodchan0/백준-14923번-미로-탈출",
    input=Input(Line(Int("N", 2, 1000), Int("M", 2, 1000)),
                Line(Int("Hx", 1, "N"), Int("Hy", 1, "M")),
                Line(Int("Ex", 1, "N"), Int("Ey", 1, "M")),
                Grid("maze", "N", "M", (0, 1), weights={0: 3, 1: 2}),
                where=lambda c: None if (c["Hx"], c["Hy"]) != (c["Ex"], c["Ey"]) else
                Said("(Hx, Hy) and (Ex, Ey) differ", "(Hx, Hy)와 (Ex, Ey)는 서로 달라야 합니다")),
    start=lambda c: (c["Hx"] - 1, c["Hy"] - 1, 0),
    moves=steps,
    goal=lambda c, at: (at[0] + 1, at[1] + 1) == (c["Ex"], c["Ey"]),
    unit="steps", unit_ko="칸",
    time_limit=1.0, memory_mb=512,
    samples=(("5 6\n1 1\n5 6\n0 1 1 1 0 0\n0 1 1 0 0 0\n0 1 0 0 1 0\n0 1 0 0 1 0\n"
              "0 0 0 1 1 0\n", "11"),),
    specials=(
        "2 2\n1 1\n2 2\n0 1\n1 0\n",           # the smallest maze: break one wall, 2 steps
        "2 2\n1 1\n1 2\n0 0\n0 0\n",
        "2 3\n1 1\n1 3\n0 1 1\n1 1 0\n",       # two walls between: never
        "3 3\n2 2\n1 1\n1 1 1\n1 0 1\n1 1 1\n",  # walled in: one wall broken is not enough
        "3 3\n2 2\n1 2\n1 1 1\n1 0 1\n1 1 1\n",  # the exit on a wall: break it, 1 step
        "2 2\n1 1\n2 2\n1 0\n1 0\n",           # the start on a wall
        "3 4\n1 1\n3 4\n0 1 0 0\n0 1 0 1\n0 0 0 1\n",  # the wand is needed late, not early
        "2 5\n2 1\n1 5\n0 0 0 0 0\n0 1 1 1 1\n",
        # the square below the start is first reached by breaking a wall: a walk that
        # still holds the wand must reach it too, to break the wall before the exit
        "3 2\n1 1\n3 2\n0 0\n1 0\n0 1\n",
    ),
    aim=aim,
    words=lambda m: {"U": "up", "D": "down", "L": "left", "R": "right"}.get(
        str(m)[0], str(m)) + (" (breaking the wall)" if str(m).endswith("!") else ""),
    reach=0.55,
    about=Said("fewest steps from (Hx, Hy) to (Ex, Ey) with a wand that turns one wall into road, "
               "once",
               "벽 하나를 한 번 길로 바꾸는 지팡이로 (Hx, Hy)에서 (Ex, Ey)까지 가는 최단 거리"),
)
FAMILY = family_of(PROBLEM)
