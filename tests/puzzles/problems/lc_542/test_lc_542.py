"""LeetCode 542 01 Matrix on the judge kit, against an independent oracle: two sweeps
of dynamic programming (from the top left, then from the bottom right), each cell
one more than its best neighbour already swept."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    mat = case["mat"]
    n, m = len(mat), len(mat[0])
    far = n + m
    d = [[0 if v == 0 else far for v in row] for row in mat]
    for r in range(n):
        for c in range(m):
            if r:
                d[r][c] = min(d[r][c], d[r - 1][c] + 1)
            if c:
                d[r][c] = min(d[r][c], d[r][c - 1] + 1)
    for r in range(n - 1, -1, -1):
        for c in range(m - 1, -1, -1):
            if r < n - 1:
                d[r][c] = min(d[r][c], d[r + 1][c] + 1)
            if c < m - 1:
                d[r][c] = min(d[r][c], d[r][c + 1] + 1)
    return json.dumps(d)


globals().update(kit_tests("leetcode-542", oracle, Path(__file__).parent / "corpus"))
