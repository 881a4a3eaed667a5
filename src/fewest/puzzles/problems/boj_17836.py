"""Baekjoon 17836 공주님을 구해라! (Save the Princess!): the hero walks from (1, 1) to
the princess at (N, M) of a castle of 0 (empty), 1 (magic wall) and 2 (the sword
Gram, exactly one), one square an hour; once he holds Gram he walks through
walls.  The fewest hours if at most T, else ``Fail``.

Statement read from https://viin.tistory.com/228 (official page
https://www.acmicpc.net/problem/17836), the ranges and samples as copied into
public solutions' headers: ``3 <= N, M <= 100``, ``1 <= T <= 10000``; (1, 1) and
(N, M) are 0.  1 s, 256 MB.

Decided: the state is the square and whether Gram is held; stepping onto Gram's
square picks it up (it is empty ground).  Reaching the princess in exactly T
hours still saves her (the statement says so): the answer is the fewest hours,
printed when it is at most T, ``Fail`` otherwise or when there is no way.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-17836").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'10'
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.problem import Solution
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, family_of

Case = dict[str, Any]
State = tuple[int, int, int]
STEPS = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}


def walk(case: Case, at: State) -> list[tuple[str, State, int]]:
    r, c, gram = at
    out = []
    for name, (dr, dc) in STEPS.items():
        y, x = r + dr, c + dc
        if 0 <= y < case["N"] and 0 <= x < case["M"]:
            cell = case["castle"][y][x]
            if gram or cell != 1:
                out.append((name, (y, x, 1 if gram or cell == 2 else 0), 1))
    return out


def rules(case: Case) -> str | None:
    g = case["castle"]
    if sum(row.count(2) for row in g) != 1:
        return Said("the castle holds Gram (2) exactly once",
                    "castle에는 그람(2)이 정확히 하나 있어야 합니다")
    if g[0][0] != 0 or g[-1][-1] != 0:
        return Said("(1, 1) and (N, M) are 0", "(1, 1)과 (N, M)은 0이어야 합니다")
    return None


def place(case: Case, rng: random.Random) -> Case:
    """Clear (1, 1) and (N, M), and lay Gram on one other square."""
    n, m = case["N"], case["M"]
    g = [[0 if v == 2 else v for v in row] for row in case["castle"]]
    g[0][0] = g[n - 1][m - 1] = 0
    k = rng.randrange(1, n * m - 1)
    g[k // m][k % m] = 2
    return {**case, "castle": g}


def saved(case: Case, solution: Solution[Any] | None) -> Any:
    if solution is None or solution.cost > case["T"]:
        return "Fail"
    return int(solution.cost)


SAMPLE = "6 6 {}\n0 0 0 0 1 1\n0 0 0 0 0 2\n1 1 1 0 1 0\n0 0 0 0 0 0\n0 1 1 1 1 1\n0 0 0 0 0 0\n"
OPEN = "\n".join(["0 2" + " 0" * 98] + ["0" + " 0" * 99] * 99) + "\n"

PROBLEM = Problem(
    site="baekjoon", number="17836", title_ko="공주님을 구해라!",
    title_en="Save the Princess!",
    source="https://viin.tistory.com/228",
    input=Input(Line(Int("N", 3, 100), Int("M", 3, 100), Int("T", 1, 10000)),
                Grid("castle", "N", "M", (0, 2), weights={0: 6, 1: 3}),
                where=rules, arrange=place),
    start=lambda c: (0, 0, 0),
    moves=walk,
    goal=lambda c, at: (at[0], at[1]) == (c["N"] - 1, c["M"] - 1),
    answer=saved,
    unit="hours", unit_ko="시간",
    time_limit=1.0, memory_mb=256,
    samples=((SAMPLE.format(16), "10"),
             ("3 4 100\n0 0 0 0\n1 1 1 1\n0 0 2 0\n", "Fail")),
    specials=(
        SAMPLE.format(10),                       # exactly T hours: saved
        SAMPLE.format(9),                        # one hour short: Fail
        "3 3 4\n0 0 0\n0 2 0\n0 0 0\n",          # the smallest castle
        "3 3 1\n0 0 0\n0 2 0\n0 0 0\n",          # T at its low end
        "3 3 10000\n0 1 2\n1 1 1\n1 1 0\n",   # walled in, Gram out of reach: Fail
        "3 4 5\n0 2 1 1\n1 1 1 1\n1 1 1 0\n",    # Gram first, then through the walls
        "100 100 198\n" + OPEN,                  # corner to corner, T just enough
        "100 100 197\n" + OPEN,
    ),
    words=lambda m: {"U": "up", "D": "down", "L": "left", "R": "right"}.get(str(m), str(m)),
    about=Said("fewest hours from (1, 1) to the princess at (N, M), walking through walls once "
               "holding Gram; Fail past T",
               "그람을 얻으면 벽을 지나갈 수 있을 때 (N, M)의 공주까지 가는 최소 시간 (T를 "
               "넘으면 'Fail')"),
)
FAMILY = family_of(PROBLEM)
