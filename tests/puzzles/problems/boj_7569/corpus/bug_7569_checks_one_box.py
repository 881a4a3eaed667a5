# looks for tomatoes left unripe only in the lowest box
import sys
from collections import deque

data = sys.stdin.buffer.read().split()
m, n, h = int(data[0]), int(data[1]), int(data[2])
vals = list(map(int, data[3:]))
box = [[vals[(z * n + r) * m:(z * n + r + 1) * m] for r in range(n)] for z in range(h)]
q = deque()
for z in range(h):
    for r in range(n):
        for c in range(m):
            if box[z][r][c] == 1:
                q.append((z, r, c, 0))
last = 0
while q:
    z, r, c, d = q.popleft()
    last = d
    for dz, dr, dc in ((1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, -1, 0), (0, 0, 1), (0, 0, -1)):
        a, b, e = z + dz, r + dr, c + dc
        if 0 <= a < h and 0 <= b < n and 0 <= e < m and box[a][b][e] == 0:
            box[a][b][e] = 1
            q.append((a, b, e, d + 1))
print(-1 if any(0 in row for row in box[0]) else last)
