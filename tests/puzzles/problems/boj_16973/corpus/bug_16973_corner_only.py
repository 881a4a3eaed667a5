# checks only the rectangle's top-left cell for walls
import sys
from collections import deque

data = list(map(int, sys.stdin.read().split()))
n, m = data[0], data[1]
g = [data[2 + r * m:2 + (r + 1) * m] for r in range(n)]
h, w, sr, sc, fr, fc = data[2 + n * m:8 + n * m]
ps = [[0] * (m + 1) for _ in range(n + 1)]
for r in range(n):
    for c in range(m):
        ps[r + 1][c + 1] = ps[r][c + 1] + ps[r + 1][c] - ps[r][c] + g[r][c]


def ok(r, c):
    if r < 0 or c < 0 or r + h > n or c + w > m:
        return False
    return g[r][c] == 0


dist = [[-1] * m for _ in range(n)]
dist[sr - 1][sc - 1] = 0
q = deque([(sr - 1, sc - 1)])
while q:
    r, c = q.popleft()
    for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if ok(y, x) and dist[y][x] < 0:
            dist[y][x] = dist[r][c] + 1
            q.append((y, x))
print(dist[fr - 1][fc - 1])
