# ruff: noqa  (pasted as submitted to the judge)
from collections import deque


def solution(board):
    n = len(board)
    dirs = [(-1, 0), (1, 0), (0, -1), (0, 1)]
    best = {}
    q = deque()
    for k in (1, 3):
        best[(0, 0, k)] = 0
        q.append((0, 0, k))
    while q:
        r, c, d = q.popleft()
        g = best[(r, c, d)]
        for k, (dr, dc) in enumerate(dirs):
            nr, nc = r + dr, c + dc
            if 0 <= nr < n and 0 <= nc < n and not board[nr][nc]:
                ng = g + (100 if k == d else 600)
                if ng < best.get((nr, nc, k), 10**9):
                    best[(nr, nc, k)] = ng
                    q.append((nr, nc, k))
    return min(v for (r, c, _), v in best.items() if (r, c) == (n - 1, n - 1))
