"""Baekjoon 1938 통나무 옮기기 (Moving a log): a log three cells long lies on an
N x N plot of open ground (0) and uncut trees (1), at ``BBB``; the fewest moves
(U, D, L, R one cell, T a quarter turn about its middle) that bring it to ``EEE``,
or 0 when none do.

Statement read from https://sg.kele.xyz/scottXchoo/Algorithm-Problem-Solving/commit/33d940cf75fd8e8120266db674c08e033af971ca
(a copy of the official page https://www.acmicpc.net/problem/1938):
``4 <= N <= 50``, rows written as N characters of ``0 1 B E`` without spaces,
three ``B`` and three ``E`` in a straight line each; 2 s, 128 MB.

Decided: the log's state is its middle cell and whether it lies across or down.
A push needs its three new cells on the plot and free of trees; a turn needs the
whole 3 x 3 square about the middle on the plot and free of trees (the corners
the log sweeps through), as the statement's figure shows.  ``B`` and ``E`` cells
are open ground.  The log arrives only when it lies exactly on ``EEE`` (its middle
and its direction).  ``BBB`` and ``EEE`` never share a cell (one character a
cell), so the answer is never 0 by arriving at once: 0 means no way.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-1938").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'9'
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Problem, View, count, family_of

Case = dict[str, Any]
#: the log: its middle (row, col) and 0 lying across (a row), 1 lying down (a column)
State = tuple[int, int, int]
PUSH = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}
WORDS = {"U": "up", "D": "down", "L": "left", "R": "right", "T": "turn"}


def cells(at: State) -> list[tuple[int, int]]:
    """The three cells of the log."""
    r, c, down = at
    return [(r + k, c) if down else (r, c + k) for k in (-1, 0, 1)]


def open_ground(case: Case, r: int, c: int) -> bool:
    n = case["N"]
    return 0 <= r < n and 0 <= c < n and case["land"][r][c] != "1"


def moves(case: Case, at: State) -> list[tuple[str, State, int]]:
    r, c, down = at
    out = []
    for name, (dr, dc) in PUSH.items():
        nxt = (r + dr, c + dc, down)
        if all(open_ground(case, y, x) for y, x in cells(nxt)):
            out.append((name, nxt, 1))
    if all(open_ground(case, r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)):
        out.append(("T", (r, c, 1 - down), 1))
    return out


def log_of(case: Case, ch: str) -> State | None:
    """The log that the three ``ch`` cells make, or ``None`` when they are not one."""
    spots = sorted((r, c) for r, row in enumerate(case["land"]) for c, v in enumerate(row)
                   if v == ch)
    if len(spots) != 3:
        return None
    (r, c) = spots[1]
    for down in (0, 1):
        if sorted(cells((r, c, down))) == spots:
            return (r, c, down)
    return None


def rules(case: Case) -> str | None:
    if log_of(case, "B") is None or log_of(case, "E") is None:
        return Said("BBB and EEE each lie in a straight line of three adjacent cells",
                    "'BBB'와 'EEE'는 각각 이웃한 세 칸에 일직선으로 놓여 있어야 합니다")
    return None


def placed(case: Case, logs: dict[str, State]) -> list[str]:
    """The plot with the logs ``{"B": at, "E": at}`` laid on it (old marks cleared)."""
    rows = [["0" if v in logs else v for v in row] for row in case["land"]]
    for ch, at in logs.items():
        for r, c in cells(at):
            rows[r][c] = ch
    return ["".join(row) for row in rows]


def lay_logs(case: Case, rng: random.Random) -> Case:
    """``BBB`` and ``EEE`` as straight logs on distinct cells of the drawn plot."""
    n = case["N"]

    def any_log() -> State:
        down = rng.randint(0, 1)
        return (rng.randint(down, n - 1 - down), rng.randint(1 - down, n - 2 + down), down)

    b = any_log()
    for _ in range(100):
        e = any_log()
        if not set(cells(b)) & set(cells(e)):
            break
    return {**case, "land": placed(case, {"B": b, "E": e})}


def aim(case: Case, at: State) -> Case | None:
    b = log_of(case, "B")
    if b is None or set(cells(b)) & set(cells(at)):
        return None
    return {**case, "land": placed(case, {"B": b, "E": at})}


def board(case: Case, at: State) -> tuple[list[str], dict[tuple[int, int], tuple[str, str]]]:
    rows = [row.replace("B", "0") for row in case["land"]]
    return rows, {cell: ("B", "piece") for cell in cells(at)}


def _plot(rows: list[str]) -> str:
    return f"{len(rows)}\n" + "".join(row + "\n" for row in rows)


def _open(n: int, b: str, e: str) -> list[str]:
    """An open N x N plot with the logs ``b`` and ``e`` ("row,col,down" of the middle)."""
    rows = [["0"] * n for _ in range(n)]
    for ch, spec in (("B", b), ("E", e)):
        r, c, down = map(int, spec.split(","))
        for y, x in cells((r, c, down)):
            rows[y][x] = ch
    return ["".join(row) for row in rows]


PROBLEM = Problem(
    site="baekjoon", number="1938", title_ko="통나무 옮기기", title_en="Moving a log",
    source="https://sg.kele.xyz/scottXchoo/Algorithm-Problem-Solving/commit/"
           "33d940cf75fd8e8120266db674c08e033af971ca",
    input=Input(Int("N", 4, 50),
                Grid("land", "N", "N", "01BE", weights={"0": 5, "1": 1},
                     exactly={"B": 3, "E": 3}),
                where=rules, arrange=lay_logs),
    start=lambda c: log_of(c, "B"),
    moves=moves,
    goal=lambda c, at: at == log_of(c, "E"),
    answer=count(impossible=0),
    unit="moves", unit_ko="번",
    time_limit=2.0, memory_mb=128,
    samples=(("5\nB0011\nB0000\nB0000\n11000\nEEE00\n", "9"),),
    specials=(
        _plot(["BBB0", "0000", "0000", "EEE0"]),       # straight down: 3
        _plot(["0B00", "0B00", "0B00", "EEE0"]),       # down and a turn needs room
        _plot(["B000", "B000", "B000", "0EEE"]),       # hugging the edge: no room to turn
        _plot(["BBB0", "1111", "0000", "EEE0"]),       # a wall of trees: 0
        _plot(["0000", "BBB0", "0000", "0EEE"]),       # down two, right one: 3
        _plot(["00000", "1B000", "0BEEE", "0B000", "00000"]),  # a tree in the corner of the turn
        _plot(_open(50, "0,1,0", "49,48,0")),          # the largest plot, corner to corner
        _plot(_open(50, "1,0,1", "48,49,1")),
        _plot(_open(4, "1,1,1", "1,2,1")),             # side by side: push right, 1
    ),
    aim=aim,
    view=View(board, roles={"0": "empty", "1": "wall", "E": "finish", "B": "empty"},
              labels={"E": "E"}),
    words=lambda m: WORDS.get(m, str(m)),
    about=Said("fewest moves (U, D, L, R, or T a quarter turn) that lay the log BBB exactly on "
               "EEE, or 0",
               "통나무 'BBB'를 밀거나(U, D, L, R) 돌려서(T) 정확히 'EEE'에 놓는 최소 동작 수 "
               "(불가능하면 0)"),
)
FAMILY = family_of(PROBLEM)
