"""Baekjoon 1525 퍼즐 (Puzzle): the 8-puzzle as the judge gives it, solved as a
``sliding`` board.

Statement read from https://www.acmicpc.net/problem/1525 (a stored copy): three
lines of three numbers, ``0`` the blank, each of 0..8 once; the goal is
``1 2 3 / 4 5 6 / 7 8 0``; print the fewest moves, or -1.  1 s, 32 MB.

The family name ``sliding`` keeps its general boards (any size, any goal); this
name reads exactly the judge's input: a 2-row or 4x4 board is refused.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-1525").parse("1 0 3\\n4 2 5\\n7 8 6\\n")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), inst.board_of(sol.states[1])
('3', ({'board': [[1, 2, 3], [4, 0, 5], [7, 8, 6]]}, {}))
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, each_once, family_of
from fewest.puzzles.sliding.judge import JUDGE, draw


def slid(case: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A drawn board is rarely a permutation: the family's own draw instead (half the
    time a walk from the goal, shallow enough for a scramble of a few moves)."""
    return {**case, **draw(rng)}


PROBLEM = Problem(
    site="baekjoon", number="1525", title_ko="퍼즐", title_en="Puzzle",
    source="https://www.acmicpc.net/problem/1525",
    input=Input(Grid("board", 3, 3, (0, 8)),
                where=each_once("board", range(9)),
                arrange=slid),
    via=("sliding", lambda c: c["board"]),
    restart=lambda c, tiles: {"board": [list(tiles[r:r + 3]) for r in (0, 3, 6)]},
    time_limit=1.0, memory_mb=32,
    samples=(("1 0 3\n4 2 5\n7 8 6\n", "3"), ("3 6 0\n8 1 2\n7 4 5\n", "-1")),
    checks_from=JUDGE,
    about=Said("fewest moves of the blank (0) that sort the 3x3 board into 1 2 3 / 4 5 6 / 7 8 0, "
               "or -1",
               "빈칸(0)을 옮겨 3×3 판을 1 2 3 / 4 5 6 / 7 8 0으로 만드는 최소 이동 횟수 "
               "(불가능하면 -1)"),
)
FAMILY = family_of(PROBLEM)
