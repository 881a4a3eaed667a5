# ruff: noqa: UP006, UP035
# Bug: the entrance is never marked as seen and an exit is "a border cell reached in
# one step or more": walking back to a border entrance counts as leaving.
from collections import deque
from typing import List


class Solution:
    def nearestExit(self, maze: List[List[str]], entrance: List[int]) -> int:
        m, n = len(maze), len(maze[0])
        seen = set()
        queue = deque([(entrance[0], entrance[1], 0)])
        while queue:
            r, c, d = queue.popleft()
            if d > 0 and (r == 0 or r == m - 1 or c == 0 or c == n - 1):
                return d
            for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= nr < m and 0 <= nc < n and maze[nr][nc] == "." and (nr, nc) not in seen:
                    seen.add((nr, nc))
                    queue.append((nr, nc, d + 1))
        return -1
