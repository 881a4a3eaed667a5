"""Baekjoon 1260 DFS와 BFS on the judge kit, against an independent oracle: a
recursive DFS and a queue BFS over an adjacency matrix, neighbours scanned in
number order."""

from __future__ import annotations

import sys
from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n, v = case["N"], case["V"]
    linked = [[False] * (n + 1) for _ in range(n + 1)]
    for a, b in case["edges"]:
        linked[a][b] = linked[b][a] = True
    seen = [False] * (n + 1)
    dfs: list[int] = []

    def visit(x: int) -> None:
        seen[x] = True
        dfs.append(x)
        for y in range(1, n + 1):
            if linked[x][y] and not seen[y]:
                visit(y)

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 5000))
    try:
        visit(v)
    finally:
        sys.setrecursionlimit(limit)
    seen = [False] * (n + 1)
    seen[v] = True
    bfs, queue = [], deque([v])
    while queue:
        x = queue.popleft()
        bfs.append(x)
        for y in range(1, n + 1):
            if linked[x][y] and not seen[y]:
                seen[y] = True
                queue.append(y)
    return " ".join(map(str, dfs)) + "\n" + " ".join(map(str, bfs))


globals().update(kit_tests("boj-1260", oracle, Path(__file__).parent / "corpus"))
