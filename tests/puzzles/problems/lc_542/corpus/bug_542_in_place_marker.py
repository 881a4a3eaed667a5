# ruff: noqa: UP006, UP035
# Bug: writes the distances into mat and takes "still 1" to mean "not reached yet",
# but a cell at distance 1 also holds 1: it is reached again and overwritten.
from collections import deque
from typing import List


class Solution:
    def updateMatrix(self, mat: List[List[int]]) -> List[List[int]]:
        m, n = len(mat), len(mat[0])
        queue = deque((r, c) for r in range(m) for c in range(n) if mat[r][c] == 0)
        while queue:
            r, c = queue.popleft()
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < m and 0 <= nc < n and mat[nr][nc] == 1:
                    mat[nr][nc] = mat[r][c] + 1
                    queue.append((nr, nc))
        return mat
