# BUG: the start is marked with distance 1 (as "visited") and the answer is printed as is.
import sys
from collections import deque

MOVES = [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)]


def solve(n, sx, sy, tx, ty):
    dist = [[0] * n for _ in range(n)]
    dist[sx][sy] = 1
    q = deque([(sx, sy)])
    while q:
        x, y = q.popleft()
        for dx, dy in MOVES:
            nx, ny = x + dx, y + dy
            if 0 <= nx < n and 0 <= ny < n and not dist[nx][ny]:
                dist[nx][ny] = dist[x][y] + 1
                q.append((nx, ny))
    return dist[tx][ty]


data = list(map(int, sys.stdin.read().split()))
for k in range(data[0]):
    print(solve(*data[1 + 5 * k: 6 + 5 * k]))
