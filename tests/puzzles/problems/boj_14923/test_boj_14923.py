"""Baekjoon 14923 미로 탈출 on the judge kit, against an independent oracle: a
breadth-first search from the start and one from the exit over empty squares only,
then the best of: no wall broken, or one wall w broken between the two
(dist_from_start(next to w) + 1 + dist_to_exit(next to w) + 1); an exit on a wall
is reached only by breaking it last."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n, m, g = case["N"], case["M"], case["maze"]
    start, end = (case["Hx"] - 1, case["Hy"] - 1), (case["Ex"] - 1, case["Ey"] - 1)

    def near(r: int, c: int) -> list[tuple[int, int]]:
        return [(y, x) for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
                if 0 <= y < n and 0 <= x < m]

    def bfs(src: tuple[int, int]) -> dict[tuple[int, int], int]:
        dist = {src: 0}
        queue = deque([src])
        while queue:
            at = queue.popleft()
            for nxt in near(*at):
                if g[nxt[0]][nxt[1]] == 0 and nxt not in dist:
                    dist[nxt] = dist[at] + 1
                    queue.append(nxt)
        return dist

    a, b = bfs(start), bfs(end)
    best = a.get(end, 10**9)
    if g[end[0]][end[1]] == 1:  # the exit is a wall: the wand is spent on it, last
        best = min([best] + [a[p] + 1 for p in near(*end) if p in a])
    else:
        for r in range(n):
            for c in range(m):
                if g[r][c] == 1 and (r, c) != start:
                    into = [a[p] for p in near(r, c) if p in a]
                    out = [b[p] for p in near(r, c) if p in b]
                    if into and out:
                        best = min(best, min(into) + 2 + min(out))
    return str(best) if best < 10**9 else "-1"


globals().update(kit_tests("boj-14923", oracle, Path(__file__).parent / "corpus"))
