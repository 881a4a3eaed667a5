"""Baekjoon 2151 거울 설치 on the judge kit, against an independent oracle: Dijkstra
written here over (cell, heading), a step and a turn taken together (turning
costs a mirror and is allowed only when leaving a ``!`` cell)."""

from __future__ import annotations

import heapq
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests

DIRS = ((-1, 0), (0, 1), (1, 0), (0, -1))


def oracle(case: Any) -> str:
    house, n = case["house"], case["N"]
    doors = [(r, c) for r in range(n) for c in range(n) if house[r][c] == "#"]
    (sr, sc), target = doors
    best: dict[tuple[int, int, int], int] = {}
    heap = []
    for d, (dr, dc) in enumerate(DIRS):
        y, x = sr + dr, sc + dc
        if 0 <= y < n and 0 <= x < n and house[y][x] != "*":
            best[y, x, d] = 0
            heap.append((0, y, x, d))
    heapq.heapify(heap)
    while heap:
        cost, r, c, d = heapq.heappop(heap)
        if (r, c) == target:
            return str(cost)
        if cost > best[r, c, d]:
            continue
        turns = (0, 1, 3) if house[r][c] == "!" else (0,)
        for t in turns:
            k = (d + t) % 4
            y, x = r + DIRS[k][0], c + DIRS[k][1]
            if 0 <= y < n and 0 <= x < n and house[y][x] != "*":
                nc = cost + (t != 0)
                if nc < best.get((y, x, k), 10**9):
                    best[y, x, k] = nc
                    heapq.heappush(heap, (nc, y, x, k))
    return "-1"


globals().update(kit_tests("boj-2151", oracle, Path(__file__).parent / "corpus"))
