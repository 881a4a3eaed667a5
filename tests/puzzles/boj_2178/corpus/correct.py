# Baekjoon 2178: BFS over cells, the answer counts cells (moves + 1).
import sys
from collections import deque

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
g = data[2:2 + n]
dist = [[0] * m for _ in range(n)]
dist[0][0] = 1
q = deque([(0, 0)])
while q:
    r, c = q.popleft()
    for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= nr < n and 0 <= nc < m and g[nr][nc] == "1" and dist[nr][nc] == 0:
            dist[nr][nc] = dist[r][c] + 1
            q.append((nr, nc))
print(dist[n - 1][m - 1])
