# ruff: noqa  (pasted as submitted to the judge)
# Bug: one best cost per cell, the direction left out of the state
# (the famous failure on the official 25th test case).
from collections import deque


def solution(board):
    n = len(board)
    cost = [[float("inf")] * n for _ in range(n)]
    cost[0][0] = 0
    q = deque([(0, 0, -1, 0)])
    while q:
        r, c, d, g = q.popleft()
        for k, (dr, dc) in enumerate(((-1, 0), (1, 0), (0, -1), (0, 1))):
            nr, nc = r + dr, c + dc
            if 0 <= nr < n and 0 <= nc < n and board[nr][nc] == 0:
                ng = g + (100 if d in (-1, k) else 600)
                if ng <= cost[nr][nc]:
                    cost[nr][nc] = ng
                    q.append((nr, nc, k, ng))
    return cost[n - 1][n - 1]
