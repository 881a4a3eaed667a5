"""Baekjoon 13459 구슬 탈출 (Marble Escape): the board of 구슬 탈출 2 (13460), asked
only whether the red ball can drop out through the hole, the blue one staying in,
within 10 tilts: print 1 or 0.

Statement read from https://velog.io/@j_user0719/구슬탈출2-python (a copy of 13460,
whose board, tilts and rules 13459 shares word for word; official page
https://www.acmicpc.net/problem/13459): ``3 <= N, M <= 10``, the edge all walls,
one hole ``O``, one red ``R`` and one blue ``B`` ball; 2 s, 512 MB.

Solved as a ``boj-13460`` board (its search over both balls and the tilt count,
at most 10 tilts); only the answer differs: 1 when a way within 10 tilts exists,
0 otherwise (where 13460 prints -1).  The board's input, rules and random boards
are 13460's (:mod:`.boj_15653` and :mod:`.boj_13460`), its stored mazes among the
statement's edge cases.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-13459").parse(PROBLEM.samples[0][0])
>>> inst.judge_output(inst.solve(), "judge")
'1'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Problem, family_of
from fewest.puzzles.problems.boj_13460 import MAZES, arrange
from fewest.puzzles.problems.boj_15653 import BOARD, restart, walled

Case = dict[str, Any]


def board_of(case: Case) -> dict[str, Any]:
    """The case as ``boj-13460`` reads it (the same fields)."""
    return {"n": case["n"], "m": case["m"], "board": list(case["board"])}


SAMPLES = (
    ("5 5\n#####\n#..B#\n#.#.#\n#RO.#\n#####\n", "1"),
    ("7 7\n#######\n#...RB#\n#.#####\n#.....#\n#####.#\n#O....#\n#######\n", "1"),
    ("7 7\n#######\n#..R#B#\n#.#####\n#.....#\n#####.#\n#O....#\n#######\n", "1"),
    ("10 10\n##########\n#R#...##B#\n#...#.##.#\n#####.##.#\n#......#.#\n#.######.#\n"
     "#.#....#.#\n#.#.#.#..#\n#...#.O#.#\n##########\n", "0"),
    ("3 7\n#######\n#R.O.B#\n#######\n", "1"),
    ("10 10\n##########\n#R#...##B#\n#...#.##.#\n#####.##.#\n#......#.#\n#.######.#\n"
     "#.#....#.#\n#.#.##...#\n#O..#....#\n##########\n", "1"),
    ("3 10\n##########\n#.O....RB#\n##########\n", "0"),
)

PROBLEM = Problem(
    site="baekjoon", number="13459", title_ko="구슬 탈출", title_en="Marble Escape",
    source="https://velog.io/@j_user0719/구슬탈출2-python",
    input=Input(*BOARD.items, where=walled, arrange=arrange),
    via=("boj-13460", board_of),
    answer=lambda c, sol: 0 if sol is None else 1,
    restart=restart,
    unit="1 if out within 10 tilts", unit_ko="10번 이하 성공 여부",
    time_limit=2.0, memory_mb=512,
    samples=SAMPLES,
    specials=(
        "3 5\n#####\n#ROB#\n#####\n",          # tilt right: blue stops, red drops: 1
        "3 5\n#####\n#BOR#\n#####\n",          # the mirror image: 1
        "3 10\n##########\n#RB....O.#\n##########\n",  # blue leads into the hole: 0
        # out in 11 tilts (boj-15653 finds them), one too many: 0
        "5 8\n########\n#OB#...#\n#...#..#\n#.#...R#\n########\n",
        *MAZES,  # 13460's mazes needing exactly 10 tilts (1), then 11 (0)
    ),
    about=Said("whether at most 10 tilts can drop the red ball into the hole while the blue one "
               "stays in (1 or 0)",
               "10번 이하로 기울여 파란 구슬은 남기고 빨간 구슬만 구멍에 빠뜨릴 수 있는지 (1 "
               "또는 0)"),
)
FAMILY = family_of(PROBLEM)
