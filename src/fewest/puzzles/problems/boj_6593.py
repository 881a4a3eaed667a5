"""Baekjoon 6593 상범 빌딩 (Dungeon Master): the fewest minutes from S to E in an
L x R x C building of unit cubes, one minute a step east, west, south, north, up
or down through empty cubes; several buildings, the input ending with ``0 0 0``.

Statement read from https://allmymight.tistory.com/166 (official page
https://www.acmicpc.net/problem/6593), the samples' blank lines from
http://ssoj.noip.space/problem.php?id=1815 (the same problem, "Dungeon
Master"): ``1 <= L, R, C <= 30``; one S and one E; a blank line after each floor.

Decided: one S and one E, so they are different cubes and the answer is at least
1 minute.  S and E are empty cubes (walked through like ``.``).  Each building
is judged alone: the stream's inputs hold one building, then ``0 0 0``.  The
``0 0 0`` line may be left out at the end of what ``fewest solve`` reads.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-6593").parse("1 1 3\\nS.E\\n\\n0 0 0\\n")
>>> inst.judge_output(inst.solve(), "judge")
'Escaped in 2 minute(s).'
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.problem import Solution
from fewest.puzzles.kit import Grid, Input, Int, Line, List, Problem, family_of

Case = dict[str, Any]
Cube = tuple[int, int, int]
#: east, west, south, north, up, down
STEPS = {"E": (0, 0, 1), "W": (0, 0, -1), "S": (0, 1, 0), "N": (0, -1, 0),
         "U": (-1, 0, 0), "D": (1, 0, 0)}


def find(case: Case, mark: str) -> Cube:
    return next((f, r, row.index(mark)) for f, floor in enumerate(case["building"])
                for r, row in enumerate(floor) if mark in row)


def steps(case: Case, at: Cube) -> list[tuple[str, Cube, int]]:
    b, (f, r, c) = case["building"], at
    out = []
    for name, (df, dr, dc) in STEPS.items():
        g, s, d = f + df, r + dr, c + dc
        if 0 <= g < case["L"] and 0 <= s < case["R"] and 0 <= d < case["C"] \
                and b[g][s][d] != "#":
            out.append((name, (g, s, d), 1))
    return out


def rules(case: Case) -> str | None:
    cells = "".join(row for floor in case["building"] for row in floor)
    if cells.count("S") != 1 or cells.count("E") != 1:
        return Said("the building holds one S and one E",
                    "building에는 S와 E가 하나씩 있어야 합니다")
    return None


def put(case: Case, marks: dict[str, Cube]) -> Case:
    """The case with each mark moved to its cube (its old cube made empty)."""
    floors = [[row.replace("S", ".") if "S" in marks else row for row in floor]
              for floor in case["building"]]
    floors = [[row.replace("E", ".") if "E" in marks else row for row in floor]
              for floor in floors]
    for mark, (f, r, c) in marks.items():
        row = floors[f][r]
        floors[f][r] = row[:c] + mark + row[c + 1:]
    return {**case, "building": floors}


def arrange(case: Case, rng: random.Random) -> Case:
    """S and E on two random cubes."""
    n, rows, cols = case["L"], case["R"], case["C"]
    if n * rows * cols < 2:
        return case
    a, b = (divmod(k, rows * cols) for k in rng.sample(range(n * rows * cols), 2))
    return put(case, {"S": (a[0], *divmod(a[1], cols)), "E": (b[0], *divmod(b[1], cols))})


def escaped(case: Case, solution: Solution[Any] | None) -> str:
    if solution is None:
        return "Trapped!"
    return f"Escaped in {int(solution.cost)} minute(s)."


def aim(case: Case, at: Cube) -> Case | None:
    return None if at == find(case, "S") else put(case, {"E": at})


PROBLEM = Problem(
    site="baekjoon", number="6593", title_ko="상범 빌딩", title_en="Dungeon Master",
    source="https://allmymight.tistory.com/166",
    input=Input(Line(Int("L", 1, 30), Int("R", 1, 30), Int("C", 1, 30)),
                List("building", Grid("floor", "R", "C", ".#SE", weights={".": 3, "#": 1},
                                      blank=True), "L"),
                where=rules, arrange=arrange, until="0 0 0"),
    start=lambda c: find(c, "S"),
    moves=steps,
    goal=lambda c, at: c["building"][at[0]][at[1]][at[2]] == "E",
    answer=escaped,
    unit="minutes", unit_ko="분",
    time_limit=1.0, memory_mb=128,
    samples=(("3 4 5\nS....\n.###.\n.##..\n###.#\n\n#####\n#####\n##.##\n##...\n\n"
              "#####\n#####\n#.###\n####E\n\n1 3 3\nS##\n#E#\n###\n\n0 0 0\n",
              "Escaped in 11 minute(s).\nTrapped!"),),
    specials=(
        "1 1 2\nSE\n\n0 0 0\n",                       # the smallest building
        "2 1 1\nS\n\nE\n\n0 0 0\n",                   # one step down
        "3 1 1\nE\n\n#\n\nS\n\n0 0 0\n",              # a solid floor between
        "1 3 3\nS.#\n.#.\n#.E\n\n0 0 0\n",            # walled in on one floor
        "30 30 30\n" + "S" + "." * 29 + "\n" + ("." * 30 + "\n") * 29 + "\n"
        + (("." * 30 + "\n") * 30 + "\n") * 28
        + ("." * 30 + "\n") * 29 + "." * 29 + "E\n\n0 0 0\n",   # corner to corner: 87
        "2 2 3\n.#.\nS#.\n\n...\n#E#\n\n0 0 0\n",    # round by the floor below
    ),
    aim=aim,
    words=lambda m: {"E": "east", "W": "west", "S": "south", "N": "north", "U": "up",
                     "D": "down"}.get(m, str(m)),
    about=Said("fewest minutes from S to E in a 3-D building, one cube a minute in six "
               "directions, or Trapped!",
               "3차원 빌딩에서 6방향으로 1분에 한 칸씩 S에서 E까지 가는 최소 시간 (안 되면 "
               "'Trapped!')"),
)
FAMILY = family_of(PROBLEM)
