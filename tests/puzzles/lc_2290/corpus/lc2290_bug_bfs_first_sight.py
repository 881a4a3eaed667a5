# ruff: noqa  (pasted as submitted to the judge)
# Bug: BFS in step order that fixes a cell's removal count the first time it is seen.
from collections import deque
from typing import List


class Solution:
    def minimumObstacles(self, grid: List[List[int]]) -> int:
        m, n = len(grid), len(grid[0])
        cost = {(0, 0): 0}
        q = deque([(0, 0)])
        while q:
            r, c = q.popleft()
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < m and 0 <= nc < n and (nr, nc) not in cost:
                    cost[(nr, nc)] = cost[(r, c)] + grid[nr][nc]
                    q.append((nr, nc))
        return cost[(m - 1, n - 1)]
