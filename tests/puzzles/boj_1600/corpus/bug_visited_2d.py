# BUG: visited per cell only: a cell first reached by spending jumps blocks the
# walkers that reach it later with jumps still in hand.
import sys
from collections import deque

data = sys.stdin.read().split()
k, w, h = int(data[0]), int(data[1]), int(data[2])
vals = data[3:3 + w * h]
g = [vals[r * w:(r + 1) * w] for r in range(h)]
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))
JUMPS = ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1))
seen = [[False] * w for _ in range(h)]
seen[0][0] = True
q = deque([(0, 0, 0, 0)])
ans = -1
while q:
    r, c, j, d = q.popleft()
    if r == h - 1 and c == w - 1:
        ans = d
        break
    for moves, nj in ((JUMPS, j + 1), (STEPS, j)):
        if nj > k:
            continue
        for dr, dc in moves:
            nr, nc = r + dr, c + dc
            if 0 <= nr < h and 0 <= nc < w and g[nr][nc] == "0" and not seen[nr][nc]:
                seen[nr][nc] = True
                q.append((nr, nc, nj, d + 1))
print(ans)
