# ruff: noqa: UP006, UP035
from typing import List


class Solution:
    def shortestPath(self, grid: List[List[int]], k: int) -> int:
        m, n = len(grid), len(grid[0])
        if k >= m + n - 3:
            return m + n - 2
        best = [[-1] * n for _ in range(m)]
        best[0][0] = k
        layer = [(0, 0, k)]
        steps = 0
        while layer:
            nxt = []
            for r, c, left in layer:
                if r == m - 1 and c == n - 1:
                    return steps
                for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    nr, nc = r + dr, c + dc
                    if 0 <= nr < m and 0 <= nc < n:
                        nl = left - grid[nr][nc]
                        if nl > best[nr][nc]:
                            best[nr][nc] = nl
                            nxt.append((nr, nc, nl))
            layer = nxt
            steps += 1
        return -1
