"""Baekjoon 16236 아기 상어 on the judge kit, against an independent oracle: the hunt
simulated with a plain BFS on a 2-D list per meal, the candidates compared by
(distance, row, column)."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n = case["N"]
    sea = [list(row) for row in case["sea"]]
    r0, c0 = next((r, c) for r in range(n) for c in range(n) if sea[r][c] == 9)
    sea[r0][c0] = 0
    size, eaten, time = 2, 0, 0
    while True:
        dist = [[-1] * n for _ in range(n)]
        dist[r0][c0] = 0
        queue = deque([(r0, c0)])
        best = None
        while queue:
            r, c = queue.popleft()
            if 0 < sea[r][c] < size:
                key = (dist[r][c], r, c)
                best = key if best is None or key < best else best
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < n and 0 <= nc < n and dist[nr][nc] < 0 and sea[nr][nc] <= size:
                    dist[nr][nc] = dist[r][c] + 1
                    queue.append((nr, nc))
        if best is None:
            return str(time)
        d, r0, c0 = best
        time += d
        sea[r0][c0] = 0
        eaten += 1
        if eaten == size:
            size += 1
            eaten = 0


globals().update(kit_tests("boj-16236", oracle, Path(__file__).parent / "corpus"))
