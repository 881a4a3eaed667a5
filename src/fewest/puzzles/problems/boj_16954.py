"""Baekjoon 16954 움직이는 미로 탈출 (Escape the moving maze): on an 8 x 8 board of
empty cells (``.``) and walls (``#``) the character starts in the bottom-left
cell and must reach the top-right one.  Each second it moves to one of the eight
neighbouring cells or stays, onto an empty cell; then every wall moves one row
down (walls on the bottom row vanish), and a wall that lands on it ends the game.
Print 1 if it can reach the top-right cell, else 0.

Statement read from https://velog.io/@yuiopre98/16954번-움직이는-미로-탈출 (official
page https://www.acmicpc.net/problem/16954): the board is 8 rows of 8 characters,
the bottom-left cell is never a wall; 1 s, 512 MB.

Decided: the state is (row, column, second), the second capped at 8: after eight
seconds every wall has moved off the board, so a character alive then always
gets out, and the search stops there (its goal is the top-right cell or second
8).  A move at second t needs its cell free of walls at second t (where it steps)
and at t + 1 (after the walls fall).  The top-right cell is safe once reached: no
wall falls into the top row.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-16954").parse(PROBLEM.samples[3][0])
>>> inst.judge_output(inst.solve(), "judge")
'1'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, View, family_of

Case = dict[str, Any]
State = tuple[int, int, int]
SIDE = 8
STEPS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)]
NAMES = {(-1, -1): "up-left", (-1, 0): "up", (-1, 1): "up-right", (0, -1): "left",
         (0, 0): "stay", (0, 1): "right", (1, -1): "down-left", (1, 0): "down",
         (1, 1): "down-right"}


def wall(case: Case, r: int, c: int, t: int) -> bool:
    """Whether a wall stands on (r, c) at second ``t`` (walls fall a row a second)."""
    return r - t >= 0 and case["board"][r - t][c] == "#"


def moves(case: Case, at: State) -> list[tuple[str, State, int]]:
    r, c, t = at
    out = []
    for dr, dc in STEPS:
        y, x = r + dr, c + dc
        if 0 <= y < SIDE and 0 <= x < SIDE and not wall(case, y, x, t) \
                and not wall(case, y, x, t + 1):
            out.append((NAMES[dr, dc], (y, x, min(t + 1, SIDE)), 1))
    return out


def board(case: Case, at: State) -> tuple[list[str], dict[tuple[int, int], tuple[str, str]]]:
    r, c, t = at
    rows = ["".join("#" if wall(case, y, x, t) else "." for x in range(SIDE))
            for y in range(SIDE)]
    rows[0] = rows[0][:SIDE - 1] + ("E" if rows[0][SIDE - 1] == "." else "#")
    return rows, {(r, c): ("P", "piece")}


def _board(*rows: str) -> str:
    full = ["." * SIDE] * (SIDE - len(rows)) + list(rows)
    return "".join(row + "\n" for row in full)


PROBLEM = Problem(
    site="baekjoon", number="16954", title_ko="움직이는 미로 탈출",
    title_en="Escape the moving maze",
    source="https://velog.io/@yuiopre98/16954번-움직이는-미로-탈출",
    input=Input(Grid("board", SIDE, SIDE, ".#", weights={".": 5, "#": 2}),
                where=lambda c: None if c["board"][SIDE - 1][0] == "." else
                Said("the bottom-left cell is never a wall",
                     "가장 왼쪽 아래 칸은 벽이 아니어야 합니다")),
    start=lambda c: (SIDE - 1, 0, 0),
    moves=moves,
    goal=lambda c, at: at[:2] == (0, SIDE - 1) or at[2] >= SIDE,
    answer=lambda c, sol: 0 if sol is None else 1,
    unit="1 if it gets out", unit_ko="탈출 여부",
    time_limit=1.0, memory_mb=512,
    samples=(
        (_board(), "1"),
        (_board("##......", "........"), "0"),
        (_board(".#......", "#.......", ".#......"), "0"),
        (_board(".#######", "#.......", "........"), "1"),
        (_board("#.......", ".#######", "#.......", "........"), "0"),
    ),
    specials=(
        _board("#######.", "........"),                  # a full row but one gap
        _board(".#......", "........"),                  # a wall above a diagonal step
        "#" * SIDE + "\n" + "........\n" * 7,            # the top row full: it sweeps every row
        "".join("#######.\n" if r % 2 else "########\n" for r in range(7)) + ".#######\n",
        _board("#.#.#.#.", ".#.#.#.#", "#.#.#.#.", ".#.#.#.#", "#.#.#.#.", ".#.#.#.#",
               "#.#.#.#.", "..#.#.#."),
        "".join("." * 7 + "#\n" for _ in range(7)) + "........\n",  # the goal walled at first
    ),
    view=View(board, roles={".": "empty", "#": "wall", "E": "finish"}, labels={"E": "E"}),
    about=Said("whether the character gets from the bottom-left to the top-right cell as the "
               "walls fall a row a second",
               "벽이 매초 한 행씩 내려올 때 왼쪽 아래에서 오른쪽 위 칸까지 갈 수 있는지 (1 또는 "
               "0)"),
)
FAMILY = family_of(PROBLEM)
