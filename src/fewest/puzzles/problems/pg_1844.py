"""Programmers 1844 게임 맵 최단거리 (Shortest path in a game map): from the top-left
cell of ``maps`` to the bottom-right one, a step north, south, east or west onto a
1 cell; the fewest cells passed (both ends counted), or -1.

Statement read from https://school.programmers.co.kr:443/learn/courses/30/lessons/1844
(a stored copy of the official page https://school.programmers.co.kr/learn/courses/30/lessons/1844):
``maps`` is n x m with 1 <= n, m <= 100, not both 1; cells are 0 (wall) or 1.

Decided: the answer counts cells, the start included (a path of k steps
answers k + 1).  The character stands on (1, 1), so that cell is free (a wall
there is refused as input); the enemy camp (n, m) may be walled: -1.

>>> from fewest.puzzles import get_family
>>> inst = get_family("programmers-1844").parse('{"maps": [[1,1,0],[0,1,1]]}')
>>> inst.judge_output(inst.solve(), "judge")
'4'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, View, count, family_of

Case = dict[str, Any]
STEPS = {"N": (-1, 0), "S": (1, 0), "W": (0, -1), "E": (0, 1)}


def _moves(c: Case, at: tuple[int, int]) -> list[tuple[str, tuple[int, int], int]]:
    grid = c["maps"]
    r, col = at
    out = []
    for name, (dr, dc) in STEPS.items():
        nr, nc = r + dr, col + dc
        if 0 <= nr < len(grid) and 0 <= nc < len(grid[0]) and grid[nr][nc] == 1:
            out.append((name, (nr, nc), 1))
    return out


def _rules(c: Case) -> str | None:
    grid = c["maps"]
    if len(grid) == 1 and len(grid[0]) == 1:
        return Said("maps must not be 1 x 1", "maps는 1 x 1이 아니어야 합니다")
    if grid[0][0] != 1:
        return Said("the character's cell (1, 1) must be 1",
                    "캐릭터가 있는 칸 (1, 1)은 1이어야 합니다")
    return None


def _board(c: Case, at: tuple[int, int]) -> tuple[list[str], dict[tuple[int, int],
                                                                    tuple[str, str]]]:
    rows = ["".join("." if v else "#" for v in row) for row in c["maps"]]
    n, m = len(rows), len(rows[0])
    pieces = {(n - 1, m - 1): ("E", "finish"), tuple(at): ("P", "piece")}
    return rows, pieces  # type: ignore[return-value]


def _aim(c: Case, at: tuple[int, int]) -> Case | None:
    """The map cut at a cell a walk from (1, 1) reached, which becomes the camp
    (maps of more than 40 x 40 cells are left whole: a walk is at most 40 steps)."""
    grid = c["maps"]
    r, col = at
    if len(grid) * len(grid[0]) > 1600 or (r, col) == (0, 0):
        return None
    return {**c, "maps": [row[:col + 1] for row in grid[:r + 1]]}


def _case(rows: list[list[int]]) -> str:
    return json.dumps({"maps": rows}) + "\n"


def _snake(n: int, m: int) -> list[list[int]]:
    """Free rows joined at alternate ends: the longest path an n x m map holds."""
    rows = []
    for r in range(n):
        if r % 2 == 0:
            rows.append([1] * m)
        else:
            gap = m - 1 if r % 4 == 1 else 0
            rows.append([1 if c == gap else 0 for c in range(m)])
    return rows


SAMPLE = [[1, 0, 1, 1, 1], [1, 0, 1, 0, 1], [1, 0, 1, 1, 1], [1, 1, 1, 0, 1], [0, 0, 0, 0, 1]]
WALLED = [[1, 0, 1, 1, 1], [1, 0, 1, 0, 1], [1, 0, 1, 1, 1], [1, 1, 1, 0, 0], [0, 0, 0, 0, 1]]

PROBLEM = Problem(
    site="programmers", number="1844", title_ko="게임 맵 최단거리",
    title_en="Shortest path in a game map",
    source="https://school.programmers.co.kr:443/learn/courses/30/lessons/1844",
    input=Input(Grid("maps", (1, 100), (1, 100), (0, 1), weights={1: 6, 0: 1}, plain=1),
                where=_rules, json=True),
    start=lambda c: (0, 0),
    moves=_moves,
    goal=lambda c, at: at == (len(c["maps"]) - 1, len(c["maps"][0]) - 1),
    answer=count(plus=1),
    call="solution(maps)",
    unit="cells", unit_ko="칸",
    time_limit=10.0, memory_mb=256,
    samples=((_case(SAMPLE), "11"), (_case(WALLED), "-1")),
    specials=(
        _case([[1, 1]]),                      # the smallest maps
        _case([[1], [0]]),                    # the camp is a wall
        _case([[1] * 100]),                   # one row
        _case([[1]] * 100),                   # one column
        _case([[1] * 100] * 100),             # the largest, no wall
        _case(_snake(100, 100)),              # the longest path
        _case([[1] * 100] * 99 + [[1] * 98 + [0, 1]]),  # a wide map, camp walled in
        _case([[1, 1, 1], [1, 0, 1]]),        # not square: n < m
        _case([[1, 1], [0, 1], [1, 1], [1, 0], [1, 1]]),  # not square: n > m
    ),
    aim=_aim,
    view=View(board=_board, roles={"#": "wall", ".": "empty"}),
    words=lambda m: {"N": "north", "S": "south", "W": "west", "E": "east"}.get(m, str(m)),
    about=Said("fewest cells passed from the top-left to the enemy camp at the bottom-right, both "
               "counted, or -1",
               "좌측 상단에서 우측 하단의 상대 팀 진영까지 지나는 최소 칸 수 (양 끝 포함, 없으면 "
               "-1)"),
)
FAMILY = family_of(PROBLEM)
