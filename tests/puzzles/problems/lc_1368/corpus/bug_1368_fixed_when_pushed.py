# ruff: noqa: UP006, UP035
# Bug: a 0-1 BFS that marks a cell done when it is first pushed: a cell first reached
# by changing a sign keeps that cost though following the signs reaches it free.
from collections import deque
from typing import List


class Solution:
    def minCost(self, grid: List[List[int]]) -> int:
        m, n = len(grid), len(grid[0])
        moves = {1: (0, 1), 2: (0, -1), 3: (1, 0), 4: (-1, 0)}
        cost = [[-1] * n for _ in range(m)]
        cost[0][0] = 0
        dq = deque([(0, 0)])
        while dq:
            r, c = dq.popleft()
            for sign, (dr, dc) in moves.items():
                nr, nc = r + dr, c + dc
                if 0 <= nr < m and 0 <= nc < n and cost[nr][nc] < 0:
                    w = 0 if grid[r][c] == sign else 1
                    cost[nr][nc] = cost[r][c] + w
                    if w:
                        dq.append((nr, nc))
                    else:
                        dq.appendleft((nr, nc))
        return cost[m - 1][n - 1]
