"""Programmers 1844 게임 맵 최단거리 on the judge kit, against an independent oracle: a
breadth-first flood of cell counts from (1, 1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    grid = case["maps"]
    n, m = len(grid), len(grid[0])
    cells = {(0, 0): 1}
    layer = [(0, 0)]
    while layer:
        nxt = []
        for r, c in layer:
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < n and 0 <= nc < m and grid[nr][nc] and (nr, nc) not in cells:
                    cells[(nr, nc)] = cells[(r, c)] + 1
                    nxt.append((nr, nc))
        layer = nxt
    return str(cells.get((n - 1, m - 1), -1))


globals().update(kit_tests("programmers-1844", oracle, Path(__file__).parent / "corpus"))
