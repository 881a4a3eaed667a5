"""Baekjoon 1697 숨바꼭질 (Hide and Seek): from N, walk to X-1 or X+1 or teleport to
2X, each in one second; the fewest seconds to reach K.

Statement read from https://haerxeong.tistory.com/142 (official page
https://www.acmicpc.net/problem/1697): ``0 <= N, K <= 100,000``, 2 s, 128 MB.

Decided: routes keep to ``0..100,000`` without losing anything (below 0 nothing
is reached that 0 does not reach sooner; above 100,000 only walking back down
follows, and doubling from ``x/2`` then walking is never slower).  ``2X`` from 0
goes nowhere and is no move.  The moves here are shared with 12851 and 13913.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-1697").parse("5 17")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.moves
('4', ['-1', 'x2', 'x2', '+1'])
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, Line, Problem, family_of, number_line

HI = 100_000
#: the N K line every Hide and Seek problem reads
SEEK = Input(Line(Int("N", 0, HI), Int("K", 0, HI)))
#: cases that show the usual mistakes early: K = N, N > K (walk back only), N = 0
#: (2*0 goes nowhere), K = 100,000 and routes through 100,000 (an array or a bound
#: one short), N = 100,000 down to 0
SPECIALS = ("5 17\n", "7 7\n", "10 3\n", "0 1\n", "0 6\n", "50000 99999\n", "1 100000\n",
            "100000 0\n", "99999 100000\n", "3 0\n")


def walk(case: dict[str, Any], x: int, double: int = 1) -> list[tuple[str, int, int]]:
    """``x-1`` and ``x+1`` (one second), ``2x`` (``double`` seconds), on ``0..100,000``."""
    out = [("-1", x - 1, 1)] if x > 0 else []
    if x < HI:
        out.append(("+1", x + 1, 1))
    if 0 < x <= HI // 2:
        out.append(("x2", 2 * x, double))
    return out


def words(move: Any) -> str:
    return {"-1": "walk to x-1", "+1": "walk to x+1", "x2": "teleport to 2x"}.get(
        str(move), str(move))


#: the number line from N to K (the subtask's pages draw the same)
LINE = number_line("N", "K")


PROBLEM = Problem(
    site="baekjoon", number="1697", title_ko="숨바꼭질", title_en="Hide and Seek",
    source="https://haerxeong.tistory.com/142",
    input=SEEK, start=lambda c: c["N"], moves=walk, goal=lambda c, x: x == c["K"],
    unit="seconds", unit_ko="초", time_limit=2.0, memory_mb=128,
    samples=(("5 17\n", "4"),), specials=SPECIALS,
    aim=lambda c, x: {**c, "K": x}, restart=lambda c, x: {**c, "N": x}, words=words,
    view=LINE,
    about=Said("the least number of seconds for Subin at N to reach his brother at K (walk ±1 or "
               "teleport to 2X)",
               "N에 있는 수빈이가 K에 있는 동생을 찾는 가장 빠른 시간 (±1 걷기 또는 2X 순간이동)"),
)
FAMILY = family_of(PROBLEM)
