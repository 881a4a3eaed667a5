# ruff: noqa  (pasted as submitted to the judge)
from collections import deque


def solution(board):
    n, m = len(board), len(board[0])
    for i in range(n):
        for j in range(m):
            if board[i][j] == "R":
                start = (i, j)
    dist = {start: 0}
    q = deque([start])
    while q:
        x, y = q.popleft()
        if board[x][y] == "G":
            return dist[(x, y)]
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nx, ny = x, y
            while 0 <= nx + dx < n and 0 <= ny + dy < m and board[nx + dx][ny + dy] != "D":
                nx += dx
                ny += dy
            if (nx, ny) not in dist:
                dist[(nx, ny)] = dist[(x, y)] + 1
                q.append((nx, ny))
    return -1
