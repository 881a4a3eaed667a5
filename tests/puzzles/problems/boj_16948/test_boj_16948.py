"""Baekjoon 16948 데스 나이트 on the judge kit, against an independent oracle: a plain
breadth-first search over the board's squares, written here."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n = case["N"]
    dist = [[-1] * n for _ in range(n)]
    dist[case["r1"]][case["c1"]] = 0
    queue = deque([(case["r1"], case["c1"])])
    while queue:
        r, c = queue.popleft()
        for dr, dc in ((-2, -1), (-2, 1), (0, -2), (0, 2), (2, -1), (2, 1)):
            y, x = r + dr, c + dc
            if 0 <= y < n and 0 <= x < n and dist[y][x] < 0:
                dist[y][x] = dist[r][c] + 1
                queue.append((y, x))
    return str(dist[case["r2"]][case["c2"]])


globals().update(kit_tests("boj-16948", oracle, Path(__file__).parent / "corpus"))
