# ruff: noqa: UP006, UP035
# Bug: one sweep from the top left only: a 0 below or to the right is never seen
# ([[1], [0]] gives a huge number on top).
from typing import List


class Solution:
    def updateMatrix(self, mat: List[List[int]]) -> List[List[int]]:
        m, n = len(mat), len(mat[0])
        big = m * n + 1
        d = [[0 if v == 0 else big for v in row] for row in mat]
        for r in range(m):
            for c in range(n):
                if r > 0:
                    d[r][c] = min(d[r][c], d[r - 1][c] + 1)
                if c > 0:
                    d[r][c] = min(d[r][c], d[r][c - 1] + 1)
        return d
