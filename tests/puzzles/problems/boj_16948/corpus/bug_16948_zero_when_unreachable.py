# distances start at 0 with a separate visited table: an unreachable square prints 0
from collections import deque

n = int(input())
r1, c1, r2, c2 = map(int, input().split())
dist = [[0] * n for _ in range(n)]
seen = [[False] * n for _ in range(n)]
seen[r1][c1] = True
q = deque([(r1, c1)])
while q:
    r, c = q.popleft()
    for dr, dc in ((-2, -1), (-2, 1), (0, -2), (0, 2), (2, -1), (2, 1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < n and 0 <= nc < n and not seen[nr][nc]:
            seen[nr][nc] = True
            dist[nr][nc] = dist[r][c] + 1
            q.append((nr, nc))
print(dist[r2][c2])
