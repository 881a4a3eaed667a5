# lets Jihun step where the fire arrives the same minute (<= instead of <)
import sys
from collections import deque

data = sys.stdin.read().split()
R, C = int(data[0]), int(data[1])
g = data[2:2 + R]
INF = 1 << 30
fire = [[INF] * C for _ in range(R)]
q = deque()
for r in range(R):
    for c in range(C):
        if g[r][c] == "F":
            fire[r][c] = 0
            q.append((r, c))
        elif g[r][c] == "J":
            start = (r, c)
while q:
    r, c = q.popleft()
    for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= y < R and 0 <= x < C and g[y][x] != "#" and fire[y][x] == INF:
            fire[y][x] = fire[r][c] + 1
            q.append((y, x))
dist = [[-1] * C for _ in range(R)]
dist[start[0]][start[1]] = 0
q = deque([start])
ans = "IMPOSSIBLE"
while q:
    r, c = q.popleft()
    if r == 0 or c == 0 or r == R - 1 or c == C - 1:
        ans = dist[r][c] + 1
        break
    for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if g[y][x] != "#" and dist[y][x] == -1 and dist[r][c] + 1 <= fire[y][x]:
            dist[y][x] = dist[r][c] + 1
            q.append((y, x))
print(ans)
