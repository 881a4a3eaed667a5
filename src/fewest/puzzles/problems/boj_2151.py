"""Baekjoon 2151 거울 설치 (Installing mirrors): an N x N house of empty cells
(``.``), walls (``*``), cells where a mirror may stand (``!``) and two doors
(``#``); the fewest two-sided 45-degree mirrors that let one door be seen from the
other (each mirror turns the line of sight a quarter turn).

Statement read from https://velog.io/@jung-min-ju/백준-거울-설치2151 (official page
https://www.acmicpc.net/problem/2151): ``2 <= N <= 50``, exactly two doors, and
one door can always be seen from the other with mirrors; 2 s, 128 MB.

Decided: the line of sight is a state (cell, heading); going on ahead costs 0,
turning left or right on a ``!`` cell costs 1 (a mirror placed there), so the
kit runs a 0-1 search.  It leaves the first door (in reading order) in any of the
four headings and arrives on the second door from any heading.  A line of sight
passes through ``!`` cells left without a mirror and stops at walls and the
house's edge.  "Always seen" is a promise: a house whose doors cannot see each
other through any mirrors is refused as input.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-2151").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Problem, distances, family_of

Case = dict[str, Any]
#: (row, col, heading): heading 0 up, 1 right, 2 down, 3 left; -1 before leaving
State = tuple[int, int, int]
STEP = ((-1, 0), (0, 1), (1, 0), (0, -1))
HEADING = ("up", "right", "down", "left")


def ends(rows: list[str], ch: str) -> list[tuple[int, int]]:
    """The cells holding ``ch``, in reading order (remembered for the last few maps)."""
    return list(_ends(tuple(rows), ch))


@lru_cache(maxsize=64)
def _ends(rows: tuple[str, ...], ch: str) -> tuple[tuple[int, int], ...]:
    return tuple((r, c) for r, row in enumerate(rows) for c, v in enumerate(row) if v == ch)


def beam(rows: list[str], wall: str, mirror: Callable[[str], bool]) -> Callable[..., Any]:
    """The moves of a line of sight on ``rows``: ahead (cost 0) until a ``wall`` or
    the edge, a quarter turn (cost 1) on a cell where ``mirror(cell)`` holds."""
    h, w = len(rows), len(rows[0])

    def moves(case: Case, at: State) -> list[tuple[str, State, int]]:
        r, c, d = at
        out = []
        for k in range(4) if d < 0 else (d,):
            y, x = r + STEP[k][0], c + STEP[k][1]
            if 0 <= y < h and 0 <= x < w and rows[y][x] != wall:
                out.append((HEADING[k] if d < 0 else "ahead", (y, x, k), 0))
        if d >= 0 and mirror(rows[r][c]):
            out.append(("mirror left", (r, c, (d + 3) % 4), 1))
            out.append(("mirror right", (r, c, (d + 1) % 4), 1))
        return out
    return moves


def moves(case: Case, at: State) -> list[tuple[str, State, int]]:
    return beam(case["house"], "*", lambda v: v == "!")(case, at)


def start(case: Case) -> State:
    r, c = ends(case["house"], "#")[0]
    return (r, c, -1)


def goal(case: Case, at: State) -> bool:
    return at[:2] == ends(case["house"], "#")[1] and at[2] >= 0


def rules(case: Case) -> str | None:
    seen = distances([start(case)], lambda s: [(t, 1) for _m, t, _c in moves(case, s)])
    if not any(goal(case, s) for s in seen):
        return Said("one door must be seen from the other with mirrors",
                    "거울을 써서 한쪽 문에서 다른 쪽 문이 보여야 합니다")
    return None


def place_doors(case: Case, rng: random.Random) -> Case:
    """The two doors on two distinct cells of the drawn house."""
    n = case["N"]
    rows = [[ch if ch != "#" else "." for ch in row] for row in case["house"]]
    for at in rng.sample(range(n * n), 2):
        rows[at // n][at % n] = "#"
    return {**case, "house": ["".join(row) for row in rows]}


def aim(case: Case, at: State) -> Case | None:
    r, c, _d = at
    rows = [list(row) for row in case["house"]]
    first, second = ends(case["house"], "#")
    if (r, c) == first or rows[r][c] == "*":
        return None
    rows[second[0]][second[1]] = "."
    rows[r][c] = "#"
    return {**case, "house": ["".join(row) for row in rows]}


def _house(rows: list[str]) -> str:
    return f"{len(rows)}\n" + "".join(row + "\n" for row in rows)


def _spiral(n: int) -> list[str]:
    """An ``n`` x ``n`` house of mirror cells walled into a winding corridor."""
    rows = [["!"] * n for _ in range(n)]
    for r in range(1, n - 1, 2):
        gap = n - 1 if r % 4 == 1 else 0
        for c in range(n):
            if c != gap:
                rows[r][c] = "*"
    rows[0][0] = "#"
    rows[n - 1][n - 1 if (n - 2) % 4 == 3 else 0] = "#"
    return ["".join(row) for row in rows]


PROBLEM = Problem(
    site="baekjoon", number="2151", title_ko="거울 설치", title_en="Installing mirrors",
    source="https://velog.io/@jung-min-ju/백준-거울-설치2151",
    input=Input(Int("N", 2, 50),
                Grid("house", "N", "N", ".!*#", weights={".": 4, "!": 3, "*": 2},
                     exactly={"#": 2}),
                where=rules, arrange=place_doors),
    start=start,
    moves=moves,
    goal=goal,
    costs="01",
    unit="mirrors", unit_ko="개",
    time_limit=2.0, memory_mb=128,
    samples=(("5\n***#*\n*.!.*\n*!.!*\n*.!.*\n*#***\n", "2"),),
    specials=(
        _house(["##", ".."]),                   # side by side: 0
        _house(["#*", "!#"]),                   # one mirror round the corner: 1
        _house(["#!!", "*!*", "!!#"]),          # a zigzag: 2
        _house(["#!.", "..!", ".!#"]),
        _house(["#" + "." * 48 + "#"] + ["." * 50] * 49),   # the largest house, in a row: 0
        _house(["#" + "!" * 49] + ["!" * 50] * 48 + ["!" * 49 + "#"]),  # opposite corners: 1
        _house(_spiral(50)),                    # a winding corridor of turns
    ),
    aim=aim,
    words=str,
    about=Said("fewest two-sided mirrors on ! cells that let one door # be seen from the other",
               "! 칸에 양면 거울을 놓아 한쪽 문 #에서 다른 쪽 문이 보이게 하는 거울의 최소 개수"),
)
FAMILY = family_of(PROBLEM)
