"""Programmers 159993 미로 탈출 (Escape the maze): from ``S``, pull the lever ``L``, then
reach the exit ``E``; each step onto a non-wall cell takes one second.  The fewest
seconds, or -1.

Statement read from https://school.programmers.co.kr/learn/courses/30/lessons/159993
(a stored copy of the official page): 5 <= rows, columns <= 100; cells ``S E L O
X``; one ``S``, one ``E`` and one ``L``, all on different cells; the exit may be
passed before the lever is pulled, every cell may be passed many times.

Decided: one search over (cell, lever pulled): stepping onto ``L`` pulls it, the
goal is ``E`` with the lever pulled.  That equals the two legs S -> L and L -> E
(the lever is never un-pulled), and it is one breadth-first search.

>>> from fewest.puzzles import get_family
>>> inst = get_family("programmers-159993").parse(
...     '{"maps": ["SOOOL","XXXXO","OOOOO","OXXXX","OOOOE"]}')
>>> inst.judge_output(inst.solve(), "judge")
'16'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, View, count, family_of

Case = dict[str, Any]
State = tuple[int, int, bool]
STEPS = {"N": (-1, 0), "S": (1, 0), "W": (0, -1), "E": (0, 1)}


def _find(c: Case, ch: str) -> tuple[int, int]:
    return next((r, row.index(ch)) for r, row in enumerate(c["maps"]) if ch in row)


def _moves(c: Case, s: State) -> list[tuple[str, State, int]]:
    grid = c["maps"]
    r, col, pulled = s
    out = []
    for name, (dr, dc) in STEPS.items():
        nr, nc = r + dr, col + dc
        if 0 <= nr < len(grid) and 0 <= nc < len(grid[0]) and grid[nr][nc] != "X":
            out.append((name, (nr, nc, pulled or grid[nr][nc] == "L"), 1))
    return out


def _aim(c: Case, s: State) -> Case | None:
    """The exit moved to the walked cell when the walk pulled the lever, else the
    lever moved there (its leg then reachable)."""
    r, col, pulled = s
    grid = c["maps"]
    if grid[r][col] != "O":
        return None
    mark = "E" if pulled else "L"
    rows = [row.replace(mark, "O") for row in grid]
    rows[r] = rows[r][:col] + mark + rows[r][col + 1:]
    return {**c, "maps": rows}


def _board(c: Case, s: State) -> tuple[list[str], dict[tuple[int, int], tuple[str, str]]]:
    rows = [row.replace("O", ".").replace("X", "#") for row in c["maps"]]
    return rows, {(s[0], s[1]): ("P" if not s[2] else "P*", "piece")}


def _case(rows: list[str]) -> str:
    return json.dumps({"maps": rows}) + "\n"


def _snake(n: int, m: int) -> list[str]:
    """Open rows joined at alternate ends (the longest corridor), S at its start, L at
    its far end, E beside S: the whole corridor is walked twice."""
    rows = []
    for r in range(n):
        if r % 2 == 0:
            rows.append("O" * m)
        else:
            gap = m - 1 if r % 4 == 1 else 0
            rows.append("".join("O" if c == gap else "X" for c in range(m)))
    rows[0] = "SE" + rows[0][2:]
    last = rows[-1]
    end = m - 1 if (n - 1) % 4 == 0 else 0
    rows[-1] = last[:end] + "L" + last[end + 1:]
    return rows


PROBLEM = Problem(
    site="programmers", number="159993", title_ko="미로 탈출", title_en="Escape the maze",
    source="https://school.programmers.co.kr/learn/courses/30/lessons/159993",
    input=Input(Grid("maps", (5, 100), (5, 100), "OXSEL", weights={"O": 3, "X": 1},
                     exactly={"S": 1, "E": 1, "L": 1}), json=True),
    start=lambda c: (*_find(c, "S"), False),
    moves=_moves,
    goal=lambda c, s: s[2] and c["maps"][s[0]][s[1]] == "E",
    answer=count(),
    call="solution(maps)",
    unit="seconds", unit_ko="초",
    time_limit=10.0, memory_mb=256,
    samples=((_case(["SOOOL", "XXXXO", "OOOOO", "OXXXX", "OOOOE"]), "16"),
             (_case(["LOOXS", "OOOOX", "OOOOO", "OOOOO", "EOOOO"]), "-1")),
    specials=(
        _case(["SLEOO", "OOOOO", "OOOOO", "OOOOO", "OOOOO"]),   # 1 + 1
        _case(["SELOO", "XXXXX", "OOOOO", "OOOOO", "OOOOO"]),   # through the exit first
        _case(["SOOOE", "OOOOO", "OOOOO", "OOOXX", "OOOXL"]),   # the lever walled in
        _case(["SOOOO", "OOOOO", "OOOOL", "OOOXX", "OOOXE"]),   # the exit walled in
        _case(["S" + "O" * 98 + "L"] + ["O" * 100] * 98 + ["E" + "O" * 99]),  # largest
        _case(_snake(99, 100)),                                  # the longest walk
        _case(["S" + "O" * 99, "X" * 99 + "O", "L" + "O" * 98 + "E", "O" * 100,
               "O" * 100]),                                      # 5 x 100
        _case(["SOLOE"] + ["OOOOO"] * 99),                       # 100 x 5
    ),
    aim=_aim,
    view=View(board=_board, roles={"#": "wall", ".": "empty", "S": "empty", "E": "finish",
                                   "L": "empty"}),
    words=lambda m: {"N": "north", "S": "south", "W": "west", "E": "east"}.get(m, str(m)),
    about=Said("fewest seconds from S to the lever L and then to the exit E, or -1",
               "S에서 레버 L을 당긴 뒤 출구 E까지 가는 최소 시간(초), 불가능하면 -1"),
)
FAMILY = family_of(PROBLEM)
