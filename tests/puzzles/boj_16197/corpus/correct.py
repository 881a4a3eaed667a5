# Baekjoon 16197: BFS over both coins' cells, at most 10 presses.
import sys
from collections import deque

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
g = data[2:2 + n]
coins = [(r, c) for r in range(n) for c in range(m) if g[r][c] == "o"]
start = (*coins[0], *coins[1])
seen = {start}
q = deque([(start, 0)])
ans = -1


def on(r, c):
    return 0 <= r < n and 0 <= c < m


while q and ans < 0:
    (r1, c1, r2, c2), d = q.popleft()
    if d == 10:
        continue
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        a, b, x, y = r1 + dr, c1 + dc, r2 + dr, c2 + dc
        if on(a, b) and g[a][b] == "#":
            a, b = r1, c1
        if on(x, y) and g[x][y] == "#":
            x, y = r2, c2
        fell = (not on(a, b)) + (not on(x, y))
        if fell == 1:
            ans = d + 1
            break
        if fell == 0 and (a, b, x, y) not in seen:
            seen.add((a, b, x, y))
            q.append(((a, b, x, y), d + 1))
print(ans)
