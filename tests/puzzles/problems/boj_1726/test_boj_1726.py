"""Baekjoon 1726 로봇 on the judge kit, against an independent oracle: Dijkstra over
(square, heading) written here, where a change of heading is one edge costing 1
(a quarter turn) or 2 (an about turn), not two turn commands."""

from __future__ import annotations

import heapq
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests

STEP = {1: (0, 1), 2: (0, -1), 3: (1, 0), 4: (-1, 0)}
OPPOSITE = {1: 2, 2: 1, 3: 4, 4: 3}


def oracle(case: Any) -> str:
    rows, cols, g = case["M"], case["N"], case["floor"]
    start = (case["r1"] - 1, case["c1"] - 1, case["d1"])
    goal = (case["r2"] - 1, case["c2"] - 1, case["d2"])
    best = {start: 0}
    heap = [(0, start)]
    while heap:
        d, (r, c, h) = heapq.heappop(heap)
        if (r, c, h) == goal:
            return str(d)
        if d > best[r, c, h]:
            continue
        nexts = [((r, c, k), 2 if k == OPPOSITE[h] else 1) for k in STEP if k != h]
        dr, dc = STEP[h]
        for k in (1, 2, 3):
            y, x = r + k * dr, c + k * dc
            if not (0 <= y < rows and 0 <= x < cols) or g[y][x] == 1:
                break
            nexts.append(((y, x, h), 1))
        for state, cost in nexts:
            if d + cost < best.get(state, 10**9):
                best[state] = d + cost
                heapq.heappush(heap, (d + cost, state))
    return "-1"


globals().update(kit_tests("boj-1726", oracle, Path(__file__).parent / "corpus"))
