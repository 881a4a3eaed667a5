# ruff: noqa: UP006, UP035
from collections import deque
from typing import List


class Solution:
    def nearestExit(self, maze: List[List[str]], entrance: List[int]) -> int:
        m, n = len(maze), len(maze[0])
        r0, c0 = entrance
        seen = [[False] * n for _ in range(m)]
        seen[r0][c0] = True
        queue = deque([(r0, c0, 0)])
        while queue:
            r, c, d = queue.popleft()
            for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= nr < m and 0 <= nc < n and maze[nr][nc] == "." and not seen[nr][nc]:
                    if nr == 0 or nr == m - 1 or nc == 0 or nc == n - 1:
                        return d + 1
                    seen[nr][nc] = True
                    queue.append((nr, nc, d + 1))
        return -1
