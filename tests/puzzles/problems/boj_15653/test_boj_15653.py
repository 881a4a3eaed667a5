"""Baekjoon 15653 구슬 탈출 4 on the judge kit, against an independent oracle: a BFS
written here over both balls' cells with no tilt limit, each tilt rolling both
balls through each other and then stepping back the one that travelled further."""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    g = case["board"]
    pos = {ch: (r, row.index(ch)) for r, row in enumerate(g) for ch in "RB" if ch in row}

    def go(at: tuple[int, int], d: tuple[int, int]) -> tuple[tuple[int, int], int, bool]:
        r, c = at
        k = 0
        while g[r + d[0]][c + d[1]] != "#":
            r, c, k = r + d[0], c + d[1], k + 1
            if g[r][c] == "O":
                return (r, c), k, True
        return (r, c), k, False

    first = (pos["R"], pos["B"])
    dist = {first: 0}
    todo = deque([first])
    while todo:
        red, blue = todo.popleft()
        for d in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            r2, kr, red_in = go(red, d)
            b2, kb, blue_in = go(blue, d)
            if blue_in:
                continue
            if red_in:
                return str(dist[red, blue] + 1)
            if r2 == b2:
                if kr > kb:
                    r2 = (r2[0] - d[0], r2[1] - d[1])
                else:
                    b2 = (b2[0] - d[0], b2[1] - d[1])
            if (r2, b2) not in dist:
                dist[r2, b2] = dist[red, blue] + 1
                todo.append((r2, b2))
    return "-1"


globals().update(kit_tests("boj-15653", oracle, Path(__file__).parent / "corpus"))
