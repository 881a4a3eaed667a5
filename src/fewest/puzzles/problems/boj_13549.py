"""Baekjoon 13549 숨바꼭질 3 (Hide and Seek 3): the walk of 1697, but teleporting to
2X takes 0 seconds; the fewest seconds to reach K.

Statement read from https://sangminlog.tistory.com/entry/boj-13549 (official page
https://www.acmicpc.net/problem/13549): ``0 <= N, K <= 100,000``, 2 s, 512 MB.

Decided: costs 0 and 1; with the lower bound :func:`below` the kit runs A*;
``2X`` from 0 would be a free loop and is no move; routes keep to ``0..100,000``
as in 1697.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-13549").parse("5 17")
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Problem, family_of
from fewest.puzzles.problems.boj_1697 import LINE, SEEK, walk, words


def below(case: dict[str, Any], x: int) -> int:
    """A lower bound on the seconds left, for A*: above K only ``x-1`` comes down, one
    second each; below K nothing (``2x`` is free).  Consistent: a move changes it by
    at most its cost (``2x`` only raises it).  Without it, a case with N > K floods:
    the free ``2x`` chains reach every level at every cost."""
    return x - case["K"] if x >= case["K"] else 0


PROBLEM = Problem(
    site="baekjoon", number="13549", title_ko="숨바꼭질 3", title_en="Hide and Seek 3",
    source="https://sangminlog.tistory.com/entry/boj-13549",
    input=SEEK, start=lambda c: c["N"], moves=lambda c, x: walk(c, x, double=0),
    goal=lambda c, x: x == c["K"], costs="01", heuristic=below,
    unit="seconds", unit_ko="초", time_limit=2.0, memory_mb=512,
    samples=(("5 17\n", "2"),),
    specials=("5 17\n", "1 2\n", "3 12\n", "1 3\n", "0 1\n", "7 7\n", "10 3\n", "0 0\n",
              "2 7\n", "50000 99999\n", "1 100000\n", "100000 0\n", "3 0\n", "4 6\n"),
    aim=lambda c, x: {**c, "K": x}, restart=lambda c, x: {**c, "N": x}, words=words,
    view=LINE,
    about=Said("the least seconds from N to K when a walk ±1 takes 1 second and a teleport to 2X "
               "takes 0",
               "±1 걷기는 1초, 2X 순간이동은 0초일 때 N에서 K까지 가는 가장 빠른 시간"),
)
FAMILY = family_of(PROBLEM)
