# ruff: noqa  (pasted as submitted to the judge)
from collections import deque


def bfs(maps, src, dst):
    n, m = len(maps), len(maps[0])
    dist = [[-1] * m for _ in range(n)]
    dist[src[0]][src[1]] = 0
    q = deque([src])
    while q:
        x, y = q.popleft()
        if (x, y) == dst:
            return dist[x][y]
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nx, ny = x + dx, y + dy
            if 0 <= nx < n and 0 <= ny < m and maps[nx][ny] != "X" and dist[nx][ny] < 0:
                dist[nx][ny] = dist[x][y] + 1
                q.append((nx, ny))
    return -1


def solution(maps):
    pos = {}
    for i, row in enumerate(maps):
        for j, ch in enumerate(row):
            pos[ch] = (i, j)
    a = bfs(maps, pos["S"], pos["L"])
    if a < 0:
        return -1
    b = bfs(maps, pos["L"], pos["E"])
    return -1 if b < 0 else a + b
