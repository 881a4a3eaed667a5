# the jumps with rows and columns swapped: (r-1, c-2), (r+1, c-2), (r-2, c), ...
from collections import deque

n = int(input())
r1, c1, r2, c2 = map(int, input().split())
dist = [[-1] * n for _ in range(n)]
dist[r1][c1] = 0
q = deque([(r1, c1)])
while q:
    r, c = q.popleft()
    for dr, dc in ((-1, -2), (1, -2), (-2, 0), (2, 0), (-1, 2), (1, 2)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < n and 0 <= nc < n and dist[nr][nc] == -1:
            dist[nr][nc] = dist[r][c] + 1
            q.append((nr, nc))
print(dist[r2][c2])
