"""Baekjoon 5014 스타트링크 (StartLink): floors 1..F, Kangho on S must reach G; the
elevator's ``U`` goes up U floors and ``D`` down D floors, a button whose floor
does not exist doing nothing.  The fewest presses, or ``use the stairs``.

Statement read from
https://velog.io/@byungjik_oh/백준-5014번-스타트링-Python-알고리즘-중급-23-BFS-연습-2
(official page https://www.acmicpc.net/problem/5014): ``1 <= S, G <= F <=
1,000,000``, ``0 <= U, D <= 1,000,000``, 1 s, 256 MB.

Decided: a button of 0 floors does nothing, so it is no move.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-5014").parse("10 1 10 2 1")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), "".join(sol.moves)
('6', 'UUUUDU')
>>> inst.judge_output(None, "judge")
'use the stairs'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, Line, Problem, count, family_of
from fewest.puzzles.kit.walks import Lattice

TOP = 1_000_000


def building(case: dict[str, Any]) -> Lattice:
    """Floors 0..F (floor 0 never entered) and the two buttons as offsets (a button of
    0 floors goes nowhere: no move)."""
    return Lattice(shape=(case["F"] + 1,), enter=[-1] + [1] * case["F"], start=(case["S"],),
                   goals=((case["G"],),), steps=((case["U"],), (-case["D"],)),
                   names=("U", "D"))


PROBLEM = Problem(
    site="baekjoon", number="5014", title_ko="스타트링크", title_en="StartLink",
    source="https://velog.io/@byungjik_oh/백준-5014번-스타트링-Python-알고리즘-중급-23-BFS-연습-2",
    input=Input(Line(Int("F", 1, TOP), Int("S", 1, "F"), Int("G", 1, "F"), Int("U", 0, TOP),
                     Int("D", 0, TOP))),
    lattice=building,
    answer=count(impossible="use the stairs"),
    unit="presses", unit_ko="번", time_limit=1.0, memory_mb=256,
    samples=(("10 1 10 2 1\n", "6"), ("100 2 1 1 0\n", "use the stairs")),
    specials=tuple(f"{f} {s} {g} {u} {d}\n" for f, s, g, u, d in (
        (5, 3, 3, 0, 0), (5, 2, 4, 0, 0), (1, 1, 1, 0, 0), (2, 1, 2, 2, 1), (2, 2, 1, 1, 2),
        (10, 1, 10, 9, 0), (10, 10, 1, 0, 9), (10, 4, 7, 0, 3), (10, 7, 4, 3, 0),
        (7, 1, 7, 3, 2), (TOP, 1, TOP, 1, 0), (TOP, 1, TOP, 2, 1), (TOP, TOP, 1, 0, 1),
        (TOP, 500_000, 500_001, TOP, TOP))),
    aim=lambda c, x: {**c, "G": x[0]}, restart=lambda c, x: {**c, "S": x[0]},
    words=lambda m: {"U": "up U floors", "D": "down D floors"}.get(m, str(m)),
    about=Said("fewest presses of U (up U floors) and D (down D floors) from floor S to G, or use "
               "the stairs",
               "위로 U층, 아래로 D층 가는 버튼으로 S층에서 G층까지 가는 최소 횟수 (안 되면 "
               "'use the stairs')"),
)
FAMILY = family_of(PROBLEM)
