"""Baekjoon 2665 미로만들기 (Making a maze): an n x n board of white rooms (``1``)
and black rooms (``0``); from the top-left room to the bottom-right one through
white rooms, up, down, left or right; the fewest black rooms to turn white.

Statement read from https://kyu9341.github.io/algorithm/2020/05/12/algorithm2665
(official page https://www.acmicpc.net/problem/2665): ``1 <= n <= 50``, the start
and end rooms are always white, 0 when no room needs to change; 1 s, 128 MB.

A start -> goal search with move costs 0 and 1 (0-1 BFS): entering a white room
costs 0, a black one 1 (it is turned white).

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-2665").parse("3\\n100\\n000\\n001\\n")
>>> inst.judge_output(inst.solve(), "judge")
'3'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Int, Problem, count, family_of

STEPS = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))


def _moves(case: dict[str, Any], at: tuple[int, int]) -> list[tuple[str, tuple[int, int], int]]:
    rooms, n = case["rooms"], case["n"]
    r, c = at
    return [(word, (r + dr, c + dc), int(rooms[r + dr][c + dc] == "0"))
            for word, dr, dc in STEPS if 0 <= r + dr < n and 0 <= c + dc < n]


def _ends_white(case: dict[str, Any]) -> str | None:
    rooms = case["rooms"]
    if rooms[0][0] != "1" or rooms[-1][-1] != "1":
        return Said("the start and end rooms are always white",
                    "시작방과 끝방은 흰 방이어야 합니다")
    return None


def _board(rows: list[str]) -> str:
    return f"{len(rows)}\n" + "".join(r + "\n" for r in rows)


PROBLEM = Problem(
    site="baekjoon", number="2665", title_ko="미로만들기", title_en="Making a maze",
    source="https://kyu9341.github.io/algorithm/2020/05/12/algorithm2665",
    input=Input(Int("n", 1, 50), Grid("rooms", "n", "n", "10"), where=_ends_white),
    start=lambda c: (0, 0),
    moves=_moves,
    goal=lambda c, at: at == (c["n"] - 1, c["n"] - 1),
    costs="01",
    answer=count(),
    unit="rooms", unit_ko="개",
    time_limit=1.0, memory_mb=128,
    samples=(("8\n11100110\n11010010\n10011010\n11101100\n01000111\n00110001\n11011000\n"
              "11000111\n", "2"),),
    specials=(
        "1\n1\n",                              # start is the end: 0
        "2\n10\n01\n",                         # one black room either way: 1
        "2\n11\n11\n",                         # already open: 0
        "3\n111\n000\n111\n",                  # a black row: 1
        "5\n10111\n10101\n10101\n11101\n00001\n",  # a white way that goes up again: 0
        _board(["1" + "0" * 49] + ["0" * 50] * 48 + ["0" * 49 + "1"]),  # all black: 97
        _board(["1" * 50] * 50),
        _board(["1" * 49 + "0", "0" * 48 + "10", "1" * 50, "10" + "0" * 48, "1" * 50]
               + ["0" * 49 + "1"] * 45),
    ),
    words=lambda m: str(m),
    about=Said("fewest black rooms to turn white for a way of white rooms from the top-left to "
               "the bottom-right",
               "왼쪽 위에서 오른쪽 아래까지 흰 방으로 가기 위해 흰 방으로 바꿔야 할 검은 방의 "
               "최소 개수"),
)
FAMILY = family_of(PROBLEM)
