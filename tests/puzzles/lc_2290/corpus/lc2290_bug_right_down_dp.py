# ruff: noqa  (pasted as submitted to the judge)
# Bug: dynamic programming over paths that only go right and down.
from typing import List


class Solution:
    def minimumObstacles(self, grid: List[List[int]]) -> int:
        m, n = len(grid), len(grid[0])
        inf = float("inf")
        dp = [[inf] * n for _ in range(m)]
        dp[0][0] = 0
        for r in range(m):
            for c in range(n):
                if r:
                    dp[r][c] = min(dp[r][c], dp[r - 1][c] + grid[r][c])
                if c:
                    dp[r][c] = min(dp[r][c], dp[r][c - 1] + grid[r][c])
        return dp[m - 1][n - 1]
