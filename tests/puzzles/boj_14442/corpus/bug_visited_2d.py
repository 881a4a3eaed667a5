# BUG: visited per cell only, without the number of walls broken.
import sys
from collections import deque

data = sys.stdin.read().split()
n, m, k = int(data[0]), int(data[1]), int(data[2])
g = data[3:3 + n]
seen = [[False] * m for _ in range(n)]
seen[0][0] = True
q = deque([(0, 0, 0, 1)])
ans = -1
while q:
    r, c, b, d = q.popleft()
    if r == n - 1 and c == m - 1:
        ans = d
        break
    for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= nr < n and 0 <= nc < m and not seen[nr][nc]:
            nb = b + (g[nr][nc] == "1")
            if nb <= k:
                seen[nr][nc] = True
                q.append((nr, nc, nb, d + 1))
print(ans)
