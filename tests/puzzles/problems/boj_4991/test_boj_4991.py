"""Baekjoon 4991 로봇 청소기 on the judge kit, against an independent oracle: BFS
distances written here between the robot and every dirty tile, then the best
order of the dirty tiles by a DP over subsets (a travelling-salesman path)."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    room, h, w = case["room"], case["h"], case["w"]
    spots = [(r, row.index("o")) for r, row in enumerate(room) if "o" in row]
    spots += [(r, c) for r in range(h) for c in range(w) if room[r][c] == "*"]

    def bfs(start: tuple[int, int]) -> dict[tuple[int, int], int]:
        dist = {start: 0}
        todo = deque([start])
        while todo:
            r, c = todo.popleft()
            for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= y < h and 0 <= x < w and room[y][x] != "x" and (y, x) not in dist:
                    dist[y, x] = dist[r, c] + 1
                    todo.append((y, x))
        return dist

    far = [bfs(s) for s in spots]
    k = len(spots) - 1
    if any(s not in far[0] for s in spots):
        return "-1"
    inf = 10**9
    best = [[inf] * (k + 1) for _ in range(1 << k)]
    best[0][0] = 0
    for mask in range(1 << k):
        for at in range(k + 1):
            d = best[mask][at]
            if d == inf:
                continue
            for j in range(k):
                if not mask >> j & 1:
                    nd = d + far[at][spots[j + 1]]
                    if nd < best[mask | 1 << j][j + 1]:
                        best[mask | 1 << j][j + 1] = nd
    return str(min(best[(1 << k) - 1]))


globals().update(kit_tests("boj-4991", oracle, Path(__file__).parent / "corpus"))
