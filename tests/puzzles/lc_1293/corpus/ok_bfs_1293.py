# ruff: noqa: UP006, UP035
from collections import deque
from typing import List


class Solution:
    def shortestPath(self, grid: List[List[int]], k: int) -> int:
        m, n = len(grid), len(grid[0])
        seen = {(0, 0, k)}
        queue = deque([(0, 0, k, 0)])
        while queue:
            r, c, left, d = queue.popleft()
            if r == m - 1 and c == n - 1:
                return d
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nr, nc = r + dr, c + dc
                if 0 <= nr < m and 0 <= nc < n:
                    nl = left - grid[nr][nc]
                    if nl >= 0 and (nr, nc, nl) not in seen:
                        seen.add((nr, nc, nl))
                        queue.append((nr, nc, nl, d + 1))
        return -1
