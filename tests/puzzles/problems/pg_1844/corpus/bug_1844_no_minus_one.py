# ruff: noqa  (pasted as submitted to the judge)
# writes the distances into maps and returns the camp's cell as it is: 1 (or 0)
# when the camp was never reached, not -1
from collections import deque


def solution(maps):
    n, m = len(maps), len(maps[0])
    q = deque([(0, 0)])
    while q:
        x, y = q.popleft()
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nx, ny = x + dx, y + dy
            if 0 <= nx < n and 0 <= ny < m and maps[nx][ny] == 1:
                maps[nx][ny] = maps[x][y] + 1
                q.append((nx, ny))
    return maps[n - 1][m - 1]
