"""Baekjoon 9376 탈옥 on the judge kit, against an independent oracle: three 0-1
BFS written here (from outside the ringed plan and from each prisoner), summed
at every cell, a door there counted once."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    h, w = case["h"] + 2, case["w"] + 2
    g = ["." * w] + ["." + row + "." for row in case["plan"]] + ["." * w]

    def walk(start: tuple[int, int]) -> list[list[int]]:
        dist = [[-1] * w for _ in range(h)]
        dist[start[0]][start[1]] = 0
        todo = deque([start])
        while todo:
            r, c = todo.popleft()
            for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= y < h and 0 <= x < w and g[y][x] != "*":
                    nd = dist[r][c] + (g[y][x] == "#")
                    if dist[y][x] < 0 or nd < dist[y][x]:
                        dist[y][x] = nd
                        (todo.append if g[y][x] == "#" else todo.appendleft)((y, x))
        return dist

    starts = [(0, 0)] + [(r, c) for r in range(h) for c in range(w) if g[r][c] == "$"]
    fields = [walk(s) for s in starts]
    best = None
    for r in range(h):
        for c in range(w):
            if all(f[r][c] >= 0 for f in fields):
                total = sum(f[r][c] for f in fields) - (2 if g[r][c] == "#" else 0)
                best = total if best is None else min(best, total)
    return str(best)


globals().update(kit_tests("boj-9376", oracle, Path(__file__).parent / "corpus"))
