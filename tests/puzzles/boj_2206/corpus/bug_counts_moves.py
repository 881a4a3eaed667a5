# BUG: prints the moves, not the cells (the start is not counted).
import sys
from collections import deque

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
g = data[2:2 + n]
seen = {(0, 0, 0): 0}
q = deque([(0, 0, 0)])
ans = -1
while q:
    r, c, b = q.popleft()
    if (r, c) == (n - 1, m - 1):
        ans = seen[(r, c, b)]
        break
    for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= nr < n and 0 <= nc < m:
            nb = b + (g[nr][nc] == "1")
            if nb <= 1 and (nr, nc, nb) not in seen:
                seen[(nr, nc, nb)] = seen[(r, c, b)] + 1
                q.append((nr, nc, nb))
print(ans)
