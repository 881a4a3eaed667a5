"""Programmers 60063 블록 이동하기 (Moving a Block, 2020 KAKAO BLIND): a 2 x 1 robot on
an N x N board of 0 (empty) and 1 (wall) starts lying on ``(1, 1), (1, 2)``.  Each
second it moves one cell up, down, left or right, or turns 90 degrees about either of
its cells, which needs the cell it ends on and the diagonal cell it sweeps empty.
The fewest seconds until either cell is on ``(N, N)``.

Statement read from https://school.programmers.co.kr/learn/courses/30/lessons/60063
(the official page, stored; constraints as quoted at https://hyonu.tistory.com/22):
``5 <= N <= 100``, cells 0 or 1, the start cells empty, and the robot can always
reach ``(N, N)``.

Decided: a state is ``(r, c, vertical)`` 0-based, as in LeetCode 1210, whose rules
this robot shares and imports (its cells, a shift that needs the covered cells
empty, a turn to a side that needs both cells on that side empty, the picture); it
adds shifts up and left, turns about either cell, and arrives lying or standing.
A board on which the robot cannot arrive breaks the statement's promise and is
refused, so -1 is never printed.

>>> from fewest.puzzles import get_family
>>> inst = get_family("programmers-60063").parse(PROBLEM.samples[0][0])
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.moves[:2]
('7', ['right', 'turn down about right'])
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, View, distances, family_of, per_case
from fewest.puzzles.problems import lc_1210
from fewest.puzzles.problems.lc_1210 import SHIFTS, State, cells_of, picture

Case = dict[str, Any]
_free = per_case(lambda case: lc_1210.empty(case["board"]))


def moves(case: Case, state: State) -> list[tuple[str, State, int]]:
    """Shifts, then turns: to each side whose two cells are empty, about either cell
    (the new top-left cell is the nearer of the pivot and the cell it swings onto)."""
    free, v = _free(case), state[2]
    out = [(way, nxt, 1) for way in SHIFTS if (nxt := lc_1210.shifted(free, state, way))]
    sides, ends = (("left", "right"), ("top", "bottom")) if v else \
        (("up", "down"), ("left", "right"))
    for side in sides:
        if lc_1210.side_clear(free, state, side):
            dr, dc = SHIFTS[side]
            out += [(f"turn {side} about {end}", (*min((r, c), (r + dr, c + dc)), 1 - v), 1)
                    for end, (r, c) in zip(ends, cells_of(state), strict=True)]
    return out


def arrives(case: Case, state: State) -> bool:
    n = len(case["board"])
    return (n - 1, n - 1) in cells_of(state)


def _to_corner(case: Case) -> dict[State, float]:
    """Every state's fewest seconds to the corner, by the kit's BFS from the two arrivals
    (every move is undone by another: the same cells, the same square swept back)."""
    n = len(case["board"])
    ends = [s for s in ((n - 1, n - 2, 0), (n - 2, n - 1, 1)) if set(cells_of(s)) <= _free(case)]
    return distances(ends, lambda s: [(t, 1) for _m, t, _c in moves(case, s)])


to_corner = per_case(_to_corner)


def reaches(case: Case) -> bool:
    """Whether the robot can arrive at all (the statement promises it)."""
    return (0, 0, 0) in to_corner(case)


def _rules(case: Case) -> str | None:
    board = case["board"]
    if (why := lc_1210.square(board, "board", "N")) is not None:
        return why
    if board[0][0] or board[0][1]:
        return Said("the robot starts on (1, 1) and (1, 2): both must be 0",
                    "로봇은 (1, 1)과 (1, 2)에서 시작하므로 둘 다 0이어야 합니다")
    return None if reaches(case) else \
        Said("the robot cannot reach (N, N) on this board (the statement guarantees it can)",
             "이 board에서는 로봇이 (N, N)에 갈 수 없습니다 (문제에서 갈 수 있다고 보장합니다)")


def _arrange(case: Case, rng: random.Random) -> Case:
    """10-35% walls, thinned until the robot can arrive (as the statement promises)."""
    n, density = len(case["board"]), rng.choice((0.1, 0.2, 0.25, 0.3, 0.35))
    board = lc_1210.random_grid(rng, n, density)
    while not reaches({"board": board}):
        density *= 0.9
        board = lc_1210.random_grid(rng, n, density)
    return {"board": board}


def _board(case: Case, state: State) -> tuple[list[str], dict[Any, tuple[str, str]]]:
    """The robot's cells ``R``, the corner it must reach ``*``."""
    n = len(case["board"])
    pieces = {(n - 1, n - 1): ("*", "finish")}
    pieces.update({cell: ("R", "tile") for cell in cells_of(state)})
    return picture(case["board"], {}).splitlines(), pieces


def _case(*rows: str) -> str:
    return json.dumps({"board": [[int(v) for v in row] for row in rows]}) + "\n"


def _winding(n: int) -> list[str]:
    """Wall rows three apart, a 2-wide gap at alternating ends: the longest way round."""
    rows = ["0" * n for _ in range(n)]
    for r in range(3, n - 2, 3):
        rows[r] = "1" * (n - 2) + "00" if r % 6 == 3 else "00" + "1" * (n - 2)
    return rows


PROBLEM = Problem(
    site="programmers", number="60063", title_ko="블록 이동하기",
    title_en="Moving a Block (2020 KAKAO BLIND)",
    source="https://school.programmers.co.kr/learn/courses/30/lessons/60063",
    input=Input(Grid("board", (5, 100), (5, 100), (0, 1)), where=_rules, arrange=_arrange,
                json=True),
    start=lambda c: (0, 0, 0),
    moves=moves,
    goal=arrives,
    # the exact seconds to the corner, found while the promise is checked: A* walks
    # straight down one fewest-seconds way
    heuristic=lambda c, s: to_corner(c).get(s, 0),
    unsupported={"bidirectional": Said("the robot may arrive lying or standing: two goal states",
                                       "로봇이 가로로도 세로로도 도착할 수 있어 목표 상태가 "
                                       "둘입니다")},
    call="solution(board)",
    unit="seconds", unit_ko="초", formats=("number",),
    time_limit=1.0,
    reach=0.75,  # random boards up to about 35 x 35; the specials reach 100 x 100
    samples=((_case("00011", "00010", "01011", "11001", "00000"), "7"),),
    specials=(
        _case(*["00000"] * 5),                                # the open 5 x 5: 7
        _case("00000", "00000", "00000", "00000", "00010"),   # arriving standing: 7
        _case("00000", "00100", "01000", "00000", "00000"),   # lying and standing differ
        _case("00000", "10100", "00000", "00001", "00000"),   # turns sweep a diagonal: 9
        _case(*["0" * 100] * 100),                            # the largest open board
        _case(*_winding(100)),                                # the longest way round
    ),
    view=View(_board, roles={"#": "wall", ".": "empty"}),
    show=lambda c, s: picture(c["board"], dict.fromkeys(cells_of(s), "R")),
    words=str,
    summary="Programmers 60063 블록 이동하기: fewest seconds for a 2x1 robot to reach (N, N)",
    about=Said("fewest seconds for a 2x1 robot, moving or turning about either cell, to put a "
               "cell on (N, N)",
               "2×1 로봇이 이동하거나 어느 칸이든 축으로 회전해 (N, N)에 닿는 최소 시간(초)"),
)
FAMILY = family_of(PROBLEM)
