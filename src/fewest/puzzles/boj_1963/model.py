"""Prime paths (Baekjoon 1963): four-digit primes, one digit changed per move.

A password is a prime ``1000 <= p <= 9999`` (no leading zero: ``0039`` is not a
four-digit number).  A move changes exactly one digit and must land on such a
prime again.

>>> is_prime4(1033), is_prime4(1369), is_prime4(13)
(True, False, False)
>>> neighbours(1033)[:4]
[1013, 1031, 1039, 1063]
>>> len(PRIMES)
1061
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Puzzle
from fewest.puzzles.boardtext import quote

NAME = "boj-1963"
LIMIT = 10000


def _sieve() -> list[bool]:
    sieve = [True] * LIMIT
    sieve[0] = sieve[1] = False
    for i in range(2, 100):
        if sieve[i]:
            sieve[i * i :: i] = [False] * len(range(i * i, LIMIT, i))
    return sieve


_PRIME = _sieve()
#: every four-digit prime, ascending
PRIMES = [p for p in range(1000, LIMIT) if _PRIME[p]]


def is_prime4(n: int) -> bool:
    """Whether ``n`` is a four-digit prime."""
    return 1000 <= n < LIMIT and _PRIME[n]


@cache
def neighbours(n: int) -> list[int]:
    """Every four-digit prime one digit away from ``n``, ascending."""
    out = []
    for place in (1000, 100, 10, 1):
        digit = n // place % 10
        for d in range(1 if place == 1000 else 0, 10):
            if d != digit:
                m = n + (d - digit) * place
                if _PRIME[m]:
                    out.append(m)
    return sorted(out)


def differing_digits(a: int, b: int) -> int:
    """How many of the four digits differ (a lower bound on the moves).

    >>> differing_digits(1033, 8179), differing_digits(1033, 1733)
    (4, 1)
    """
    return sum(a // p % 10 != b // p % 10 for p in (1000, 100, 10, 1))


@dataclass(frozen=True)
class Case:
    """One test case: change password ``a`` into ``b``."""

    a: int
    b: int

    def to_json(self) -> dict[str, int]:
        return {"a": self.a, "b": self.b}


def bad(message: str, shown: Any) -> InvalidPuzzleError:
    """The one-line error for this problem, quoting the input."""
    return InvalidPuzzleError(f"{NAME} (소수 경로, prime path): {message}: {quote(shown)}")


def make_case(value: Any, shown: Any = None) -> Case:
    """A validated case from ``{"a": A, "b": B}`` (both four-digit primes; ``A == B`` is fine).

    >>> make_case({"a": 1033, "b": 1033})
    Case(a=1033, b=1033)
    >>> make_case({"a": 1033, "b": 1035})
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: boj-1963 (소수 경로, prime path): B must be a four-digit \
prime (1000..9999), got 1035: '{"a": 1033, "b": 1035}'
    """
    shown = value if shown is None else shown
    if not isinstance(value, dict) or set(value) != {"a", "b"}:
        raise bad('a case is {"a": A, "b": B}', shown)
    for name in ("a", "b"):
        v = value[name]
        if isinstance(v, bool) or not isinstance(v, int) or not is_prime4(v):
            raise bad(f"{name.upper()} must be a four-digit prime (1000..9999), got {v!r}", shown)
    return Case(value["a"], value["b"])


class PrimePathPuzzle(Puzzle[int]):
    """Engine view: states are primes, a move is the prime moved to (reversible).

    >>> from fewest import solve
    >>> solve(PrimePathPuzzle(Case(1033, 8179)), "bfs").length
    6
    """

    unit_cost = True
    reversible = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, case: Case) -> None:
        self.case = case
        self.start = case.a
        self.goal = case.b
        self.heuristic = self._digits

    def _digits(self, state: int) -> int:
        """Digits still different from B: a move fixes at most one."""
        return differing_digits(state, self.case.b)

    def is_goal(self, state: int) -> bool:
        return state == self.goal

    def successors(self, state: int) -> Iterator[tuple[int, int, int]]:
        for m in neighbours(state):
            yield m, m, 1
