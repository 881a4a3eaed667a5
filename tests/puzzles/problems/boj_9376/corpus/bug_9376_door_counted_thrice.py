# forgets that a door at the meeting cell is opened once, not three times
import sys
from collections import deque

data = sys.stdin.read().split()
t = int(data[0])
pos = 1
out = []
for _ in range(t):
    h, w = int(data[pos]), int(data[pos + 1])
    plan = data[pos + 2:pos + 2 + h]
    pos += 2 + h
    H, W = h + 2, w + 2
    g = ["." * W] + ["." + row + "." for row in plan] + ["." * W]

    def bfs(g, H, W, sr, sc):
        INF = 1 << 30
        d = [[INF] * W for _ in range(H)]
        d[sr][sc] = 0
        q = deque([(sr, sc)])
        while q:
            r, c = q.popleft()
            for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= y < H and 0 <= x < W and g[y][x] != "*":
                    cost = 1 if g[y][x] == "#" else 0
                    if d[r][c] + cost < d[y][x]:
                        d[y][x] = d[r][c] + cost
                        if cost:
                            q.append((y, x))
                        else:
                            q.appendleft((y, x))
        return d

    ps = [(r, c) for r in range(H) for c in range(W) if g[r][c] == "$"]
    d0, d1, d2 = (bfs(g, H, W, *s) for s in ((0, 0), ps[0], ps[1]))
    best = 1 << 30
    for r in range(H):
        for c in range(W):
            if g[r][c] == "*":
                continue
            s = d0[r][c] + d1[r][c] + d2[r][c]
            best = min(best, s)
    out.append(str(best))
print("\n".join(out))
