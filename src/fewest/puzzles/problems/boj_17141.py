"""Baekjoon 17141 연구소 2 (Laboratory 2): place M viruses on M of the lab's virus
spots (2); each second every virus copies itself into the free neighbouring cells
(up, down, left, right); the least time until every cell that is not a wall holds
a virus, over every choice of spots, or -1 when no choice fills the lab.

Statement read from https://uyt8989.tistory.com/113 (a copy of the companion
problem 17142 with the same lab, the rules of 17141 as on its official page
https://www.acmicpc.net/problem/17141): ``5 <= N <= 50``, ``1 <= M <= 10``,
cells ``0`` empty, ``1`` wall, ``2`` a spot a virus may be placed on, ``M <=``
spots ``<= 10``; 1 s, 512 MB.

Not one search: each choice of M spots is a multi-source spread, and the answer
the best choice's slowest cell.  Every spot's own distances are computed once
(:func:`~fewest.puzzles.kit.lattice.lattice_distances`); a choice's time at a cell
is the least of its spots' distances there.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-17141").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'5'
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import numpy as np

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, family_of
from fewest.puzzles.kit.lattice import FOUR, lattice_distances

Case = dict[str, Any]
#: a distance no spread reaches (more than any grid's cells)
FAR = 10**6


def spots(case: Case) -> list[tuple[int, int]]:
    return [(r, c) for r, row in enumerate(case["lab"]) for c, v in enumerate(row) if v == 2]


def best_time(case: Case, must: set[int]) -> int:
    """The least, over every choice of M spots, of the time until every cell whose
    value is in ``must`` holds a virus (viruses spread through every cell but a
    wall); -1 when no choice reaches them all."""
    lab = np.array(case["lab"], dtype=np.int64)
    enter = np.where(lab == 1, -1, 1)
    places = spots(case)
    fast = enter.size >= 400  # ten spreads over a large lab: compiled
    near = np.stack([lattice_distances(enter, [p], FOUR, compiled=fast).ravel()
                     for p in places])
    near = np.where(near < 0, FAR, near)
    targets = np.isin(lab.ravel(), sorted(must))
    if not targets.any():
        return 0
    near = near[:, targets]
    best = min(int(near[list(pick)].min(axis=0).max())
               for pick in combinations(range(len(places)), case["M"]))
    return -1 if best >= FAR else best


def seed_spots(case: Case, rng: random.Random) -> Case:
    """``M`` to 10 virus spots on the drawn lab (as many as its cells allow)."""
    n, m = case["N"], case["M"]
    lab = [[1 if v == 1 else 0 for v in row] for row in case["lab"]]
    count = rng.randint(m, 10)
    for at in rng.sample(range(n * n), count):
        lab[at // n][at % n] = 2
    return {**case, "lab": lab}


def rules(case: Case) -> str | None:
    k = len(spots(case))
    if not case["M"] <= k <= 10:
        return Said(f"the lab must hold M..10 virus spots (2), got {k}",
                    f"lab에는 바이러스를 놓을 수 있는 칸(2)이 M..10개 있어야 합니다 (지금 {k}개)")
    return None


def _lab(n: int, m: int, rows: list[list[int]]) -> str:
    return f"{n} {m}\n" + "".join(" ".join(map(str, r)) + "\n" for r in rows)


def _open(n: int, m: int, at: list[tuple[int, int]]) -> str:
    rows = [[0] * n for _ in range(n)]
    for r, c in at:
        rows[r][c] = 2
    return _lab(n, m, rows)


def _comb() -> list[list[int]]:
    """A 50 x 50 lab whose walls make a comb, ten spots along its last row."""
    rows = [[0 if c % 2 or r == 0 else 1 for c in range(50)] for r in range(49)]
    return [*rows, [2] * 10 + [0] * 40]


SAMPLE_A = ("2 0 0 0 1 1 0\n0 0 1 0 1 2 0\n0 1 1 0 1 0 0\n0 1 0 0 0 0 0\n"
            "0 0 0 2 0 1 1\n0 1 0 0 0 0 0\n2 1 0 0 0 0 2\n")
SAMPLE_B = ("2 0 2 0 1 1 0\n0 0 1 0 1 2 0\n0 1 1 2 1 0 0\n2 1 0 0 0 0 2\n"
            "0 0 0 2 0 1 1\n0 1 0 0 0 0 0\n2 1 0 0 2 0 2\n")
SAMPLE_C = ("2 0 2 0 1 1 0\n0 0 1 0 1 0 0\n0 1 1 1 1 0 0\n2 1 0 0 0 0 2\n"
            "1 0 0 0 0 1 1\n0 1 0 0 0 0 0\n2 1 0 0 2 0 2\n")
SAMPLE_D = "2 2 2 1 1\n2 1 1 1 1\n2 1 1 1 1\n2 1 1 1 1\n2 2 2 1 1\n"
CORNERS10 = [(0, 0), (0, 49), (49, 0), (49, 49), (25, 25), (0, 25), (25, 0), (49, 25),
             (25, 49), (12, 12)]

PROBLEM = Problem(
    site="baekjoon", number="17141", title_ko="연구소 2", title_en="Laboratory 2",
    source="https://uyt8989.tistory.com/113",
    input=Input(Line(Int("N", 5, 50), Int("M", 1, 10)),
                Grid("lab", "N", "N", (0, 2), weights={0: 6, 1: 2}),
                where=rules, arrange=seed_spots),
    solve=lambda c: best_time(c, {0, 2}),
    why=Said("the answer is the best of every choice of M spots, each a multi-source spread "
             "timed at its slowest cell, not one path",
             "답이 경로 하나가 아니라 M개의 칸을 고르는 모든 경우 중 가장 좋은 값입니다 "
             "(경우마다 여러 곳에서 동시에 퍼뜨려 가장 늦은 칸의 시간을 잼)"),
    unit="seconds", unit_ko="초",
    time_limit=1.0, memory_mb=512,
    samples=(
        ("7 3\n" + SAMPLE_A, "5"),
        ("7 3\n" + SAMPLE_B, "5"),
        ("7 4\n" + SAMPLE_B, "4"),
        ("7 5\n" + SAMPLE_B, "3"),
        ("7 3\n" + SAMPLE_C, "7"),
        ("7 2\n" + SAMPLE_C, "-1"),
        ("5 1\n" + SAMPLE_D, "4"),
    ),
    specials=(
        _lab(5, 1, [[2, 1, 1, 1, 1]] + [[1] * 5] * 4),     # one spot, nothing else: 0
        _lab(5, 2, [[2, 1, 1, 1, 2]] + [[1] * 5] * 4),     # two spots, both used: 0
        _lab(5, 1, [[2, 1, 1, 1, 2]] + [[1] * 5] * 4),     # the spot left out is cut off: -1
        _lab(5, 1, [[2, 0, 1, 0, 0]] + [[1] * 5] * 4),     # a walled-off cell: -1
        _open(5, 1, [(0, 0), (2, 2)]),                      # the middle is best: 2
        _open(50, 1, [(0, 0)]),                             # the largest lab, one corner: 98
        _open(50, 10, CORNERS10),                           # ten spots, all placed
        _open(50, 3, CORNERS10),                            # ten spots, three placed
        _lab(50, 10, _comb()),                               # a comb of walls, ten on the last row
    ),
    reach=0.6,
    about=Said("least seconds to spread viruses over every non-wall cell, over every choice of M "
               "starting spots",
               "바이러스를 놓을 칸 M개를 골라 벽이 아닌 모든 칸에 퍼뜨리는 최소 시간"),
)
FAMILY = family_of(PROBLEM)
