"""Baekjoon 6087 레이저 통신 (Laser communication): a W x H map of empty cells
(``.``), walls (``*``) and two cells ``C``; the fewest mirrors (``/`` or ``\\``, on
empty cells) that let a laser from one ``C`` reach the other.

Statement read from https://mywish-project.tistory.com/102 (official page
https://www.acmicpc.net/problem/6087): ``1 <= W, H <= 100``, the map given as H
rows of W characters, exactly two ``C``, and they can always be linked; 1 s, 128 MB.

Decided: the same 0-1 search over (cell, heading) as 거울 설치
(:func:`~fewest.puzzles.problems.boj_2151.beam`): ahead costs 0, a quarter turn on
an empty cell costs 1.  The laser leaves the first ``C`` (reading order) in any
heading.  Width comes first on the input line: ``W H``, then H rows.  "Always
linked" is a promise: a map whose ``C`` cells are cut apart by walls is refused.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-6087").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'3'
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, distances, family_of
from fewest.puzzles.problems.boj_2151 import STEP, State, beam, ends

Case = dict[str, Any]


def moves(case: Case, at: State) -> list[tuple[str, State, int]]:
    return beam(case["map"], "*", lambda v: v == ".")(case, at)


def start(case: Case) -> State:
    r, c = ends(case["map"], "C")[0]
    return (r, c, -1)


def goal(case: Case, at: State) -> bool:
    return at[:2] == ends(case["map"], "C")[1] and at[2] >= 0


def rules(case: Case) -> str | None:
    rows, (h, w) = case["map"], (case["H"], case["W"])
    a, b = ends(rows, "C")

    def step(at: tuple[int, int]) -> list[tuple[tuple[int, int], int]]:
        return [((at[0] + dr, at[1] + dc), 1) for dr, dc in STEP
                if 0 <= at[0] + dr < h and 0 <= at[1] + dc < w
                and rows[at[0] + dr][at[1] + dc] != "*"]

    return None if b in distances([a], step) else Said(
        "the two C cells must be linked", "두 C 칸은 서로 이어져 있어야 합니다")


def place_ends(case: Case, rng: random.Random) -> Case:
    """The two ``C`` on two distinct cells of the drawn map."""
    h, w = case["H"], case["W"]
    rows = [[ch if ch != "C" else "." for ch in row] for row in case["map"]]
    for at in rng.sample(range(h * w), 2):
        rows[at // w][at % w] = "C"
    return {**case, "map": ["".join(row) for row in rows]}


def aim(case: Case, at: State) -> Case | None:
    r, c, _d = at
    rows = [list(row) for row in case["map"]]
    first, second = ends(case["map"], "C")
    if (r, c) == first:
        return None
    rows[second[0]][second[1]] = "."
    rows[r][c] = "C"
    return {**case, "map": ["".join(row) for row in rows]}


def _map(rows: list[str]) -> str:
    return f"{len(rows[0])} {len(rows)}\n" + "".join(row + "\n" for row in rows)


def _stairs(n: int) -> list[str]:
    """An ``n`` x ``n`` map whose walls leave a staircase: a turn at every step."""
    rows = [["*"] * n for _ in range(n)]
    for k in range(n):
        rows[k][k] = "."
        if k + 1 < n:
            rows[k][k + 1] = "."
    rows[0][0] = rows[n - 1][n - 1] = "C"
    return ["".join(row) for row in rows]


PROBLEM = Problem(
    site="baekjoon", number="6087", title_ko="레이저 통신", title_en="Laser communication",
    source="https://mywish-project.tistory.com/102",
    input=Input(Line(Int("W", 1, 100), Int("H", 1, 100)),
                Grid("map", "H", "W", ".*C", weights={".": 3, "*": 1}, exactly={"C": 2}),
                where=rules, arrange=place_ends),
    start=start,
    moves=moves,
    goal=goal,
    costs="01",
    unit="mirrors", unit_ko="개",
    time_limit=1.0, memory_mb=128,
    samples=(("7 8\n.......\n......C\n......*\n*****.*\n....*..\n....*..\n.C..*..\n.......\n",
              "3"),),
    specials=(
        _map(["CC"]),                          # neighbours: 0
        _map(["C", "C"]),                      # one column: 0
        _map(["C.", "*C"]),                    # round the corner: 1
        _map(["C.", ".C"]),                    # two ways round, one mirror each: 1
        _map(["C" + "." * 98 + "C"]),          # the widest map, one row: 0
        _map(["C"] + ["."] * 98 + ["C"]),      # the tallest map, one column: 0
        _map(["C" + "." * 99] + ["." * 100] * 98 + ["." * 99 + "C"]),  # the largest: 1
        _map(_stairs(100)),                    # a staircase: a mirror at every step
    ),
    aim=aim,
    reach=0.8,
    about=Said("fewest mirrors / or \\ on empty cells that let a laser from one C reach the other",
               "빈 칸에 거울 /, \\를 놓아 한 C에서 다른 C로 레이저를 잇는 최소 거울 수"),
)
FAMILY = family_of(PROBLEM)
