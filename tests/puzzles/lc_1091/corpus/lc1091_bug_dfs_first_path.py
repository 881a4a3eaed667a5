# ruff: noqa  (pasted as submitted to the judge)
# Bug: depth-first search returns the first path it finds, not the shortest.
from typing import List


class Solution:
    def shortestPathBinaryMatrix(self, grid: List[List[int]]) -> int:
        n = len(grid)
        if grid[0][0] or grid[n - 1][n - 1]:
            return -1
        seen = {(0, 0)}
        stack = [((0, 0), 1)]
        while stack:
            (r, c), d = stack.pop()
            if (r, c) == (n - 1, n - 1):
                return d
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    s = (r + dr, c + dc)
                    if 0 <= s[0] < n and 0 <= s[1] < n and not grid[s[0]][s[1]] and s not in seen:
                        seen.add(s)
                        stack.append((s, d + 1))
        return -1
