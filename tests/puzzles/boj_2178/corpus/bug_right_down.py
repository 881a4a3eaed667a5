# BUG: only walks right and down (a DP, not a search): misses winding mazes.
import sys

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
g = data[2:2 + n]
INF = 10 ** 9
d = [[INF] * m for _ in range(n)]
d[0][0] = 1
for r in range(n):
    for c in range(m):
        if g[r][c] != "1" or (r, c) == (0, 0):
            continue
        best = INF
        if r > 0:
            best = min(best, d[r - 1][c] + 1)
        if c > 0:
            best = min(best, d[r][c - 1] + 1)
        d[r][c] = best
print(d[n - 1][m - 1] if d[n - 1][m - 1] < INF else -1)
