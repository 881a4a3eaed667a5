import sys
from collections import deque

data = list(map(int, sys.stdin.read().split()))
n, m, t = data[0], data[1], data[2]
g = [data[3 + r * m:3 + (r + 1) * m] for r in range(n)]
seen = [[[False, False] for _ in range(m)] for _ in range(n)]
seen[0][0][0] = True
q = deque([(0, 0, 0, 0)])
ans = "Fail"
while q:
    r, c, sword, d = q.popleft()
    if d > t:
        break
    if r == n - 1 and c == m - 1:
        ans = d
        break
    for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= y < n and 0 <= x < m:
            if not sword and g[y][x] == 1:
                continue
            s = 1 if sword or g[y][x] == 2 else 0
            if not seen[y][x][s]:
                seen[y][x][s] = True
                q.append((y, x, s, d + 1))
print(ans)
