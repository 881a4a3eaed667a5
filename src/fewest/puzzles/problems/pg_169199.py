"""Programmers 169199 리코쳇 로봇 (Ricochet robot): the robot ``R`` slides north, south,
east or west until an obstacle ``D`` or the board's edge stops it; the fewest
slides that leave it stopped on ``G``, or -1.

Statement read from https://school.programmers.co.kr/learn/courses/30/lessons/169199
(a stored copy of the official page): 3 <= rows, row length <= 100, rows of one
length, cells ``. D R G``, one ``R`` and one ``G``.

Decided: the robot slides over ``G`` without stopping (it must *stop* there), and
over its own start cell; a slide that does not move the robot is no move.

>>> from fewest.puzzles import get_family
>>> inst = get_family("programmers-169199").parse(
...     '{"board": ["...D..R", ".D.G...", "....D.D", "D....D.", "..D...."]}')
>>> inst.judge_output(inst.solve(), "judge")
'7'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, View, count, family_of

Case = dict[str, Any]
Cell = tuple[int, int]
STEPS = {"N": (-1, 0), "S": (1, 0), "W": (0, -1), "E": (0, 1)}


def _find(c: Case, ch: str) -> Cell:
    return next((r, row.index(ch)) for r, row in enumerate(c["board"]) if ch in row)


def _slide(board: list[str], at: Cell, d: tuple[int, int]) -> Cell:
    r, c = at
    n, m = len(board), len(board[0])
    while 0 <= r + d[0] < n and 0 <= c + d[1] < m and board[r + d[0]][c + d[1]] != "D":
        r, c = r + d[0], c + d[1]
    return r, c


def _moves(c: Case, at: Cell) -> list[tuple[str, Cell, int]]:
    out = []
    for name, d in STEPS.items():
        to = _slide(c["board"], at, d)
        if to != at:
            out.append((name, to, 1))
    return out


def _aim(c: Case, at: Cell) -> Case | None:
    """``G`` moved to a cell the robot stopped on after random slides."""
    r, col = at
    if c["board"][r][col] != ".":
        return None
    rows = [row.replace("G", ".") for row in c["board"]]
    rows[r] = rows[r][:col] + "G" + rows[r][col + 1:]
    return {**c, "board": rows}


def _board(c: Case, at: Cell) -> tuple[list[str], dict[Cell, tuple[str, str]]]:
    rows = [row.replace("D", "#").replace("R", ".") for row in c["board"]]
    return rows, {at: ("R", "piece")}


def _case(rows: list[str]) -> str:
    return json.dumps({"board": rows}) + "\n"


PROBLEM = Problem(
    site="programmers", number="169199", title_ko="리코쳇 로봇", title_en="Ricochet robot",
    source="https://school.programmers.co.kr/learn/courses/30/lessons/169199",
    input=Input(Grid("board", (3, 100), (3, 100), ".DRG", weights={".": 4, "D": 1},
                     exactly={"R": 1, "G": 1}), json=True),
    start=lambda c: _find(c, "R"),
    moves=_moves,
    goal=lambda c, at: c["board"][at[0]][at[1]] == "G",
    answer=count(),
    call="solution(board)",
    unit="moves", unit_ko="번",
    time_limit=10.0, memory_mb=256,
    samples=((_case(["...D..R", ".D.G...", "....D.D", "D....D.", "..D...."]), "7"),
             (_case([".D.R", "....", ".G..", "...D"]), "-1")),
    specials=(
        _case(["RG.", "...", "..."]),          # slides over G
        _case(["R.G", "...", "..."]),          # one slide to the corner
        _case(["R..", ".G.", "..."]),          # G in the open: never stopped on
        _case([".D.", "DRD", ".DG"]),          # the robot walled in
        _case(["R" + "." * 99] + ["." * 100] * 98 + ["." * 99 + "G"]),   # largest
        _case(["R" + "." * 98 + "G", "." * 100, "." * 100]),           # 3 x 100
        _case(["R.."] + ["..."] * 98 + ["G.."]),                        # 100 x 3
        _case(["G.D.R", ".....", "....."]),    # the obstacle stops it short of G
    ),
    aim=_aim,
    view=View(board=_board, roles={"#": "wall", ".": "empty", "G": "finish"}),
    words=lambda m: {"N": "up", "S": "down", "W": "left", "E": "right"}.get(m, str(m)),
    about=Said("fewest slides, each until an obstacle D or the edge stops the robot, that leave "
               "it stopped on G",
               "장애물 D나 가장자리에 부딪힐 때까지 미끄러지는 이동으로 로봇이 G에 멈추는 최소 "
               "횟수 (불가능하면 -1)"),
)
FAMILY = family_of(PROBLEM)
