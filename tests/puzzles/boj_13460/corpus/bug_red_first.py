# BUG: red always rolls first (against blue's old cell), whichever ball leads.
import sys
from collections import deque

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
g = data[2:2 + n]
for r in range(n):
    for c in range(m):
        if g[r][c] == "R":
            red = (r, c)
        elif g[r][c] == "B":
            blue = (r, c)


def roll(r, c, dr, dc, other):
    steps = 0
    while g[r + dr][c + dc] != "#" and (r + dr, c + dc) != other and g[r][c] != "O":
        r, c = r + dr, c + dc
        steps += 1
    return r, c, steps


start = (*red, *blue)
seen = {start}
q = deque([(start, 0)])
ans = -1
while q and ans < 0:
    (rr, rc, br, bc), d = q.popleft()
    if d == 10:
        continue
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nrr, nrc, rs = roll(rr, rc, dr, dc, (br, bc))
        nbr, nbc, bs = roll(br, bc, dr, dc, (nrr, nrc) if g[nrr][nrc] != "O" else None)
        if g[nbr][nbc] == "O":
            continue
        if g[nrr][nrc] == "O":
            ans = d + 1
            break
        key = (nrr, nrc, nbr, nbc)
        if key not in seen:
            seen.add(key)
            q.append((key, d + 1))
print(ans)
