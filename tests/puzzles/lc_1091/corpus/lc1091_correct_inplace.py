# ruff: noqa  (pasted as submitted to the judge)
import collections
from typing import List


class Solution:
    def shortestPathBinaryMatrix(self, grid: List[List[int]]) -> int:
        n = len(grid)
        if grid[0][0] == 1:
            return -1
        grid[0][0] = 1
        frontier = collections.deque([(0, 0, 1)])
        while frontier:
            r, c, d = frontier.popleft()
            if (r, c) == (n - 1, n - 1):
                return d
            for nr in range(r - 1, r + 2):
                for nc in range(c - 1, c + 2):
                    if 0 <= nr < n and 0 <= nc < n and grid[nr][nc] == 0:
                        grid[nr][nc] = 1
                        frontier.append((nr, nc, d + 1))
        return -1
