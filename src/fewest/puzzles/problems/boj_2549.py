"""Baekjoon 2549 루빅의 사각형 (Rubik's Square): the 4x4 Rubik's square as the judge
gives it, solved as a ``rubiks-square`` board by that family's optimal solver.

Statement read from https://www.acmicpc.net/problem/2549: four lines of four
numbers, each of 1..16 once; print the fewest moves ``K``, then ``K`` lines
``t i k`` (any optimal sequence is accepted; the judge promises ``K <= 7``).
2 s, 128 MB.

The family name ``rubiks-square`` keeps its general boards; this name refuses a
3x3 board.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-2549").parse("1 2 15 4\\n7 8 3 6\\n9 10 5 12\\n13 14 11 16\\n")
>>> inst.judge_output(inst.solve(), "judge").splitlines()[0]
'2'
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Grid, Input, Problem, each_once, family_of
from fewest.puzzles.rubiks_square.judge import JUDGE, draw


def within_seven(case: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A drawn board is rarely a permutation, and the judge promises ``K <= 7``: the
    family's own draw (the solved board after 0 to 7 random turns) instead."""
    return {**case, **draw(rng)}


PROBLEM = Problem(
    site="baekjoon", number="2549", title_ko="루빅의 사각형", title_en="Rubik's Square",
    source="https://www.acmicpc.net/problem/2549",
    input=Input(Grid("board", 4, 4, (1, 16)),
                where=each_once("board", range(1, 17)),
                arrange=within_seven),
    via=("rubiks-square", lambda c: c["board"]),
    judge=JUDGE.judge, time_limit=2.0, memory_mb=128,
    samples=(("1 2 15 4\n7 8 3 6\n9 10 5 12\n13 14 11 16\n", "2\n2 3 3\n1 2 2"),),
    checks_from=JUDGE,
    about=Said("fewest wrapping row or column shifts that sort the 4x4 board into 1..16, then the "
               "shifts",
               "행이나 열을 밀어 돌려 4×4 판을 1..16 순서로 맞추는 최소 이동 횟수와 그 이동들"),
)
FAMILY = family_of(PROBLEM)
