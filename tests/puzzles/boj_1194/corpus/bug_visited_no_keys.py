# BUG: visited per cell only: after picking up a key Minsik cannot walk back
# through cells he already crossed.
import sys
from collections import deque

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
g = data[2:2 + n]
for r in range(n):
    for c in range(m):
        if g[r][c] == "0":
            sr, sc = r, c
seen = [[False] * m for _ in range(n)]
seen[sr][sc] = True
q = deque([(sr, sc, 0, 0)])
ans = -1
while q:
    r, c, keys, d = q.popleft()
    if g[r][c] == "1":
        ans = d
        break
    for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if not (0 <= nr < n and 0 <= nc < m) or seen[nr][nc]:
            continue
        ch = g[nr][nc]
        nk = keys
        if ch == "#":
            continue
        if "A" <= ch <= "F" and not keys >> (ord(ch) - 65) & 1:
            continue
        if "a" <= ch <= "f":
            nk = keys | 1 << (ord(ch) - 97)
        seen[nr][nc] = True
        q.append((nr, nc, nk, d + 1))
print(ans)
