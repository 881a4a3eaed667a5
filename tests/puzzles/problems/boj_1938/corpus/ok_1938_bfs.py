import sys
from collections import deque

data = sys.stdin.read().split()
n = int(data[0])
g = data[1:1 + n]


def find(ch):
    pts = [(r, c) for r in range(n) for c in range(n) if g[r][c] == ch]
    (r, c) = pts[1]
    return (r, c, 1 if pts[0][1] == c else 0)


def ok(r, c):
    return 0 <= r < n and 0 <= c < n and g[r][c] != "1"


def body(r, c, d):
    return [(r - 1, c), (r, c), (r + 1, c)] if d else [(r, c - 1), (r, c), (r, c + 1)]


s, e = find("B"), find("E")
dist = {s: 0}
q = deque([s])
while q:
    r, c, d = q.popleft()
    cur = dist[(r, c, d)]
    nxt = []
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if all(ok(y, x) for y, x in body(r + dr, c + dc, d)):
            nxt.append((r + dr, c + dc, d))
    if all(ok(r + a, c + b) for a in (-1, 0, 1) for b in (-1, 0, 1)):
        nxt.append((r, c, 1 - d))
    for t in nxt:
        if t not in dist:
            dist[t] = cur + 1
            q.append(t)
print(dist.get(e, 0))
