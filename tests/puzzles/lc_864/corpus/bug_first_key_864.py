# ruff: noqa: UP006, UP035
# Bug: stops at the first key picked up.
from collections import deque
from typing import List


class Solution:
    def shortestPathAllKeys(self, grid: List[str]) -> int:
        m, n = len(grid), len(grid[0])
        keys = 0
        sr = sc = 0
        for i in range(m):
            for j in range(n):
                ch = grid[i][j]
                if ch == "@":
                    sr, sc = i, j
                elif ch.islower():
                    keys |= 1 << (ord(ch) - ord("a"))
        seen = {(sr, sc, 0)}
        queue = deque([(sr, sc, 0, 0)])
        while queue:
            r, c, mask, d = queue.popleft()
            if mask:
                return d
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nr, nc = r + dr, c + dc
                if not (0 <= nr < m and 0 <= nc < n):
                    continue
                ch = grid[nr][nc]
                if ch == "#":
                    continue
                if ch.isupper() and not mask >> (ord(ch) - ord("A")) & 1:
                    continue
                nm = mask | (1 << (ord(ch) - ord("a"))) if ch.islower() else mask
                if (nr, nc, nm) not in seen:
                    seen.add((nr, nc, nm))
                    queue.append((nr, nc, nm, d + 1))
        return -1
