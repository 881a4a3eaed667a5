"""LeetCode 1926 Nearest Exit from Entrance in Maze: from the entrance, steps up,
down, left or right onto empty cells ('.', not walls '+'); the fewest steps to an
empty border cell other than the entrance, or -1.

Statement read from https://hashl.com/algo/problem/nearest-exit-from-entrance-in-maze
(official page https://leetcode.com/problems/nearest-exit-from-entrance-in-maze/):
``1 <= m, n <= 100``, cells '.' or '+', ``entrance = [row, col]`` inside the maze on
an empty cell.

Decided: the entrance is never an exit, even on the border, and coming back to it
does not make it one; a 1 x 1 maze has no exit.

>>> from fewest.puzzles import get_family
>>> inst = get_family("leetcode-1926").parse(
...     '{"maze": [["+","+","+"],[".",".","."],["+","+","+"]], "entrance": [1,0]}')
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Problem, Record, View, family_of

STEPS = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))
Cell = tuple[int, int]


def steps(case: dict[str, Any], at: Cell) -> list[tuple[str, Cell, int]]:
    maze = case["maze"]
    r, c = at
    return [(name, (r + dr, c + dc), 1) for name, dr, dc in STEPS
            if 0 <= r + dr < len(maze) and 0 <= c + dc < len(maze[0])
            and maze[r + dr][c + dc] == "."]


def is_exit(case: dict[str, Any], at: Cell) -> bool:
    maze = case["maze"]
    r, c = at
    border = r in (0, len(maze) - 1) or c in (0, len(maze[0]) - 1)
    return border and at != tuple(case["entrance"])


def _empty(case: dict[str, Any]) -> str | None:
    r, c = case["entrance"]
    return None if case["maze"][r][c] == "." else Said(
        "the entrance must be an empty cell", "entrance는 빈 칸이어야 합니다")


def _case(rows: list[str], r: int, c: int) -> str:
    return json.dumps({"maze": [list(row) for row in rows], "entrance": [r, c]}) + "\n"


def _serpent(n: int) -> list[str]:
    """An ``n x n`` maze walled all round but for one exit, its inside one long winding
    corridor from the top left: the longest answers."""
    rows = [["+"] * n for _ in range(n)]
    for r in range(1, n - 1, 2):
        for c in range(1, n - 1):
            rows[r][c] = "."
        if r + 2 < n - 1:
            rows[r + 1][n - 2 if (r // 2) % 2 == 0 else 1] = "."
    last = max(r for r in range(1, n - 1, 2))
    rows[last][n - 1 if (last // 2) % 2 == 0 else 0] = "."
    return ["".join(row) for row in rows]


PROBLEM = Problem(
    site="leetcode", number="1926", title_ko="미로 입구에서 가장 가까운 출구",
    title_en="Nearest Exit from Entrance in Maze",
    source="https://hashl.com/algo/problem/nearest-exit-from-entrance-in-maze",
    input=Input(Grid("maze", (1, 100), (1, 100), ".+", weights={".": 3, "+": 1},
                     as_lists=True),
                Record("entrance", (Int("entrancerow", 0, lambda c: len(c["maze"]) - 1),
                                    Int("entrancecol", 0, lambda c: len(c["maze"][0]) - 1))),
                where=_empty, json=True),
    start=lambda c: tuple(c["entrance"]),
    moves=steps,
    goal=is_exit,
    call="Solution().nearestExit(maze, entrance)",
    unit="steps", unit_ko="걸음",
    samples=((_case(["++.+", "...+", "+++."], 1, 2), "1"),
             (_case(["+++", "...", "+++"], 1, 0), "2"),
             (_case([".+"], 0, 0), "-1")),
    specials=(_case(["."], 0, 0), _case([".."], 0, 0), _case([".", "."], 1, 0),
              _case(["+++", "+.+", "+++"], 1, 1), _case(["+.+", "+.+", "+++"], 0, 1),
              _case(["." * 100], 0, 99), _case(["." * 100] * 100, 50, 50),
              _case(["+" * 100] * 49 + ["+" * 49 + "." + "+" * 50] + ["+" * 100] * 50,
                    49, 49),
              _case(_serpent(100), 1, 1), _case(_serpent(7), 1, 1)),
    view=View(board=lambda c, at: (["".join(row) for row in c["maze"]],
                                   {tuple(at): ("P", "piece")}),
              roles={"+": "wall", ".": "empty"}),
    about=Said("fewest steps from the entrance to an empty border cell other than the entrance, "
               "or -1",
               "입구에서 입구가 아닌 테두리의 빈 칸(출구)까지 가는 최소 걸음 수 (없으면 -1)"),
)
FAMILY = family_of(PROBLEM)
