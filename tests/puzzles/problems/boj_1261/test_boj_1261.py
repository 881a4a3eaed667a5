"""Baekjoon 1261 알고스팟 on the judge kit, against an independent oracle: Dijkstra
with a heap over the rooms, entering a wall costing 1."""

from __future__ import annotations

import heapq
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n, m, maze = case["N"], case["M"], case["maze"]
    best = {(0, 0): 0}
    heap = [(0, 0, 0)]
    while heap:
        d, r, c = heapq.heappop(heap)
        if (r, c) == (n - 1, m - 1):
            return str(d)
        if d > best[(r, c)]:
            continue
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < n and 0 <= nc < m:
                nd = d + (maze[nr][nc] == "1")
                if nd < best.get((nr, nc), 10**9):
                    best[(nr, nc)] = nd
                    heapq.heappush(heap, (nd, nr, nc))
    raise AssertionError("the goal is always reachable")


globals().update(kit_tests("boj-1261", oracle, Path(__file__).parent / "corpus"))
