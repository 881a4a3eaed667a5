"""Baekjoon 12851 숨바꼭질 2 (Hide and Seek 2): the walk of 1697; print the fewest
seconds, then the number of ways to reach K in that many seconds.

Statement read from https://potato9703.tistory.com/m/21 (official page
https://www.acmicpc.net/problem/12851): ``0 <= N, K <= 100,000``, 2 s, 512 MB.

Decided: a way is a sequence of moves, so from 1 the moves ``+1`` and ``x2`` to 2
are two ways (sample ``1 4``: 2 ways).  The count is :func:`shortest_ways` of the
kit over the same moves as 1697.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-12851").parse("5 17")
>>> print(inst.judge_output(inst.solve(), "judge"))
4
2
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.problem import Solution
from fewest.puzzles.kit import Problem, family_of, shortest_ways
from fewest.puzzles.problems.boj_1697 import LINE, SEEK, walk, words


def seconds_and_ways(case: dict[str, Any], solution: Solution[Any] | None) -> Any:
    """The fewest seconds, then the number of shortest ways, on two lines."""
    found = shortest_ways(case["N"], lambda x: [y for _m, y, _c in walk(case, x)],
                          lambda x: x == case["K"])
    return -1 if found is None else [[found[0]], [found[1]]]


PROBLEM = Problem(
    site="baekjoon", number="12851", title_ko="숨바꼭질 2", title_en="Hide and Seek 2",
    source="https://potato9703.tistory.com/m/21",
    input=SEEK, start=lambda c: c["N"], moves=walk, goal=lambda c, x: x == c["K"],
    answer=seconds_and_ways, unit="seconds", unit_ko="초", time_limit=2.0, memory_mb=512,
    samples=(("5 17\n", "4\n2"),),
    specials=("5 17\n", "1 4\n", "0 2\n", "7 7\n", "10 3\n", "0 0\n", "2 8\n", "50000 99999\n",
              "1 100000\n", "100000 0\n", "3 0\n"),
    aim=lambda c, x: {**c, "K": x}, restart=lambda c, x: {**c, "N": x}, words=words,
    view=LINE,
    about=Said("fewest seconds from N to K (walk ±1 or teleport to 2X), and how many ways take "
               "that long",
               "N에서 K까지 가장 빠른 시간(±1 걷기, 2X 순간이동)과 그 시간에 도착하는 방법의 수"),
)
FAMILY = family_of(PROBLEM)
