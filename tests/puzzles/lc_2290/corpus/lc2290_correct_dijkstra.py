# ruff: noqa  (pasted as submitted to the judge)
import heapq
from typing import List


class Solution:
    def minimumObstacles(self, grid: List[List[int]]) -> int:
        m, n = len(grid), len(grid[0])
        best = {(0, 0): 0}
        heap = [(0, 0, 0)]
        while heap:
            d, r, c = heapq.heappop(heap)
            if (r, c) == (m - 1, n - 1):
                return d
            if d > best[(r, c)]:
                continue
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nr, nc = r + dr, c + dc
                if 0 <= nr < m and 0 <= nc < n:
                    nd = d + grid[nr][nc]
                    if nd < best.get((nr, nc), 1 << 30):
                        best[(nr, nc)] = nd
                        heapq.heappush(heap, (nd, nr, nc))
        return -1
