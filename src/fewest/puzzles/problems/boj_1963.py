"""Baekjoon 1963 소수 경로 (Prime Path): change one digit at a time, every step a
four-digit prime, from the password A to B; per case the fewest changes, or
``Impossible``.

Statement read from https://coding-test.tistory.com/m/108 (official page
https://www.acmicpc.net/problem/1963): ``T`` cases of two four-digit primes, 2 s,
256 MB.

Decided: ``A = B`` answers 0.  No leading zero (``0039`` is not four digits).
``Impossible`` never happens for valid input (the 1,061 four-digit primes form
one connected graph), but is printed for an unreachable result as asked.  Every
change can be undone, so bidirectional search runs too; the digits still
different from B are a lower bound (A*).

>>> from fewest.puzzles import get_family
>>> inst = get_family("boj-1963").parse("1\\n1033 8179\\n")
>>> inst.judge_output(inst.solve(), "judge"), inst.judge_output(None, "judge")
('6', 'Impossible')
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from fewest.lang import Said
from fewest.puzzles.kit import Input, Int, Line, Problem, View, count, family_of

LIMIT = 10_000
_PRIME = [True] * LIMIT
_PRIME[0] = _PRIME[1] = False
for _i in range(2, 100):
    if _PRIME[_i]:
        _PRIME[_i * _i::_i] = [False] * len(range(_i * _i, LIMIT, _i))
#: every four-digit prime, ascending
PRIMES = [p for p in range(1000, LIMIT) if _PRIME[p]]


def is_prime4(n: int) -> bool:
    """Whether ``n`` is a four-digit prime.

    >>> is_prime4(1033), is_prime4(1369), is_prime4(13), len(PRIMES)
    (True, False, False, 1061)
    """
    return 1000 <= n < LIMIT and _PRIME[n]


@cache
def neighbours(n: int) -> list[int]:
    """Every four-digit prime one digit away from ``n``, ascending.

    >>> neighbours(1033)[:4]
    [1013, 1031, 1039, 1063]
    """
    out = []
    for place in (1000, 100, 10, 1):
        digit = n // place % 10
        for d in range(1 if place == 1000 else 0, 10):
            if d != digit and _PRIME[n + (d - digit) * place]:
                out.append(n + (d - digit) * place)
    return sorted(out)


def differing_digits(a: int, b: int) -> int:
    """How many of the four digits differ (a change fixes at most one).

    >>> differing_digits(1033, 8179), differing_digits(1033, 1733)
    (4, 1)
    """
    return sum(a // p % 10 != b // p % 10 for p in (1000, 100, 10, 1))


def primes_only(case: dict[str, Any]) -> str | None:
    for name in ("a", "b"):
        if not is_prime4(case[name]):
            return Said(f"{name.upper()} must be a four-digit prime (1000..9999), got {case[name]}",
                        f"{name.upper()}는 네 자리 소수(1000..9999)여야 합니다 "
                        f"(받은 값 {case[name]})")
    return None


def two_primes(case: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    return {**case, "a": rng.choice(PRIMES), "b": rng.choice(PRIMES)}


PLACES = (1000, 100, 10, 1)


def wheels(case: dict[str, Any], n: int) -> tuple[list[str], dict[tuple[int, int], Any]]:
    """Four wheels of digits 0..9 (rows), one per place (columns): the password's
    digits as pieces, B's digits still to reach in the goal colour."""
    pieces = {(case["b"] // p % 10, i): (str(case["b"] // p % 10), "finish")
              for i, p in enumerate(PLACES)}
    pieces.update({(n // p % 10, i): (str(n // p % 10), "piece") for i, p in enumerate(PLACES)})
    return ["...."] * 10, pieces


def changed(case: dict[str, Any], n: int, m: int) -> tuple[int, int]:
    """The wheel a change turns, at the digit it turns to."""
    i = next((i for i, p in enumerate(PLACES) if n // p % 10 != m // p % 10), 0)
    return (m // PLACES[i] % 10, i)


PROBLEM = Problem(
    site="baekjoon", number="1963", title_ko="소수 경로", title_en="Prime Path",
    source="https://coding-test.tistory.com/m/108",
    input=Input(Line(Int("a", 0, LIMIT - 1), Int("b", 0, LIMIT - 1)), cases=Int("T", 1, 100),
                where=primes_only, arrange=two_primes),
    start=lambda c: c["a"],
    moves=lambda c, n: [(m, m, 1) for m in neighbours(n)],
    goal=lambda c, n: n == c["b"],
    goal_state=lambda c: c["b"],
    heuristic=lambda c, n: differing_digits(n, c["b"]),
    answer=count(impossible="Impossible"),
    unit="changes", unit_ko="번", time_limit=2.0, memory_mb=256,
    samples=(("3\n1033 8179\n1373 8017\n1033 1033\n", "6\n7\n0"),),
    # A = B, routes that a leading zero (1013 -> 0013) or a prime square would shorten
    specials=tuple(f"1\n{a} {b}\n" for a, b in (
        (1033, 1033), (5197, 1009), (1361, 1399), (5197, 1103), (2203, 2239), (5197, 1889),
        (5197, 1019), (5197, 2309), (9973, 1009), (1019, 7019), (2441, 9199))),
    aim=lambda c, n: {**c, "b": n}, restart=lambda c, n: {**c, "a": n},
    words=lambda m: f"to {m}",
    view=View(board=wheels, roles={".": "empty"}, at=changed),
    about=Said("fewest one-digit changes from A to B, every step a four-digit prime, or Impossible",
               "한 번에 한 자리씩 바꾸며 네 자리 소수만 거쳐 A를 B로 만드는 최소 횟수 (안 되면 "
               "'Impossible')"),
)
FAMILY = family_of(PROBLEM)
