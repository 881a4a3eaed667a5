# BUG: breaks a wall even when one is already broken (the limit is never checked).
import sys
from collections import deque

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
g = data[2:2 + n]
seen = {(0, 0, 0): 1}
q = deque([(0, 0, 0)])
ans = -1
while q:
    r, c, b = q.popleft()
    if (r, c) == (n - 1, m - 1):
        ans = seen[(r, c, b)]
        break
    for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= nr < n and 0 <= nc < m:
            nb = 1 if g[nr][nc] == "1" else b
            if (nr, nc, nb) not in seen:
                seen[(nr, nc, nb)] = seen[(r, c, b)] + 1
                q.append((nr, nc, nb))
print(ans)
