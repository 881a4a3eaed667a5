# Baekjoon 14442: BFS over (row, col, broken <= K), cells counted.
import sys
from collections import deque

data = sys.stdin.read().split()
n, m, k = int(data[0]), int(data[1]), int(data[2])
g = data[3:3 + n]
seen = bytearray(n * m * (k + 1))
seen[0] = 1
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
            if nb <= k:
                i = (nr * m + nc) * (k + 1) + nb
                if not seen[i]:
                    seen[i] = 1
                    q.append((nr, nc, nb, d + 1))
print(ans)
