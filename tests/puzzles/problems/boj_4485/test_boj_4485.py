"""Baekjoon 4485 녹색 옷 입은 애가 젤다지? on the judge kit, against an independent
oracle: label-correcting relaxation with a FIFO queue (SPFA), every cell's least
loss with the first cell's rupees included."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n, cave = case["N"], case["cave"]
    big = 10**9
    loss = [[big] * n for _ in range(n)]
    loss[0][0] = cave[0][0]
    queue = deque([(0, 0)])
    waiting = {(0, 0)}
    while queue:  # a cell whose loss fell relaxes its neighbours again
        r, c = queue.popleft()
        waiting.discard((r, c))
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < n and 0 <= nc < n and loss[r][c] + cave[nr][nc] < loss[nr][nc]:
                loss[nr][nc] = loss[r][c] + cave[nr][nc]
                if (nr, nc) not in waiting:
                    waiting.add((nr, nc))
                    queue.append((nr, nc))
    return f"Problem 1: {loss[n - 1][n - 1]}"


globals().update(kit_tests("boj-4485", oracle, Path(__file__).parent / "corpus"))
