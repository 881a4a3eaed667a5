"""LeetCode 1631 Path With Minimum Effort on the judge kit, against an independent
oracle: a binary search on the effort, each guess tested by a breadth-first search
that takes only steps no larger than it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def reaches(h: list[list[int]], limit: int) -> bool:
    rows, cols = len(h), len(h[0])
    seen = {(0, 0)}
    stack = [(0, 0)]
    while stack:
        r, c = stack.pop()
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if (0 <= nr < rows and 0 <= nc < cols and (nr, nc) not in seen
                    and abs(h[nr][nc] - h[r][c]) <= limit):
                seen.add((nr, nc))
                stack.append((nr, nc))
    return (rows - 1, cols - 1) in seen


def oracle(case: Any) -> str:
    h = case["heights"]
    lo, hi = 0, 10**6
    while lo < hi:
        mid = (lo + hi) // 2
        if reaches(h, mid):
            hi = mid
        else:
            lo = mid + 1
    return str(lo)


globals().update(kit_tests("leetcode-1631", oracle, Path(__file__).parent / "corpus"))
