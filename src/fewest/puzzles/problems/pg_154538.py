"""Programmers 154538 숫자 변환하기 (Number conversion): from ``x``, add ``n``, double or
triple; the fewest operations that reach ``y``, or -1.

Statement read from https://velog.io/@eldoradodo/%ED%94%84%EB%A1%9C%EA%B7%B8%EB%9E%98%EB%A8%B8%EC%8A%A4-JavaScript-%EC%88%AB%EC%9E%90-%EB%B3%80%ED%99%98%ED%95%98%EA%B8%B0
(official page https://school.programmers.co.kr/learn/courses/30/lessons/154538):
``1 <= x <= y <= 1,000,000``, ``1 <= n < y``.

Decided: every operation raises the number (n >= 1), so a value above ``y``
never leads back to it: the search keeps to ``x..y`` (exact, and finite).
``x = y`` answers 0.  ``n < y`` leaves no case with ``y = 1``: ``y`` is read from
``max(x, 2)`` on.

>>> from fewest.puzzles import get_family
>>> inst = get_family("programmers-154538").parse('{"x": 10, "y": 40, "n": 5}')
>>> inst.judge_output(inst.solve(), "judge")
'2'
"""

from __future__ import annotations

import json
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, Problem, count, family_of

Case = dict[str, Any]
TOP = 1_000_000


def _moves(c: Case, v: int) -> list[tuple[str, int, int]]:
    return [(m, w, 1) for m, w in (("+n", v + c["n"]), ("x2", 2 * v), ("x3", 3 * v))
            if w <= c["y"]]


def _case(x: int, y: int, n: int) -> str:
    return json.dumps({"x": x, "y": y, "n": n}) + "\n"


PROBLEM = Problem(
    site="programmers", number="154538", title_ko="숫자 변환하기", title_en="Number conversion",
    source="https://velog.io/@eldoradodo/%ED%94%84%EB%A1%9C%EA%B7%B8%EB%9E%98%EB%A8%B8%EC%8A%A4"
           "-JavaScript-%EC%88%AB%EC%9E%90-%EB%B3%80%ED%99%98%ED%95%98%EA%B8%B0",
    input=Input(Int("x", 1, TOP), Int("y", lambda c: max(c["x"], 2), TOP),
                Int("n", 1, lambda c: c["y"] - 1), json=True),
    start=lambda c: c["x"],
    moves=_moves,
    goal=lambda c, v: v == c["y"],
    answer=count(),
    call="solution(x, y, n)",
    unit="operations", unit_ko="번",
    time_limit=10.0, memory_mb=256,
    reach=0.75,
    samples=((_case(10, 40, 5), "2"), (_case(10, 40, 30), "1"), (_case(2, 5, 4), "-1")),
    specials=(
        _case(5, 5, 4),                   # x = y: no operation
        _case(1, 2, 1),                   # the smallest y
        _case(TOP, TOP, TOP - 1),         # the largest x = y
        _case(1, TOP, 1),                 # the widest range, the smallest step
        _case(1, TOP, TOP - 1),           # one addition of n
        _case(2, 999_999, 2),             # all even, y odd: no way, half a million values
        _case(7, TOP, TOP - 1),           # 7 does not divide 10^6, x + n > y: no way
        _case(3, 999_999, 2),             # a long way up
        _case(1, 531_441, 7),             # 3^12: twelve triplings
    ),
    aim=lambda c, v: {**c, "y": v} if v > 1 else None,
    words=lambda m: {"+n": "add n", "x2": "double", "x3": "triple"}.get(m, str(m)),
    about=Said("fewest operations (add n, double or triple) that turn x into y, or -1",
               "n 더하기, 2 곱하기, 3 곱하기로 x를 y로 바꾸는 최소 연산 횟수 (불가능하면 -1)"),
)
FAMILY = family_of(PROBLEM)
