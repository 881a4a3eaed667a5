# reads the height before the width ("h w"), as most grid problems give them
import sys
from collections import deque

data = sys.stdin.read().split()
t = int(data[0])
pos = 1
out = []
for _ in range(t):
    h, w = int(data[pos]), int(data[pos + 1])
    g = data[pos + 2:pos + 2 + h]
    pos += 2 + h
    INF = 1 << 30
    fire = [[INF] * w for _ in range(h)]
    q = deque()
    for r in range(h):
        for c in range(w):
            if g[r][c] == "*":
                fire[r][c] = 0
                q.append((r, c))
            elif g[r][c] == "@":
                start = (r, c)
    while q:
        r, c = q.popleft()
        for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= y < h and 0 <= x < w and g[y][x] != "#" and fire[y][x] == INF:
                fire[y][x] = fire[r][c] + 1
                q.append((y, x))
    dist = [[-1] * w for _ in range(h)]
    dist[start[0]][start[1]] = 0
    q = deque([start])
    ans = "IMPOSSIBLE"
    while q:
        r, c = q.popleft()
        if r == 0 or c == 0 or r == h - 1 or c == w - 1:
            ans = str(dist[r][c] + 1)
            break
        for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if g[y][x] != "#" and dist[y][x] == -1 and dist[r][c] + 1 < fire[y][x]:
                dist[y][x] = dist[r][c] + 1
                q.append((y, x))
    out.append(ans)
print("\n".join(out))
