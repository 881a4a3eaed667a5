"""Baekjoon 7562 나이트의 이동 (Knight Moves): the fewest knight jumps between two
cells of an l x l board, per case.

Statement read from https://hyundoil.tistory.com/10 (official page
https://www.acmicpc.net/problem/7562): ``T`` cases, each ``l`` (``4 <= l <= 300``),
the knight's cell ``x y`` and the target's ``x y``; 1 s, 256 MB.

Decided: the start may be the target (0).  Every cell is reachable on a board of
side 4 or more, so there is no "no answer" text.  ``x`` is drawn as the row.  A
board of 300 x 300 runs on the kit's compiled lattice distances (100 such boards
in one input stay fast); the engine's searches run on small boards, A* and
bidirectional search too.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-7562").parse("1\\n8\\n0 0\\n7 0\\n")
>>> inst.judge_output(inst.solve(), "judge")
'5'
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, Problem, Record, family_of
from fewest.puzzles.kit.walks import Lattice

OFFSETS = ((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1))
BIG = 10**18  # the cells' range is a rule, worded as the board's


def board(case: dict[str, Any]) -> Lattice:
    """The l x l board, every cell entered for one jump."""
    side = case["l"]
    return Lattice(shape=(side, side), enter=[1] * (side * side),
                   start=tuple(case["start"]), goals=(tuple(case["target"]),),
                   steps=OFFSETS, names=OFFSETS)


def on_board(case: dict[str, Any]) -> str | None:
    side = case["l"]
    for name, what, ko in (("start", "start", "시작"), ("target", "target", "목표")):
        x, y = case[name]
        if not (0 <= x < side and 0 <= y < side):
            return Said(f"the {what} cell ({x}, {y}) is off the {side} x {side} board",
                        f"{ko} 칸 ({x}, {y})이(가) {side} x {side} 체스판 밖에 있습니다")
    return None


def folded(case: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Cells drawn anywhere, folded onto the board."""
    side = case["l"]
    return {**case, "start": [v % side for v in case["start"]],
            "target": [v % side for v in case["target"]]}


def cell(name: str) -> Record:
    return Record(name, (Int("x", -BIG, BIG), Int("y", -BIG, BIG)))


PROBLEM = Problem(
    site="baekjoon", number="7562", title_ko="나이트의 이동", title_en="Knight Moves",
    source="https://hyundoil.tistory.com/10",
    input=Input(Int("l", 4, 300), cell("start"), cell("target"), cases=Int("T", 1, 100),
                where=on_board, arrange=folded),
    lattice=board,
    unit="jumps", unit_ko="번", time_limit=1.0, memory_mb=256,
    samples=(("3\n8\n0 0\n7 0\n100\n0 0\n30 50\n10\n1 1\n1 1\n", "5\n28\n0"),),
    # corners and edges of the smallest boards (where bounds bugs show), the far corner
    # of the largest board
    specials=tuple(f"1\n{side}\n{a} {b}\n{c} {d}\n" for side, a, b, c, d in (
        (4, 0, 0, 3, 3), (4, 0, 0, 1, 1), (5, 0, 0, 4, 4), (4, 3, 3, 0, 3), (6, 5, 0, 0, 5),
        (4, 0, 3, 3, 0), (5, 4, 4, 3, 3), (7, 0, 6, 6, 6), (300, 0, 0, 299, 299))),
    largest=("100\n" + "300\n0 0\n299 299\n" * 100,),
    aim=lambda c, at: {**c, "target": list(at)},
    restart=lambda c, at: {**c, "start": list(at)},
    words=lambda m: f"({m[0]:+d}, {m[1]:+d})" if isinstance(m, (tuple, list)) else str(m),
    about=Said("fewest knight jumps from one cell of an l x l chessboard to another",
               "l×l 체스판에서 나이트가 목표 칸까지 가는 최소 이동 횟수"),
)
FAMILY = family_of(PROBLEM)
