"""Baekjoon 2589 보물섬 on the judge kit, against an independent oracle: a BFS from
every land cell (on bit masks, so that 2,500 of them stay fast), the deepest
layer seen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    """A BFS from every land cell, each run on bit masks (one bit a cell, a zero
    column after each row so that shifts do not wrap): a layer is the last layer
    shifted four ways, kept to unseen land."""
    n, m, grid = case["H"], case["W"], case["map"]
    width = m + 1
    land = 0
    for r in range(n):
        for c in range(m):
            if grid[r][c] == "L":
                land |= 1 << (r * width + c)
    best = 0
    for cell in range(n * width):
        if not land >> cell & 1:
            continue
        seen = layer = 1 << cell
        depth = 0
        while True:
            grown = (layer << 1 | layer >> 1 | layer << width | layer >> width) & land & ~seen
            if not grown:
                break
            seen |= grown
            layer = grown
            depth += 1
        best = max(best, depth)
    return str(best)


globals().update(kit_tests("boj-2589", oracle, Path(__file__).parent / "corpus"))
