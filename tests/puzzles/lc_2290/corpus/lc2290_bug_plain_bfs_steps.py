# ruff: noqa  (pasted as submitted to the judge)
# Bug: a plain BFS that returns the number of steps, not the obstacles removed.
from collections import deque
from typing import List


class Solution:
    def minimumObstacles(self, grid: List[List[int]]) -> int:
        m, n = len(grid), len(grid[0])
        seen = {(0, 0): 0}
        q = deque([(0, 0)])
        while q:
            r, c = q.popleft()
            if (r, c) == (m - 1, n - 1):
                return seen[(r, c)]
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < m and 0 <= nc < n and (nr, nc) not in seen:
                    seen[(nr, nc)] = seen[(r, c)] + 1
                    q.append((nr, nc))
        return -1
