"""Baekjoon 16953 A → B on the judge kit, against an independent oracle: walking back
from B (a trailing 1 is removed, an even number halved), the only way to undo
each operation."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    a, b = case["A"], case["B"]
    steps = 1
    while b > a:
        if b % 10 == 1:
            b //= 10
        elif b % 2 == 0:
            b //= 2
        else:
            return "-1"
        steps += 1
    return str(steps) if b == a else "-1"


globals().update(kit_tests("boj-16953", oracle, Path(__file__).parent / "corpus"))
