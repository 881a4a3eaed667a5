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


def move(r, c, dr, dc):
    k = 0
    while g[r + dr][c + dc] != "#" and g[r][c] != "O":
        r, c, k = r + dr, c + dc, k + 1
    return r, c, k


seen = {(red, blue)}
q = deque([(red, blue, 0)])
ans = -1
while q:
    (rr, rc), (br, bc), t = q.popleft()
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nrr, nrc, kr = move(rr, rc, dr, dc)
        nbr, nbc, kb = move(br, bc, dr, dc)
        if g[nbr][nbc] == "O":
            continue
        if g[nrr][nrc] == "O":
            ans = t + 1
            q.clear()
            break
        if (nrr, nrc) == (nbr, nbc):
            if kr > kb:
                nrr, nrc = nrr - dr, nrc - dc
            else:
                nbr, nbc = nbr - dr, nbc - dc
        s = ((nrr, nrc), (nbr, nbc))
        if s not in seen:
            seen.add(s)
            q.append((s[0], s[1], t + 1))
print(ans)
