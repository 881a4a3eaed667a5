"""LeetCode 1368 Minimum Cost to Make at Least One Valid Path in a Grid on the judge
kit, against an independent oracle: Bellman-Ford style relaxation over all cells
until nothing changes (a step costs 0 along the sign, 1 otherwise)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests

STEP = {1: (0, 1), 2: (0, -1), 3: (1, 0), 4: (-1, 0)}


def oracle(case: Any) -> str:
    g = case["grid"]
    m, n = len(g), len(g[0])
    cost = [[m * n] * n for _ in range(m)]
    cost[0][0] = 0
    changed = True
    while changed:
        changed = False
        for r in range(m):
            for c in range(n):
                for sign, (dr, dc) in STEP.items():
                    nr, nc = r + dr, c + dc
                    if 0 <= nr < m and 0 <= nc < n:
                        new = cost[r][c] + (g[r][c] != sign)
                        if new < cost[nr][nc]:
                            cost[nr][nc] = new
                            changed = True
    return str(cost[m - 1][n - 1])


globals().update(kit_tests("leetcode-1368", oracle, Path(__file__).parent / "corpus"))
