"""Baekjoon 6087 레이저 통신 on the judge kit, against an independent oracle: a BFS
written here over whole straight rays (the k-th layer is every cell a laser
reaches with k - 1 mirrors); the answer is the layer of the second C less one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    g, h, w = case["map"], case["H"], case["W"]
    ends = [(r, c) for r in range(h) for c in range(w) if g[r][c] == "C"]
    layer = {ends[0]: 0}
    frontier = [ends[0]]
    k = 0
    while frontier:
        k += 1
        nxt = []
        for r, c in frontier:
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                y, x = r + dr, c + dc
                while 0 <= y < h and 0 <= x < w and g[y][x] != "*":
                    if (y, x) not in layer:
                        layer[y, x] = k
                        nxt.append((y, x))
                    elif layer[y, x] < k:
                        pass  # reached before: its own rays cover what lies beyond it
                    y, x = y + dr, x + dc
        frontier = nxt
        if ends[1] in layer:
            return str(layer[ends[1]] - 1)
    return "-1"


globals().update(kit_tests("boj-6087", oracle, Path(__file__).parent / "corpus"))
