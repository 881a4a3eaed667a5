"""LeetCode 934 Shortest Bridge on the judge kit, against an independent oracle: the
islands found by a flood fill, the answer the least Manhattan distance between a
cell of one and a cell of the other, less one (the closest pair has only water in
between, and no bridge can be shorter)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def islands(grid: list[list[int]]) -> list[list[tuple[int, int]]]:
    n = len(grid)
    seen: set[tuple[int, int]] = set()
    out = []
    for r in range(n):
        for c in range(n):
            if grid[r][c] and (r, c) not in seen:
                stack, cells = [(r, c)], []
                seen.add((r, c))
                while stack:
                    a, b = stack.pop()
                    cells.append((a, b))
                    for x, y in ((a + 1, b), (a - 1, b), (a, b + 1), (a, b - 1)):
                        if 0 <= x < n and 0 <= y < n and grid[x][y] and (x, y) not in seen:
                            seen.add((x, y))
                            stack.append((x, y))
                out.append(cells)
    return out


def shore(grid: list[list[int]], cells: list[tuple[int, int]]) -> list[tuple[int, int]]:
    n = len(grid)
    return [(a, b) for a, b in cells if any(
        0 <= x < n and 0 <= y < n and not grid[x][y]
        for x, y in ((a + 1, b), (a - 1, b), (a, b + 1), (a, b - 1)))]


def oracle(case: Any) -> str:
    grid = case["grid"]
    first, second = (shore(grid, cells) for cells in islands(grid))
    return str(min(abs(a - x) + abs(b - y) for a, b in first for x, y in second) - 1)


globals().update(kit_tests("leetcode-934", oracle, Path(__file__).parent / "corpus"))
