# DFS from every land cell: the depth a DFS reaches is a route, not the shortest one
import sys

sys.setrecursionlimit(10000)
input = sys.stdin.readline
h, w = map(int, input().split())
grid = [input().strip() for _ in range(h)]
best = 0


def dfs(r, c, d, seen):
    global best
    best = max(best, d)
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < h and 0 <= nc < w and grid[nr][nc] == "L" and (nr, nc) not in seen:
            seen.add((nr, nc))
            dfs(nr, nc, d + 1, seen)


for r in range(h):
    for c in range(w):
        if grid[r][c] == "L":
            dfs(r, c, 0, {(r, c)})
print(best)
