"""Baekjoon 16973 직사각형 탈출 on the judge kit, against an independent oracle: a BFS
written here over the top-left cell, each move checking the rectangle's new edge
row or column cell by cell (the rest it already covered)."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n, m, g = case["N"], case["M"], case["board"]
    h, w = case["H"], case["W"]
    start, goal = (case["Sr"] - 1, case["Sc"] - 1), (case["Fr"] - 1, case["Fc"] - 1)

    def edge_free(r: int, c: int, dr: int, dc: int) -> bool:
        if not (0 <= r <= n - h and 0 <= c <= m - w):
            return False
        if dr:
            row = r if dr < 0 else r + h - 1
            return all(g[row][x] == 0 for x in range(c, c + w))
        col = c if dc < 0 else c + w - 1
        return all(g[y][col] == 0 for y in range(r, r + h))

    dist = {start: 0}
    todo = deque([start])
    while todo:
        r, c = todo.popleft()
        if (r, c) == goal:
            return str(dist[r, c])
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nxt = (r + dr, c + dc)
            if nxt not in dist and edge_free(nxt[0], nxt[1], dr, dc):
                dist[nxt] = dist[r, c] + 1
                todo.append(nxt)
    return "-1"


globals().update(kit_tests("boj-16973", oracle, Path(__file__).parent / "corpus"))
