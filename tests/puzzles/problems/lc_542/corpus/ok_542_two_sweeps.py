# ruff: noqa: UP006, UP035
from typing import List


class Solution:
    def updateMatrix(self, mat: List[List[int]]) -> List[List[int]]:
        m, n = len(mat), len(mat[0])
        inf = float("inf")
        d = [[0 if v == 0 else inf for v in row] for row in mat]
        for r in range(m):
            for c in range(n):
                if r > 0:
                    d[r][c] = min(d[r][c], d[r - 1][c] + 1)
                if c > 0:
                    d[r][c] = min(d[r][c], d[r][c - 1] + 1)
        for r in range(m - 1, -1, -1):
            for c in range(n - 1, -1, -1):
                if r < m - 1:
                    d[r][c] = min(d[r][c], d[r + 1][c] + 1)
                if c < n - 1:
                    d[r][c] = min(d[r][c], d[r][c + 1] + 1)
        return [[int(v) for v in row] for row in d]
