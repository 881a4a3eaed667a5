"""Baekjoon 16948 데스 나이트 (Death Knight): the fewest moves of a piece that jumps
from (r, c) to (r-2, c-1), (r-2, c+1), (r, c-2), (r, c+2), (r+2, c-1) or
(r+2, c+1) on an N x N board, from (r1, c1) to (r2, c2), or -1.

Statement read from
https://leeyeongeol.github.io/baekjoon/Baekjoon-16948%EB%B2%88-%EB%8D%B0%EC%8A%A4%EB%82%98%EC%9D%B4%ED%8A%B8
(official page https://www.acmicpc.net/problem/16948): ``5 <= N <= 200``, rows and
columns from 0, 2 s, 512 MB.

Decided: the statement does not say the two squares differ, so they may be the
same (answer 0).  Every move changes the row by 0 or 2, so a target whose row
differs from the start's by an odd number is never reached (-1).

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-16948").parse("7\\n6 6 0 1\\n")
>>> inst.judge_output(inst.solve(), "judge")
'4'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, Line, Problem, View, family_of

#: the six jumps: (row change, column change)
JUMPS = ((-2, -1), (-2, 1), (0, -2), (0, 2), (2, -1), (2, 1))


def jumps(case: dict[str, Any], at: tuple[int, int]) -> list[tuple[Any, Any, int]]:
    n, (r, c) = case["N"], at
    return [((dr, dc), (r + dr, c + dc), 1) for dr, dc in JUMPS
            if 0 <= r + dr < n and 0 <= c + dc < n]


def cell(name: str) -> Int:
    return Int(name, 0, lambda c: c["N"] - 1)


PROBLEM = Problem(
    site="baekjoon", number="16948", title_ko="데스 나이트", title_en="Death Knight",
    source="https://leeyeongeol.github.io/baekjoon/Baekjoon-16948%EB%B2%88-%EB%8D%B0%EC"
           "%8A%A4%EB%82%98%EC%9D%B4%ED%8A%B8",
    input=Input(Int("N", 5, 200), Line(cell("r1"), cell("c1"), cell("r2"), cell("c2"))),
    start=lambda c: (c["r1"], c["c1"]),
    moves=jumps,
    goal=lambda c, at: at == (c["r2"], c["c2"]),
    unit="moves", unit_ko="번",
    time_limit=2.0, memory_mb=512,
    samples=(("7\n6 6 0 1\n", "4"), ("6\n5 1 0 5\n", "-1"), ("7\n0 3 4 3\n", "2")),
    specials=(
        "5\n2 2 2 2\n",          # already there
        "5\n0 0 4 4\n",          # corner to corner on the smallest board
        "200\n0 0 198 199\n",    # across the largest board
        "200\n199 199 1 0\n",    # from the last row and column
        "200\n0 0 199 0\n",      # an odd row difference: never
        "5\n4 0 0 4\n",
    ),
    aim=lambda c, at: {**c, "r2": at[0], "c2": at[1]},
    words=lambda m: f"jump ({m[0]:+d}, {m[1]:+d})" if isinstance(m, tuple) else str(m),
    view=View(board=lambda c, at: (["." * c["N"]] * c["N"], {
        (c["r2"], c["c2"]): ("T", "finish"), (at[0], at[1]): ("K", "piece")}),
        roles={".": "empty"}),
    about=Said("fewest moves of a piece jumping (r±2, c±1) or (r, c±2) from (r1, c1) to (r2, c2), "
               "or -1",
               "(r±2, c±1), (r, c±2)로 움직이는 말이 (r1, c1)에서 (r2, c2)까지 가는 최소 이동 "
               "횟수"),
)
FAMILY = family_of(PROBLEM)
