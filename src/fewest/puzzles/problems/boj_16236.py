"""Baekjoon 16236 아기 상어 (Baby shark): on an N x N sea of fish (sizes 1..6) and
one baby shark (``9``, size 2), the shark moves one cell a second up, down, left
or right, never through a fish bigger than itself, and eats fish smaller than
itself, always the nearest (then the topmost, then the leftmost); after eating
as many fish as its size it grows by one.  Print the seconds until no fish it
can eat is left within reach.

Statement read from https://comicom.github.io/backjoonseries:simulation/baby-shark
(official page https://www.acmicpc.net/problem/16236): ``2 <= N <= 20``, cells
0..6 and exactly one 9; 2 s, 512 MB.

Not one search: a simulation, each meal found by a BFS from the shark
(:func:`distances`), the nearest, topmost, leftmost edible fish eaten next.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-16236").parse("3\\n0 0 1\\n0 0 0\\n0 9 0\\n")
>>> inst.judge_output(inst.solve(), "judge")
'3'
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Problem, distances, family_of


def _around(n: int, i: int) -> Iterator[int]:
    r, c = divmod(i, n)
    if r:
        yield i - n
    if c:
        yield i - 1
    if c < n - 1:
        yield i + 1
    if r < n - 1:
        yield i + n


def seconds(case: dict[str, Any]) -> int:
    """The seconds the shark hunts before it must call its mother."""
    n = case["N"]
    sea = [v for row in case["sea"] for v in row]
    at = sea.index(9)
    sea[at] = 0
    size, eaten, time = 2, 0, 0
    while True:
        def step(i: int, most: int = size) -> Iterator[tuple[int, int]]:
            return ((j, 1) for j in _around(n, i) if sea[j] <= most)

        reach = distances([at], step)
        # the index r * N + c orders cells top to bottom, then left to right
        food = [(d, j) for j, d in reach.items() if 0 < sea[j] < size]
        if not food:
            return time
        d, at = min(food)
        time += int(d)
        sea[at] = 0
        eaten += 1
        if eaten == size:
            size, eaten = size + 1, 0


def _one_shark(case: dict[str, Any]) -> str | None:
    cells = [v for row in case["sea"] for v in row]
    if any(v in (7, 8) for v in cells):
        return Said("a cell holds 0..6 (a fish's size) or 9 (the shark)",
                    "칸에는 0..6(물고기의 크기) 또는 9(아기 상어)만 올 수 있습니다")
    return None if cells.count(9) == 1 else Said(
        "the sea must hold exactly one shark (9)",
        "sea에는 아기 상어(9)가 정확히 한 마리 있어야 합니다")


def _sea(rows: list[list[int]]) -> str:
    return f"{len(rows)}\n" + "".join(" ".join(map(str, r)) + "\n" for r in rows)


def _tie(n: int) -> list[list[int]]:
    """Two fish two cells away: one down-left, one two to the right.  The right one
    is higher and eaten first; a BFS that tries up, left, right, down and takes the
    first fish it meets eats the other, and the hunt then ends later or sooner."""
    rows = [[0] * n for _ in range(n)]
    rows[2][2] = 9
    rows[3][1] = rows[2][4] = rows[0][5] = 1
    return rows


PROBLEM = Problem(
    site="baekjoon", number="16236", title_ko="아기 상어", title_en="Baby shark",
    source="https://comicom.github.io/backjoonseries:simulation/baby-shark",
    input=Input(Int("N", 2, 20),
                Grid("sea", "N", "N", (0, 9), weights={0: 12, 1: 3, 2: 2, 3: 2, 4: 1, 5: 1, 6: 1},
                     exactly={9: 1}),
                where=_one_shark),
    solve=seconds,
    why=Said("the answer is a whole hunt: a BFS from the shark for each meal, the shark "
             "growing as it eats, not one path",
             "답이 경로 하나가 아니라 사냥 전체입니다: 물고기를 먹을 때마다 아기 상어에서 "
             "BFS 탐색을 하고, 아기 상어는 먹으면서 자랍니다"),
    unit="seconds", unit_ko="초",
    time_limit=2.0, memory_mb=512,
    samples=(
        ("3\n0 0 0\n0 0 0\n0 9 0\n", "0"),
        ("3\n0 0 1\n0 0 0\n0 9 0\n", "3"),
        ("4\n4 3 2 1\n0 0 0 0\n0 0 9 0\n1 2 3 4\n", "14"),
        ("6\n5 4 3 2 3 4\n4 3 2 3 4 5\n3 2 9 5 6 6\n2 1 2 3 4 5\n3 2 1 6 5 4\n6 6 6 6 6 6\n",
         "60"),
        ("6\n6 0 6 0 6 1\n0 0 0 0 0 2\n2 3 4 5 6 6\n0 0 0 0 0 2\n0 2 0 0 0 0\n3 9 3 0 0 1\n",
         "48"),
    ),
    specials=(
        "2\n9 2\n2 1\n",                         # walks past its own size to the 1: 2
        "2\n9 1\n1 1\n",                         # three meals, growing after two: 3
        "2\n9 2\n1 0\n",                         # never eats a fish of its own size: 1
        _sea(_tie(6)),                           # the tie: topmost first (12, not 9)
        _sea([[9] + [1] * 19] + [[1] * 20 for _ in range(19)]),  # a sea of small fish
        _sea([[0] * 20 for _ in range(19)] + [[0] * 19 + [9]]),  # no fish at all: 0
    ),
    about=Said("seconds until the shark, always eating the nearest smaller fish and growing, has "
               "none left in reach",
               "상어가 가장 가까운 작은 물고기부터 먹으며 자라, 먹을 물고기가 닿지 않을 때까지의 "
               "시간(초)"),
)
FAMILY = family_of(PROBLEM)
