# Baekjoon 7562: a correct BFS per case (a fresh distance table each time).
import sys
from collections import deque

MOVES = [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)]


def solve(n, sx, sy, tx, ty):
    dist = [[-1] * n for _ in range(n)]
    dist[sx][sy] = 0
    q = deque([(sx, sy)])
    while q:
        x, y = q.popleft()
        if (x, y) == (tx, ty):
            return dist[x][y]
        for dx, dy in MOVES:
            nx, ny = x + dx, y + dy
            if 0 <= nx < n and 0 <= ny < n and dist[nx][ny] < 0:
                dist[nx][ny] = dist[x][y] + 1
                q.append((nx, ny))
    return -1


data = list(map(int, sys.stdin.read().split()))
t = data[0]
out = []
for k in range(t):
    n, sx, sy, tx, ty = data[1 + 5 * k: 6 + 5 * k]
    out.append(str(solve(n, sx, sy, tx, ty)))
print("\n".join(out))
