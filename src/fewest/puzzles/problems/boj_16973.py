"""Baekjoon 16973 직사각형 탈출 (Rectangle escape): an H x W rectangle on an N x M
board of empty cells (0) and walls (1) moves one cell up, down, left or right at a
time, never over a wall or off the board; the fewest moves that bring its top-left
cell from (Sr, Sc) to (Fr, Fc), or -1.

Statement read in a stored copy of the official page
https://www.acmicpc.net/problem/16973 (a public solution file's header, with the
limits and samples): ``2 <= N, M <= 1000``, ``1 <= H <= N``, ``1 <= W <= M``, both
corners within ``1..N-H+1`` and ``1..M-W+1``, the given rectangle on no wall;
2 s, 512 MB.

Decided: the state is the top-left cell; a move is allowed when the whole
rectangle at its new place is on the board and free of walls, checked in O(1)
from the board's 2-D prefix sums (computed once per board).  Only the starting
rectangle is promised free of walls; a finish rectangle over a wall is never
reached (-1).  Start = finish prints 0.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-16973").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'7'
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, family_of

Case = dict[str, Any]
State = tuple[int, int]
STEPS = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))
#: the last boards' free top-left cells, by the board's identity (the board kept)
_FREE: dict[int, tuple[Any, np.ndarray]] = {}


def free(case: Case) -> np.ndarray:
    """``free[r, c]``: the rectangle with its top-left cell on (r, c) touches no wall."""
    board, h, w = case["board"], case["H"], case["W"]
    found = _FREE.get(id(board))
    if found is not None and found[0] is board and found[1].shape == (
            len(board) - h + 1, len(board[0]) - w + 1):
        return found[1]
    walls = np.pad(np.array(board, dtype=np.int64).cumsum(0).cumsum(1), ((1, 0), (1, 0)))
    inside = walls[h:, w:] - walls[:-h, w:] - walls[h:, :-w] + walls[:-h, :-w]
    mask = inside == 0
    if len(_FREE) > 8:
        _FREE.clear()
    _FREE[id(board)] = (board, mask)
    return mask


def moves(case: Case, at: State) -> list[tuple[str, State, int]]:
    ok = free(case)
    rows, cols = ok.shape
    out = []
    for name, dr, dc in STEPS:
        r, c = at[0] + dr, at[1] + dc
        if 0 <= r < rows and 0 <= c < cols and ok[r, c]:
            out.append((name, (r, c), 1))
    return out


def corner(name: str, side: str, size: str) -> Int:
    return Int(name, 1, lambda c: c[side] - c[size] + 1)


def clear_start(case: Case, rng: random.Random) -> Case:
    """No wall under the starting rectangle."""
    board = [list(row) for row in case["board"]]
    for r in range(case["Sr"] - 1, case["Sr"] - 1 + case["H"]):
        for c in range(case["Sc"] - 1, case["Sc"] - 1 + case["W"]):
            board[r][c] = 0
    return {**case, "board": board}


def rules(case: Case) -> str | None:
    if not free(case)[case["Sr"] - 1, case["Sc"] - 1]:
        return Said("the rectangle must start on no wall",
                    "직사각형의 시작 위치에는 벽이 없어야 합니다")
    return None


def _case(board: list[list[int]], *last: int) -> str:
    return (f"{len(board)} {len(board[0])}\n" + "".join(" ".join(map(str, r)) + "\n"
                                                         for r in board)
            + " ".join(map(str, last)) + "\n")


PROBLEM = Problem(
    site="baekjoon", number="16973", title_ko="직사각형 탈출", title_en="Rectangle escape",
    source="https://www.acmicpc.net/problem/16973",
    input=Input(Line(Int("N", 2, 1000), Int("M", 2, 1000)),
                Grid("board", "N", "M", (0, 1), weights={0: 6, 1: 1}),
                Line(Int("H", 1, "N"), Int("W", 1, "M"), corner("Sr", "N", "H"),
                     corner("Sc", "M", "W"), corner("Fr", "N", "H"), corner("Fc", "M", "W")),
                where=rules, arrange=clear_start),
    start=lambda c: (c["Sr"] - 1, c["Sc"] - 1),
    moves=moves,
    goal=lambda c, at: at == (c["Fr"] - 1, c["Fc"] - 1),
    unit="moves", unit_ko="번",
    time_limit=2.0, memory_mb=512,
    reach=0.5,
    samples=(
        ("4 5\n0 0 0 0 0\n0 0 1 0 0\n0 0 0 0 0\n0 0 0 0 0\n2 2 1 1 1 4\n", "7"),
        ("6 7\n0 0 0 0 0 0 0\n0 0 0 1 0 0 0\n0 0 0 0 0 0 0\n0 0 0 0 0 0 1\n0 0 1 0 0 0 0\n"
         "0 0 0 0 0 0 0\n2 3 1 1 5 5\n", "8"),
    ),
    specials=(
        _case([[0, 0], [0, 0]], 1, 1, 1, 1, 2, 2),            # the smallest board: 2
        _case([[0, 0], [0, 0]], 2, 2, 1, 1, 1, 1),            # the whole board: 0
        _case([[0, 1], [0, 0]], 1, 1, 1, 1, 1, 2),            # the finish on a wall: -1
        _case([[0, 0, 0], [1, 1, 0], [0, 0, 0]], 1, 2, 1, 1, 3, 1),  # too wide for the gap: -1
        _case([[0] * 5 for _ in range(5)], 3, 3, 3, 1, 3, 3),
        _case([[0] * 1000, [0] * 1000], 1, 1, 1, 1, 2, 1000),  # the widest board: 1000
        _case([[0, 0]] * 1000, 999, 1, 1, 1, 2, 2),            # the tallest rectangle
    ),
    aim=lambda c, at: {**c, "Fr": at[0] + 1, "Fc": at[1] + 1},
    about=Said("fewest moves that bring an H x W rectangle's top-left cell from (Sr, Sc) to (Fr, "
               "Fc), never over a wall",
               "H×W 직사각형의 왼쪽 위 칸을 벽을 덮지 않고 (Sr, Sc)에서 (Fr, Fc)로 옮기는 최소 "
               "이동 횟수"),
)
FAMILY = family_of(PROBLEM)
