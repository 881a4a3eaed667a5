"""Baekjoon 9376 탈옥 (Jailbreak): an h x w prison plan of open space (``.``),
walls (``*``), doors (``#``) and two prisoners (``$``); Sang-geun walks freely
outside.  Print the fewest doors to open so that both prisoners get out (a door
once opened stays open).  Several test cases.

Statement read in a stored copy of the official page
https://www.acmicpc.net/problem/9376 (a public solution file's header; BAPC 2013
J): ``T <= 100``, ``2 <= h, w <= 100``, exactly two ``$``, each prisoner linked to
the outside; 1 s, 256 MB.

Not one search: the three walkers (Sang-geun from outside, each prisoner) meet
somewhere; a door on the shared part is opened once.  With the plan ringed by
open outside cells, each walker's least doors to every cell is a 0-1 BFS
(entering ``#`` costs 1,
:func:`~fewest.puzzles.kit.lattice.lattice_distances`), and the answer is the
least over the meeting cells of the three sums, less 2 on a door (counted by
each walker).

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-9376").parse("1\\n3 4\\n****\\n*$$#\\n****\\n")
>>> inst.judge_output(inst.solve(), "judge")
'1'
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, family_of
from fewest.puzzles.kit.lattice import FOUR, lattice_distances

Case = dict[str, Any]
#: entering a cell costs: open and prisoners 0, a door 1, a wall never (by byte)
COST = np.full(128, -1, dtype=np.int64)
COST[[ord("."), ord("$"), ord("#")]] = 0, 0, 1


def plan_bytes(case: Case) -> np.ndarray:
    """The plan as a 2-D array of its characters' bytes, ringed by open outside cells."""
    rows = case["plan"]
    chars = np.frombuffer("".join(rows).encode("ascii"), dtype=np.uint8)
    return np.pad(chars.reshape(len(rows), len(rows[0])), 1, constant_values=ord("."))


def doors(case: Case) -> int:
    plan = plan_bytes(case)
    enter = COST[plan]
    prisoners = [(int(r), int(c)) for r, c in np.argwhere(plan == ord("$"))]
    walks = [lattice_distances(enter, [at], FOUR) for at in [(0, 0), *prisoners]]
    reached = np.logical_and.reduce([w >= 0 for w in walks])
    total = sum(walks) - np.where(enter == 1, 2, 0)
    return int(total[reached].min())


def escapes(case: Case) -> str | None:
    plan = plan_bytes(case)
    out = lattice_distances(COST[plan], [(0, 0)], FOUR)
    if (out[plan == ord("$")] < 0).any():
        return Said("each prisoner must have a way out (through doors)",
                    "죄수마다 (문을 거쳐) 밖으로 나가는 길이 있어야 합니다")
    return None


def open_doors(case: Case, rng: random.Random) -> Case:
    """Doors on a few walls of the drawn plan's edge, so that ways out are common."""
    rows = [list(row) for row in case["plan"]]
    h, w = len(rows), len(rows[0])
    for _ in range(rng.randint(1, 4)):
        r, c = rng.choice([(0, rng.randrange(w)), (h - 1, rng.randrange(w)),
                           (rng.randrange(h), 0), (rng.randrange(h), w - 1)])
        if rows[r][c] == "*":
            rows[r][c] = "#"
    return {**case, "plan": ["".join(row) for row in rows]}


def _cases(*plans: list[str]) -> str:
    return f"{len(plans)}\n" + "".join(f"{len(p)} {len(p[0])}\n" + "".join(r + "\n" for r in p)
                                       for p in plans)


SAMPLE = ("3\n5 9\n****#****\n*..#.#..*\n****.****\n*$#.#.#$*\n*********\n"
          "5 11\n*#*********\n*$*...*...*\n*$*.*.*.*.*\n*...*...*.*\n*********.*\n"
          "9 9\n*#**#**#*\n*#**#**#*\n*#**#**#*\n*#**.**#*\n*#*#.#*#*\n*$##*##$*\n"
          "*#*****#*\n*.#.#.#.*\n*********\n")

PROBLEM = Problem(
    site="baekjoon", number="9376", title_ko="탈옥", title_en="Jailbreak",
    source="https://www.acmicpc.net/problem/9376",
    input=Input(Line(Int("h", 2, 100), Int("w", 2, 100)),
                Grid("plan", "h", "w", ".*#$", weights={".": 4, "*": 3, "#": 2},
                     exactly={"$": 2}),
                cases=Int("T", 1, 100), where=escapes, arrange=open_doors),
    solve=doors,
    why=Said("three walkers (Sang-geun from outside and each prisoner) share the doors on "
             "their common way: three 0-1 distance fields summed at the meeting cell, not "
             "one path",
             "답이 경로 하나가 아니라 세 사람(밖의 상근이와 두 죄수)이 함께 지나는 길의 문을 "
             "나누어 여는 값입니다: 0-1 거리 세 개를 만나는 칸에서 더합니다"),
    unit="doors", unit_ko="개",
    time_limit=1.0, memory_mb=256,
    samples=((SAMPLE, "4\n0\n9"),),
    specials=(
        _cases(["$.", ".$"]),                               # both at the edge: 0
        _cases(["##", "$$"]),                               # at the edge anyway: 0
        _cases(["****", "*$$#", "****"]),                   # one door for both: 1
        _cases(["*#**", "*$*$", "***#"]),                   # one behind a door, one at the edge
        _cases(["*****", "*$#$*", "**#**"]),                # a shared door behind a door: 2
        _cases(["." * 100] * 99 + ["$" + "." * 98 + "$"]),  # the largest plan, open
        _cases(["#" * 100] * 49 + ["#" * 49 + "$$" + "#" * 49] + ["#" * 100] * 50),
    ),
    reach=0.6,
    about=Said("fewest doors to open so that both prisoners $ get out, with Sang-geun helping "
               "from outside",
               "밖에서 상근이가 도와 두 죄수 $가 모두 나오도록 열어야 하는 문의 최소 개수"),
)
FAMILY = family_of(PROBLEM)
