"""Baekjoon 14940 쉬운 최단거리 on the judge kit, against an independent oracle: a
plain BFS from the target over a 2-D list, written fresh here."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n, m, grid = case["n"], case["m"], case["map"]
    dist = [[-1] * m for _ in range(n)]
    start = next((r, c) for r in range(n) for c in range(m) if grid[r][c] == 2)
    dist[start[0]][start[1]] = 0
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < n and 0 <= nc < m and grid[nr][nc] == 1 and dist[nr][nc] == -1:
                dist[nr][nc] = dist[r][c] + 1
                queue.append((nr, nc))
    return "\n".join(" ".join("0" if grid[r][c] == 0 else str(dist[r][c]) for c in range(m))
                     for r in range(n))


globals().update(kit_tests("boj-14940", oracle, Path(__file__).parent / "corpus"))
