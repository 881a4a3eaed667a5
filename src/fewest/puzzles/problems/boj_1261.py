"""Baekjoon 1261 알고스팟 (AlgoSpot): from the top-left room of an N x M maze to the
bottom-right one, moving up, down, left or right; a wall (``1``) can be broken to
pass; the fewest walls to break.

Statement read from https://ihp001.tistory.com/179 (official page
https://www.acmicpc.net/problem/1261): first line ``M N`` (width, then height),
``1 <= N, M <= 100``, (1, 1) and (N, M) always open; 1 s, 128 MB.

A start -> goal search with move costs 0 and 1 (0-1 BFS): stepping into an open
room costs 0, into a wall 1 (it is broken).

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-1261").parse("3 3\\n011\\n111\\n110\\n")
>>> inst.judge_output(inst.solve(), "judge")
'3'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, count, family_of

STEPS = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))


def _moves(case: dict[str, Any], at: tuple[int, int]) -> list[tuple[str, tuple[int, int], int]]:
    maze, n, m = case["maze"], case["N"], case["M"]
    r, c = at
    return [(word, (r + dr, c + dc), int(maze[r + dr][c + dc] == "1"))
            for word, dr, dc in STEPS if 0 <= r + dr < n and 0 <= c + dc < m]


def _corners_open(case: dict[str, Any]) -> str | None:
    maze = case["maze"]
    if maze[0][0] != "0" or maze[-1][-1] != "0":
        return Said("(1, 1) and (N, M) are always open", "(1, 1)과 (N, M)은 항상 뚫려 있습니다")
    return None


def _maze(rows: list[str]) -> str:
    return f"{len(rows[0])} {len(rows)}\n" + "".join(r + "\n" for r in rows)


PROBLEM = Problem(
    site="baekjoon", number="1261", title_ko="알고스팟", title_en="AlgoSpot",
    source="https://ihp001.tistory.com/179",
    input=Input(Line(Int("M", 1, 100), Int("N", 1, 100)),
                Grid("maze", "N", "M", "01"),
                where=_corners_open),
    start=lambda c: (0, 0),
    moves=_moves,
    goal=lambda c, at: at == (c["N"] - 1, c["M"] - 1),
    costs="01",
    answer=count(),
    unit="walls", unit_ko="개",
    time_limit=1.0, memory_mb=128,
    samples=(("3 3\n011\n111\n110\n", "3"), ("4 2\n0001\n1000\n", "0"),
             ("6 6\n001111\n010000\n001111\n110001\n011010\n100010\n", "2")),
    specials=(
        "1 1\n0\n",                          # start is the goal: 0
        "2 1\n00\n",                         # one row
        "1 3\n0\n1\n0\n",                    # one column through a wall: 1
        "3 3\n010\n010\n010\n",              # around the wall costs nothing
        _maze(["0" + "1" * 99] + ["1" * 100] * 98 + ["1" * 99 + "0"]),  # all walls: 197
        _maze(["0" * 100] * 100),            # all open: 0
        _maze(["0111111111", "1111111110", "0000000000", "0111111111", "0000000000"]),
    ),
    words=lambda m: str(m),
    about=Said("fewest walls to break to get from the top-left room of the maze to the "
               "bottom-right one",
               "미로의 (1, 1)에서 (N, M)까지 가기 위해 부숴야 하는 벽의 최소 개수"),
)
FAMILY = family_of(PROBLEM)
