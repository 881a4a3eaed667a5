# turns on any open cell, not only where a mirror may stand (!)
import sys
from collections import deque

data = sys.stdin.read().split()
n = int(data[0])
g = data[1:1 + n]
doors = [(r, c) for r in range(n) for c in range(n) if g[r][c] == "#"]
(sr, sc), (er, ec) = doors
dr = (-1, 0, 1, 0)
dc = (0, 1, 0, -1)
INF = float("inf")
dist = [[[INF] * 4 for _ in range(n)] for _ in range(n)]
q = deque()
for d in range(4):
    dist[sr][sc][d] = 0
    q.append((0, sr, sc, d))
ans = -1
while q:
    k, r, c, d = q.popleft()
    if k > dist[r][c][d]:
        continue
    if (r, c) == (er, ec):
        ans = k
        break
    y, x = r + dr[d], c + dc[d]
    if 0 <= y < n and 0 <= x < n and g[y][x] != "*" and dist[y][x][d] > k:
        dist[y][x][d] = k
        q.appendleft((k, y, x, d))
    if g[r][c] != "*":
        for nd in ((d + 1) % 4, (d + 3) % 4):
            if dist[r][c][nd] > k + 1:
                dist[r][c][nd] = k + 1
                q.append((k + 1, r, c, nd))
print(ans)
