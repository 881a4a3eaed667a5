# BUG: a door is opened by any key held, not by its own key.
import sys
from collections import deque

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
g = data[2:2 + n]
for r in range(n):
    for c in range(m):
        if g[r][c] == "0":
            sr, sc = r, c
seen = {(sr, sc, 0)}
q = deque([(sr, sc, 0, 0)])
ans = -1
while q:
    r, c, keys, d = q.popleft()
    if g[r][c] == "1":
        ans = d
        break
    for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if not (0 <= nr < n and 0 <= nc < m):
            continue
        ch = g[nr][nc]
        nk = keys
        if ch == "#":
            continue
        if "A" <= ch <= "F" and keys == 0:
            continue
        if "a" <= ch <= "f":
            nk = keys | 1 << (ord(ch) - 97)
        if (nr, nc, nk) not in seen:
            seen.add((nr, nc, nk))
            q.append((nr, nc, nk, d + 1))
print(ans)
