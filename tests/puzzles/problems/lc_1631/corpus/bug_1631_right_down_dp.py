# ruff: noqa: UP006, UP035
# Bug: dynamic programming over routes that only go right or down; a route that must
# wind up or left is never seen.
from typing import List


class Solution:
    def minimumEffortPath(self, heights: List[List[int]]) -> int:
        rows, cols = len(heights), len(heights[0])
        best = [[0] * cols for _ in range(rows)]
        for r in range(rows):
            for c in range(cols):
                options = []
                if r:
                    options.append(max(best[r - 1][c], abs(heights[r][c] - heights[r - 1][c])))
                if c:
                    options.append(max(best[r][c - 1], abs(heights[r][c] - heights[r][c - 1])))
                best[r][c] = min(options) if options else 0
        return best[rows - 1][cols - 1]
