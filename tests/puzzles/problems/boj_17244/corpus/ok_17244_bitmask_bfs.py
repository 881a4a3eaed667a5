import sys
from collections import deque

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
g = data[2:2 + m]
bit = {}
for r in range(m):
    for c in range(n):
        if g[r][c] == "X":
            bit[(r, c)] = 1 << len(bit)
        elif g[r][c] == "S":
            start = (r, c)
        elif g[r][c] == "E":
            end = (r, c)
full = (1 << len(bit)) - 1
seen = {(start[0], start[1], 0)}
q = deque([(start[0], start[1], 0, 0)])
while q:
    r, c, k, d = q.popleft()
    if (r, c) == end and k == full:
        print(d)
        break
    for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
        if 0 <= y < m and 0 <= x < n and g[y][x] != "#":
            nk = k | bit.get((y, x), 0)
            if (y, x, nk) not in seen:
                seen.add((y, x, nk))
                q.append((y, x, nk, d + 1))
