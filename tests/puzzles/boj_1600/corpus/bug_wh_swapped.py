# BUG: reads H then W (the statement gives W, the width, first).
import sys
from collections import deque

data = sys.stdin.read().split()
k, h, w = int(data[0]), int(data[1]), int(data[2])
vals = data[3:3 + w * h]
g = [vals[r * w:(r + 1) * w] for r in range(h)]
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))
JUMPS = ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1))
seen = {(0, 0, 0)}
q = deque([(0, 0, 0, 0)])
ans = -1
while q:
    r, c, j, d = q.popleft()
    if r == h - 1 and c == w - 1:
        ans = d
        break
    for moves, nj in ((STEPS, j), (JUMPS, j + 1)):
        if nj > k:
            continue
        for dr, dc in moves:
            nr, nc = r + dr, c + dc
            if 0 <= nr < h and 0 <= nc < w and g[nr][nc] == "0" and (nr, nc, nj) not in seen:
                seen.add((nr, nc, nj))
                q.append((nr, nc, nj, d + 1))
print(ans)
