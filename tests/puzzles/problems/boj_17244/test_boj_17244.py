"""Baekjoon 17244 아맞다우산 on the judge kit, against an independent oracle: BFS
distances written here between S, every X and E, then every order of the things
tried (at most 5! orders)."""

from __future__ import annotations

from collections import deque
from itertools import pairwise, permutations
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    house, n, m = case["house"], case["N"], case["M"]

    def where(ch: str) -> list[tuple[int, int]]:
        return [(r, c) for r in range(m) for c in range(n) if house[r][c] == ch]

    def bfs(start: tuple[int, int]) -> dict[tuple[int, int], int]:
        dist = {start: 0}
        todo = deque([start])
        while todo:
            r, c = todo.popleft()
            for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= y < m and 0 <= x < n and house[y][x] != "#" and (y, x) not in dist:
                    dist[y, x] = dist[r, c] + 1
                    todo.append((y, x))
        return dist

    s, e, things = where("S")[0], where("E")[0], where("X")
    far = {p: bfs(p) for p in [s, *things]}
    best = None
    for order in permutations(things):
        path = [s, *order, e]
        total = sum(far[a][b] for a, b in pairwise(path))
        best = total if best is None else min(best, total)
    return str(best)


globals().update(kit_tests("boj-17244", oracle, Path(__file__).parent / "corpus"))
