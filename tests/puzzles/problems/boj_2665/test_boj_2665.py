"""Baekjoon 2665 미로만들기 on the judge kit, against an independent oracle: rounds
of flood fill; round k floods every room reachable with k black rooms turned."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n, rooms = case["n"], case["rooms"]
    cost = [[-1] * n for _ in range(n)]
    border = [(0, 0)]  # rooms reached in this round, spread through white rooms
    k = 0
    cost[0][0] = 0
    while True:
        stack = list(border)
        black = []
        while stack:
            r, c = stack.pop()
            for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= nr < n and 0 <= nc < n and cost[nr][nc] == -1:
                    if rooms[nr][nc] == "1":
                        cost[nr][nc] = k
                        stack.append((nr, nc))
                    else:
                        black.append((nr, nc))
        if cost[n - 1][n - 1] != -1:
            return str(cost[n - 1][n - 1])
        k += 1
        border = []
        for r, c in black:
            if cost[r][c] == -1:
                cost[r][c] = k
                border.append((r, c))


globals().update(kit_tests("boj-2665", oracle, Path(__file__).parent / "corpus"))
