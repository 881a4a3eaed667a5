# ruff: noqa  (pasted as submitted to the judge)
# Bug: a blocked start cell is never checked (the end cell is).
from collections import deque
from typing import List


class Solution:
    def shortestPathBinaryMatrix(self, grid: List[List[int]]) -> int:
        n = len(grid)
        if grid[n - 1][n - 1]:
            return -1
        seen = {(0, 0): 1}
        q = deque([(0, 0)])
        while q:
            r, c = q.popleft()
            if (r, c) == (n - 1, n - 1):
                return seen[(r, c)]
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    s = (r + dr, c + dc)
                    if 0 <= s[0] < n and 0 <= s[1] < n and not grid[s[0]][s[1]] and s not in seen:
                        seen[s] = seen[(r, c)] + 1
                        q.append(s)
        return -1
