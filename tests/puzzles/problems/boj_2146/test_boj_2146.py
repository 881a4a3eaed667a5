"""Baekjoon 2146 다리 만들기 on the judge kit, against an independent oracle: the
islands labelled by flood fill, then the least Manhattan distance between cells of
two different islands, less one (a shortest bridge between the closest such pair
never crosses land, or a closer pair would exist)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.puzzles.problems.kit_suite import kit_tests


def oracle(case: Any) -> str:
    n, grid = case["N"], case["map"]
    label = [[0] * n for _ in range(n)]
    count = 0
    for r in range(n):
        for c in range(n):
            if grid[r][c] == 1 and not label[r][c]:
                count += 1
                label[r][c] = count
                stack = [(r, c)]
                while stack:
                    a, b = stack.pop()
                    for x, y in ((a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1)):
                        if 0 <= x < n and 0 <= y < n and grid[x][y] == 1 and not label[x][y]:
                            label[x][y] = count
                            stack.append((x, y))
    # only shore cells (land next to sea) can end a shortest bridge
    shore = [(r, c, label[r][c]) for r in range(n) for c in range(n) if label[r][c] and any(
        0 <= x < n and 0 <= y < n and grid[x][y] == 0
        for x, y in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)))]
    best = 2 * n
    for i, (r, c, k) in enumerate(shore):
        for r2, c2, k2 in shore[i + 1:]:  # rows never decrease along the list
            if r2 - r - 1 >= best:
                break
            if k != k2:
                best = min(best, abs(r - r2) + abs(c - c2) - 1)
    return str(best)


globals().update(kit_tests("boj-2146", oracle, Path(__file__).parent / "corpus"))
