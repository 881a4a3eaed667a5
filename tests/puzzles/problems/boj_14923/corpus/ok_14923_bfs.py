import sys
from collections import deque

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
hx, hy, ex, ey = (int(v) - 1 for v in data[2:6])
g = [data[6 + r * m:6 + (r + 1) * m] for r in range(n)]
seen = [[[False, False] for _ in range(m)] for _ in range(n)]
seen[hx][hy][0] = True
q = deque([(hx, hy, 0, 0)])
ans = -1
while q:
    r, c, used, d = q.popleft()
    if (r, c) == (ex, ey):
        ans = d
        break
    for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= y < n and 0 <= x < m:
            if g[y][x] == b"0":
                if not seen[y][x][used]:
                    seen[y][x][used] = True
                    q.append((y, x, used, d + 1))
            elif used == 0 and not seen[y][x][1]:
                seen[y][x][1] = True
                q.append((y, x, 1, d + 1))
print(ans)
