"""Baekjoon 1600 말이 되고픈 원숭이 (The Monkey Who Wants to Be a Horse): the fewest
moves from the top-left to the bottom-right cell of an H x W board of 0 (flat) and
1 (obstacle), each a step to a side neighbour or, at most K times in all, a chess
knight's jump (over anything, onto flat ground); -1 when there is no way.  The state
is ``(row, col, jumps used)``.

Statement read from https://hyundoil.tistory.com/34 (official page
https://www.acmicpc.net/problem/1600): ``0 <= K <= 30``, then ``W H`` (columns
first), ``1 <= W, H <= 200``, then H lines of W numbers separated by spaces; 2 s,
256 MB.

Decided: the start and the finish must be flat (the statement says so; other
inputs are refused); a 1 x 1 board answers 0.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-1600").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge"), inst.judge_output(None, "judge")
('4', '-1')
"""

from __future__ import annotations

import random
from typing import Any

from fewest.lang import Said
from fewest.puzzles.common.grid_gen import field
from fewest.puzzles.common.layered_grid import JUMP, LayeredGrid
from fewest.puzzles.kit import Grid, Input, Int, Line, Problem, family_of

Case = dict[str, Any]
_CODES = bytes.maketrans(b"01", b"\x00\x01")


def grid_of(case: Case) -> LayeredGrid:
    """The board as a layered grid whose layer counts the knight jumps used (0..K)."""
    h, w = case["h"], case["w"]
    codes = "".join(case["grid"]).encode("ascii").translate(_CODES)
    goals = bytearray(h * w)
    goals[-1] = 1
    return LayeredGrid(h, w, codes, bytes(goals), (0, 0), JUMP, case["k"])


def _flat_ends(case: Case) -> str | None:
    rows = case["grid"]
    if rows[0][0] != "0" or rows[-1][-1] != "0":
        return Said("the start and the finish must be flat (0), as the statement says",
                    "문제에서 말하듯 시작 칸과 도착 칸은 평지(0)여야 합니다")
    return None


def _arrange(case: Case, rng: random.Random) -> Case:
    """Obstacles of one density (0.2..0.6, where jumps pay), the ends flat, and K
    mostly small (the full 0..30 now and then)."""
    h, w = case["h"], case["w"]
    g = field(rng, h, w, rng.choice([0.2, 0.3, 0.4, 0.5, 0.6]))
    g[0][0] = g[h - 1][w - 1] = True
    k = rng.choice([0, 1, 1, 2, 2, 3, 5, case["k"]])
    return {**case, "k": k, "grid": ["".join("0" if v else "1" for v in row) for row in g]}


PROBLEM = Problem(
    site="baekjoon", number="1600", title_ko="말이 되고픈 원숭이",
    title_en="The Monkey Who Wants to Be a Horse",
    source="https://hyundoil.tistory.com/34",
    input=Input(Int("k", 0, 30), Line(Int("w", 1, 200), Int("h", 1, 200)),
                Grid("grid", "h", "w", "01", sep=" ", weights={"0": 3, "1": 1}),
                where=_flat_ends, arrange=_arrange),
    walk=grid_of,
    layer_words=lambda jumps: f"knight jumps used: {jumps} of K",
    time_limit=2.0, memory_mb=256,
    samples=(("1\n4 4\n0 0 0 0\n1 0 0 0\n0 0 1 0\n0 1 0 0\n", "4"),
             ("2\n5 2\n0 0 1 1 0\n0 0 1 1 0\n", "-1")),
    specials=(
        "0\n1 1\n0\n",                         # the start is the finish: 0
        "0\n3 1\n0 1 0\n",                     # no jump allowed: never
        "1\n3 2\n0 1 1\n1 1 0\n",              # one jump over everything
        "30\n200 1\n" + " ".join("0" * 200) + "\n",  # W = 200, H = 1: W is the columns
        "1\n1 200\n" + "0\n" * 200,            # H = 200, W = 1
        "2\n4 3\n0 1 1 1\n1 1 1 1\n1 1 1 0\n",  # two jumps
    ),
    reach=0.77,
    summary="Baekjoon 1600 말이 되고픈 원숭이: fewest moves to the corner, at most K of "
            "them knight jumps",
    about=Said("fewest moves from the top-left to the bottom-right cell, at most K of them chess "
               "knight's jumps",
               "왼쪽 위에서 오른쪽 아래 칸까지 가는 최소 동작 수 (나이트처럼 뛰기는 K번까지)"),
)
FAMILY = family_of(PROBLEM)
