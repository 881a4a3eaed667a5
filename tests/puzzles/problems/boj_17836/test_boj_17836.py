"""Baekjoon 17836 공주님을 구해라! on the judge kit, against an independent oracle: one
breadth-first search around the walls written here, then the better of walking
straight to the princess and walking to Gram and from there on the straight
(Manhattan) way, which the sword makes free of walls."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n, m, t, g = case["N"], case["M"], case["T"], case["castle"]
    dist = {(0, 0): 0}
    queue = deque([(0, 0)])
    while queue:
        r, c = queue.popleft()
        for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= y < n and 0 <= x < m and g[y][x] != 1 and (y, x) not in dist:
                dist[y, x] = dist[r, c] + 1
                queue.append((y, x))
    best = dist.get((n - 1, m - 1), 10**9)
    gram = next((r, c) for r in range(n) for c in range(m) if g[r][c] == 2)
    if gram in dist:
        best = min(best, dist[gram] + (n - 1 - gram[0]) + (m - 1 - gram[1]))
    return str(best) if best <= t else "Fail"


globals().update(kit_tests("boj-17836", oracle, Path(__file__).parent / "corpus"))
