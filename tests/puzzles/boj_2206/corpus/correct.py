# Baekjoon 2206: BFS over (row, col, broken), cells counted.
import sys
from collections import deque

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
g = data[2:2 + n]
dist = [[[0, 0] for _ in range(m)] for _ in range(n)]
dist[0][0][0] = 1
q = deque([(0, 0, 0)])
ans = -1
while q:
    r, c, b = q.popleft()
    if r == n - 1 and c == m - 1:
        ans = dist[r][c][b]
        break
    for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if not (0 <= nr < n and 0 <= nc < m):
            continue
        if g[nr][nc] == "0" and dist[nr][nc][b] == 0:
            dist[nr][nc][b] = dist[r][c][b] + 1
            q.append((nr, nc, b))
        elif g[nr][nc] == "1" and b == 0 and dist[nr][nc][1] == 0:
            dist[nr][nc][1] = dist[r][c][b] + 1
            q.append((nr, nc, 1))
print(ans)
