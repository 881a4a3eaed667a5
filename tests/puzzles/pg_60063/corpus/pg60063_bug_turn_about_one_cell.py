# ruff: noqa  (pasted as submitted to the judge)
# Bug: turns only about the top-left cell (never about the other one).
from collections import deque


def solution(board):
    n = len(board)

    def ok(r, c):
        return 0 <= r < n and 0 <= c < n and board[r][c] == 0

    dist = {(0, 0, 0): 0}
    q = deque([(0, 0, 0)])
    while q:
        r, c, v = q.popleft()
        d = dist[(r, c, v)]
        if (v == 0 and (r, c + 1) == (n - 1, n - 1)) or (v == 1 and (r + 1, c) == (n - 1, n - 1)):
            return d
        nxt = []
        if v == 0:
            if ok(r - 1, c) and ok(r - 1, c + 1):
                nxt += [(r - 1, c, 0), (r - 1, c, 1)]
            if ok(r + 1, c) and ok(r + 1, c + 1):
                nxt += [(r + 1, c, 0), (r, c, 1)]
            if ok(r, c - 1):
                nxt.append((r, c - 1, 0))
            if ok(r, c + 2):
                nxt.append((r, c + 1, 0))
        else:
            if ok(r, c - 1) and ok(r + 1, c - 1):
                nxt += [(r, c - 1, 1), (r, c - 1, 0)]
            if ok(r, c + 1) and ok(r + 1, c + 1):
                nxt += [(r, c + 1, 1), (r, c, 0)]
            if ok(r - 1, c):
                nxt.append((r - 1, c, 1))
            if ok(r + 2, c):
                nxt.append((r + 1, c, 1))
        for s in nxt:
            if s not in dist:
                dist[s] = d + 1
                q.append(s)
    return -1
