# ruff: noqa: UP006, UP035
# Bug: a plain BFS that counts the steps taken against a sign, fixing each cell when
# first reached: a longer way that follows the signs is never found.
from collections import deque
from typing import List


class Solution:
    def minCost(self, grid: List[List[int]]) -> int:
        m, n = len(grid), len(grid[0])
        moves = {1: (0, 1), 2: (0, -1), 3: (1, 0), 4: (-1, 0)}
        cost = {(0, 0): 0}
        queue = deque([(0, 0)])
        while queue:
            r, c = queue.popleft()
            for sign, (dr, dc) in moves.items():
                nr, nc = r + dr, c + dc
                if 0 <= nr < m and 0 <= nc < n and (nr, nc) not in cost:
                    cost[nr, nc] = cost[r, c] + (grid[r][c] != sign)
                    queue.append((nr, nc))
        return cost[m - 1, n - 1]
