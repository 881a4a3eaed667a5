# ruff: noqa: UP006, UP035
import heapq
from typing import List


class Solution:
    def minimumEffortPath(self, heights: List[List[int]]) -> int:
        rows, cols = len(heights), len(heights[0])
        best = [[float("inf")] * cols for _ in range(rows)]
        best[0][0] = 0
        heap = [(0, 0, 0)]
        while heap:
            effort, r, c = heapq.heappop(heap)
            if (r, c) == (rows - 1, cols - 1):
                return effort
            if effort > best[r][c]:
                continue
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < rows and 0 <= nc < cols:
                    e = max(effort, abs(heights[nr][nc] - heights[r][c]))
                    if e < best[nr][nc]:
                        best[nr][nc] = e
                        heapq.heappush(heap, (e, nr, nc))
        return 0
