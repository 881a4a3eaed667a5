"""Baekjoon 16953 A → B: from A, multiply by 2 or append the digit 1; the fewest
operations to reach B, printed plus one, or -1.

Statement read from https://dkan9634.tistory.com/m/226 (official page
https://www.acmicpc.net/problem/16953): ``1 <= A < B <= 10^9``, 2 s, 512 MB.

Decided: both operations only raise the number, so a value above B never leads
back to B and the search keeps to ``A..B`` (exact, and finite).  ``A < B`` is the
statement's promise: ``A = B`` is refused as input.

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-16953").parse("2 162")
>>> inst.judge_output(inst.solve(), "judge")
'5'
"""

from __future__ import annotations

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, Line, Problem, count, family_of

PROBLEM = Problem(
    site="baekjoon", number="16953", title_ko="A → B", title_en="A to B",
    source="https://dkan9634.tistory.com/m/226",
    input=Input(Line(Int("A", 1, 10**9 - 1), Int("B", 2, 10**9)),
                where=lambda c: None if c["A"] < c["B"] else Said("A must be less than B",
                                                                   "A는 B보다 작아야 합니다")),
    start=lambda c: c["A"],
    moves=lambda c, x: [(m, y, 1) for m, y in (("x2", 2 * x), ("+1", 10 * x + 1))
                        if y <= c["B"]],
    goal=lambda c, x: x == c["B"],
    answer=count(plus=1),
    unit="operations + 1", unit_ko="연산 + 1",
    time_limit=2.0, memory_mb=512,
    samples=(("2 162\n", "5"), ("4 42\n", "-1"), ("100 40021\n", "5")),
    specials=("1 2\n", "1 1000000000\n", "999999999 1000000000\n", "1 11\n"),
    aim=lambda c, x: {**c, "B": x} if x > c["A"] else None,
    words=lambda m: {"x2": "multiply by 2", "+1": "append 1"}.get(m, str(m)),
    about=Said("fewest operations (double, or append the digit 1) that turn A into B, plus one",
               "2를 곱하거나 오른쪽에 1을 붙여 A를 B로 바꾸는 최소 연산 횟수에 1을 더한 값"),
)
FAMILY = family_of(PROBLEM)
