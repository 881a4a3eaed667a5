import sys
from collections import deque

data = sys.stdin.read().split()
w, h = int(data[0]), int(data[1])
g = data[2:2 + h]
cs = [(r, c) for r in range(h) for c in range(w) if g[r][c] == "C"]
dist = [[-1] * w for _ in range(h)]
sr, sc = cs[0]
dist[sr][sc] = 0
q = deque([(sr, sc)])
while q:
    r, c = q.popleft()
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        y, x = r + dr, c + dc
        while 0 <= y < h and 0 <= x < w and g[y][x] != "*":
            if dist[y][x] == -1:
                dist[y][x] = dist[r][c] + 1
                q.append((y, x))
            elif dist[y][x] < dist[r][c] + 1:
                break
            y, x = y + dr, x + dc
er, ec = cs[1]
print(dist[er][ec] - 1)
