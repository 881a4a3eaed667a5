"""LeetCode 279 Perfect Squares on the judge kit, against an independent oracle: the
four-square theorem with Legendre's three-square theorem (1 for a square, 2 for a
sum of two squares, 4 for ``4^a (8b + 7)``, else 3)."""

from __future__ import annotations

from math import isqrt
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n = case["n"]
    if isqrt(n) ** 2 == n:
        return "1"
    if any(isqrt(n - a * a) ** 2 == n - a * a for a in range(1, isqrt(n) + 1)):
        return "2"
    m = n
    while m % 4 == 0:
        m //= 4
    return "4" if m % 8 == 7 else "3"


globals().update(kit_tests("leetcode-279", oracle, Path(__file__).parent / "corpus"))
