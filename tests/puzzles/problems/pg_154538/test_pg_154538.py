"""Programmers 154538 숫자 변환하기 on the judge kit, against an independent oracle: a
table filled upward from x (every operation raises the number, so each value's
fewest operations are final when it is reached in increasing order)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    x, y, n = case["x"], case["y"], case["n"]
    far = y + 1
    best = [far] * (y + 1)
    best[x] = 0
    for v in range(x, y):
        b = best[v]
        if b == far:
            continue
        for w in (v + n, 2 * v, 3 * v):
            if w <= y and best[w] > b + 1:
                best[w] = b + 1
    return str(best[y] if best[y] < far else -1)


globals().update(kit_tests("programmers-154538", oracle, Path(__file__).parent / "corpus"))
