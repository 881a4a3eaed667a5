import sys
from collections import deque

input = sys.stdin.readline
m, n = map(int, input().split())
maze = [input().strip() for _ in range(n)]
INF = 10**9
dist = [[INF] * m for _ in range(n)]
dist[0][0] = 0
q = deque([(0, 0)])
while q:
    r, c = q.popleft()
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < n and 0 <= nc < m:
            w = 1 if maze[nr][nc] == "1" else 0
            if dist[r][c] + w < dist[nr][nc]:
                dist[nr][nc] = dist[r][c] + w
                if w:
                    q.append((nr, nc))
                else:
                    q.appendleft((nr, nc))
print(dist[n - 1][m - 1])
