"""Baekjoon 14395 4연산 (Four Operations): turn s into t with ``s = s*s``, ``s+s``,
``s-s`` or ``s/s`` (not at 0); print the operations of a shortest way, the first
in the order ``* + - /`` among those; 0 when s = t, -1 when there is none.

Statement read from
https://leeyeongeol.github.io/baekjoon/Baekjoon-14395%EB%B2%88-4%EC%97%B0%EC%82%B0
(official page https://www.acmicpc.net/problem/14395): ``1 <= s, t <= 10^9``,
2 s, 512 MB.

Decided: the answer is one string, so the tie-break is implemented exactly:
the moves are offered in ASCII order ``*``, ``+``, ``-``, ``/`` and the kit's
breadth-first search keeps the first path it finds to each value, which is the
first in that order among the shortest (the queue of each layer stays in
dictionary order of its paths).  No value above t is kept: ``*`` and ``+`` only
grow a positive number, and ``-`` and ``/`` give 0 and 1 from any value, sooner
from the start itself, so a way through a value above t is never shortest.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-14395").parse("7 256")
>>> inst.judge_output(inst.solve(), "judge")
'/+***'
"""

from __future__ import annotations

from typing import Any

from fewest.lang import Said
from fewest.problem import Solution
from fewest.puzzles.kit import Input, Int, Line, Problem, family_of

Case = dict[str, Any]


def operations(case: Case, x: int) -> list[tuple[str, int, int]]:
    """The four operations in ASCII order, kept to values up to t."""
    out = [("*", x * x, 1), ("+", x + x, 1), ("-", 0, 1)]
    if x != 0:
        out.append(("/", 1, 1))
    return [(op, y, cost) for op, y, cost in out if y <= case["t"]]


def written(case: Case, solution: Solution[Any] | None) -> Any:
    """The operations as one string; 0 when s = t, -1 when there is no way."""
    if solution is None:
        return -1
    return "".join(solution.moves) or 0


PROBLEM = Problem(
    site="baekjoon", number="14395", title_ko="4연산", title_en="Four Operations",
    source="https://leeyeongeol.github.io/baekjoon/Baekjoon-14395%EB%B2%88-4%EC%97%B0%EC%82%B0",
    input=Input(Line(Int("s", 1, 10**9), Int("t", 1, 10**9))),
    start=lambda c: c["s"],
    moves=operations,
    goal=lambda c, x: x == c["t"],
    answer=written,
    unit="operations", unit_ko="연산",
    time_limit=2.0, memory_mb=512,
    samples=(("7 392\n", "+*+"), ("7 256\n", "/+***"), ("4 256\n", "**"), ("7 7\n", "0"),
             ("7 9\n", "-1"), ("10 1\n", "/")),
    specials=(
        "2 4\n",                    # 2*2 = 2+2: the tie goes to *
        "1 1\n",                    # s = t at the low end
        "1000000000 1000000000\n",  # s = t at the high end
        "1000000000 1\n",
        "1 2\n",
        "1 536870912\n",            # 2^29 from 1: many shortest ways, one answer
        "31622 999950884\n",        # 31622^2: past 2^31 in an int square
        "1 1000000000\n",           # not a power of two: never from 1
        "65536 16\n",
    ),
    aim=lambda c, x: {**c, "t": x} if x >= 1 else None,
    words=lambda op: {"*": "s = s * s", "+": "s = s + s", "-": "s = s - s",
                      "/": "s = s / s"}.get(op, str(op)),
    about=Said("the operations of a shortest way from s to t by s*s, s+s, s-s or s/s, first in "
               "the order * + - /",
               "'s*s', 's+s', 's-s', 's/s' 연산으로 s를 t로 바꾸는 가장 짧은 방법 "
               "(* + - / 순으로 앞서는 것)"),
)
FAMILY = family_of(PROBLEM)
