# ruff: noqa  (pasted as submitted to the judge)
# Bug: the visited set keys on the tail cell only, not on the orientation.
from collections import deque
from typing import List


class Solution:
    def minimumMoves(self, grid: List[List[int]]) -> int:
        n = len(grid)
        start, target = (0, 0, 0), (n - 1, n - 2, 0)
        seen = {(0, 0)}
        q = deque([(start, 0)])
        while q:
            (r, c, v), d = q.popleft()
            if (r, c, v) == target:
                return d
            nxt = []
            if v == 0:
                if c + 2 < n and grid[r][c + 2] == 0:
                    nxt.append((r, c + 1, 0))
                if r + 1 < n and grid[r + 1][c] == 0 and grid[r + 1][c + 1] == 0:
                    nxt.append((r + 1, c, 0))
                    nxt.append((r, c, 1))
            else:
                if r + 2 < n and grid[r + 2][c] == 0:
                    nxt.append((r + 1, c, 1))
                if c + 1 < n and grid[r][c + 1] == 0 and grid[r + 1][c + 1] == 0:
                    nxt.append((r, c + 1, 1))
                    nxt.append((r, c, 0))
            for s in nxt:
                if s[:2] not in seen:
                    seen.add(s[:2])
                    q.append((s, d + 1))
        return -1
