# BUG: the 2206 solution reused: at most one wall, whatever K says.
import sys
from collections import deque

data = sys.stdin.read().split()
n, m, k = int(data[0]), int(data[1]), int(data[2])
g = data[3:3 + n]
seen = {(0, 0, 0)}
q = deque([(0, 0, 0, 1)])
ans = -1
while q:
    r, c, b, d = q.popleft()
    if r == n - 1 and c == m - 1:
        ans = d
        break
    for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= nr < n and 0 <= nc < m:
            nb = b + (g[nr][nc] == "1")
            if nb <= 1 and (nr, nc, nb) not in seen:
                seen.add((nr, nc, nb))
                q.append((nr, nc, nb, d + 1))
print(ans)
