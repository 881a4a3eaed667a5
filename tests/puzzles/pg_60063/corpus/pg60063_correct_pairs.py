# ruff: noqa  (pasted as submitted to the judge)
from collections import deque


def next_positions(pos, board):
    (r1, c1), (r2, c2) = pos
    out = []
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        a, b = (r1 + dr, c1 + dc), (r2 + dr, c2 + dc)
        if board[a[0]][a[1]] == 0 and board[b[0]][b[1]] == 0:
            out.append(frozenset((a, b)))
    if r1 == r2:
        for d in (1, -1):
            if board[r1 + d][c1] == 0 and board[r2 + d][c2] == 0:
                out.append(frozenset(((r1, c1), (r1 + d, c1))))
                out.append(frozenset(((r2, c2), (r2 + d, c2))))
    else:
        for d in (1, -1):
            if board[r1][c1 + d] == 0 and board[r2][c2 + d] == 0:
                out.append(frozenset(((r1, c1), (r1, c1 + d))))
                out.append(frozenset(((r2, c2), (r2, c2 + d))))
    return out


def solution(board):
    n = len(board)
    padded = [[1] * (n + 2)] + [[1] + row + [1] for row in board] + [[1] * (n + 2)]
    start = frozenset(((1, 1), (1, 2)))
    seen = {start}
    q = deque([(start, 0)])
    while q:
        pos, t = q.popleft()
        if (n, n) in pos:
            return t
        for nxt in next_positions(sorted(pos), padded):
            if nxt not in seen:
                seen.add(nxt)
                q.append((nxt, t + 1))
    return -1
