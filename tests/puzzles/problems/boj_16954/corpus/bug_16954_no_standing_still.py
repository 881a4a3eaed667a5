# never stands still: only the eight neighbouring cells
import sys
from collections import deque

g = sys.stdin.read().split()[:8]


def wall(r, c, t):
    return r - t >= 0 and g[r - t][c] == "#"


seen = {(7, 0, 0)}
q = deque([(7, 0, 0)])
ans = 0
while q:
    r, c, t = q.popleft()
    if (r, c) == (0, 7) or t >= 8:
        ans = 1
        break
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr == dc == 0:
                continue
            y, x = r + dr, c + dc
            if 0 <= y < 8 and 0 <= x < 8 and not wall(y, x, t) and not wall(y, x, t + 1):
                s = (y, x, t + 1)
                if s not in seen:
                    seen.add(s)
                    q.append(s)
print(ans)
