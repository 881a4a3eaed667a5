# ruff: noqa  (pasted as submitted to the judge)
# one visited table for both searches: the cells the first leg walked are closed
# to the second (the way back from the lever is often through them)
from collections import deque


def solution(maps):
    n, m = len(maps), len(maps[0])
    visited = [[False] * m for _ in range(n)]
    pos = {}
    for i, row in enumerate(maps):
        for j, ch in enumerate(row):
            pos[ch] = (i, j)

    def bfs(src, dst):
        visited[src[0]][src[1]] = True
        q = deque([(src, 0)])
        while q:
            (x, y), d = q.popleft()
            if (x, y) == dst:
                return d
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nx, ny = x + dx, y + dy
                if 0 <= nx < n and 0 <= ny < m and maps[nx][ny] != "X" and not visited[nx][ny]:
                    visited[nx][ny] = True
                    q.append(((nx, ny), d + 1))
        return -1

    a = bfs(pos["S"], pos["L"])
    if a < 0:
        return -1
    visited[pos["L"][0]][pos["L"][1]] = False
    b = bfs(pos["L"], pos["E"])
    return -1 if b < 0 else a + b
