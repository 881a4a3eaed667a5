# any change of heading counted as one command, an about turn too
import sys
from collections import deque

data = list(map(int, sys.stdin.read().split()))
m, n = data[0], data[1]
g = [data[2 + r * n:2 + (r + 1) * n] for r in range(m)]
r1, c1, d1, r2, c2, d2 = data[2 + m * n:8 + m * n]
step = {1: (0, 1), 2: (0, -1), 3: (1, 0), 4: (-1, 0)}
left = {1: 4, 4: 2, 2: 3, 3: 1}
right = {1: 3, 3: 2, 2: 4, 4: 1}
start, goal = (r1 - 1, c1 - 1, d1), (r2 - 1, c2 - 1, d2)
dist = {start: 0}
q = deque([start])
while q:
    r, c, d = q.popleft()
    if (r, c, d) == goal:
        break
    nxt = [(r, c, k) for k in (1, 2, 3, 4) if k != d]
    dr, dc = step[d]
    for k in (1, 2, 3):
        y, x = r + k * dr, c + k * dc
        if not (0 <= y < m and 0 <= x < n) or g[y][x] == 1:
            break
        nxt.append((y, x, d))
    for s in nxt:
        if s not in dist:
            dist[s] = dist[(r, c, d)] + 1
            q.append(s)
print(dist[goal])
