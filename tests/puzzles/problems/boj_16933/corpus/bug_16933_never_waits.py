# never stays put: a wall met at night is given up instead of waited for
import sys
from collections import deque

data = sys.stdin.read().split()
n, m, k = int(data[0]), int(data[1]), int(data[2])
g = data[3:3 + n]
seen = bytearray(n * m * (k + 1) * 2)


def idx(r, c, b, night):
    return ((r * m + c) * (k + 1) + b) * 2 + night


seen[idx(0, 0, 0, 0)] = 1
q = deque([(0, 0, 0, 0, 1)])
ans = -1
while q:
    r, c, b, night, d = q.popleft()
    if r == n - 1 and c == m - 1:
        ans = d
        break
    for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= y < n and 0 <= x < m:
            if g[y][x] == "0":
                i = idx(y, x, b, 1 - night)
                if not seen[i]:
                    seen[i] = 1
                    q.append((y, x, b, 1 - night, d + 1))
            elif night == 0 and b < k:
                i = idx(y, x, b + 1, 1)
                if not seen[i]:
                    seen[i] = 1
                    q.append((y, x, b + 1, 1, d + 1))
print(ans)
