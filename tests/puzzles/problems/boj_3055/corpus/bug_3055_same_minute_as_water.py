# lets the hedgehog step where the water arrives the same minute (<= instead of <)
import sys
from collections import deque

data = sys.stdin.read().split()
R, C = int(data[0]), int(data[1])
g = data[2:2 + R]
INF = float("inf")
water = [[INF] * C for _ in range(R)]
q = deque()
for r in range(R):
    for c in range(C):
        if g[r][c] == "*":
            water[r][c] = 0
            q.append((r, c))
        elif g[r][c] == "S":
            s = (r, c)
        elif g[r][c] == "D":
            d = (r, c)
while q:
    r, c = q.popleft()
    for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= y < R and 0 <= x < C and g[y][x] in ".S" and water[y][x] == INF:
            water[y][x] = water[r][c] + 1
            q.append((y, x))
dist = [[-1] * C for _ in range(R)]
dist[s[0]][s[1]] = 0
q = deque([s])
while q:
    r, c = q.popleft()
    for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= y < R and 0 <= x < C and g[y][x] in ".D" and dist[y][x] == -1 \
                and dist[r][c] + 1 <= water[y][x]:
            dist[y][x] = dist[r][c] + 1
            q.append((y, x))
print(dist[d[0]][d[1]] if dist[d[0]][d[1]] >= 0 else "KAKTUS")
