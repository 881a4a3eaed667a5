import sys
from collections import deque
from itertools import combinations

data = list(map(int, sys.stdin.read().split()))
n, m = data[0], data[1]
lab = [data[2 + r * n:2 + (r + 1) * n] for r in range(n)]
spots = [(r, c) for r in range(n) for c in range(n) if lab[r][c] == 2]
cells = sum(1 for r in range(n) for c in range(n) if lab[r][c] != 1)
best = -1
for pick in combinations(spots, m):
    dist = [[-1] * n for _ in range(n)]
    q = deque()
    for r, c in pick:
        dist[r][c] = 0
        q.append((r, c))
    seen, worst = 0, 0
    while q:
        r, c = q.popleft()
        seen += 1
        worst = max(worst, dist[r][c])
        for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= y < n and 0 <= x < n and lab[y][x] != 1 and dist[y][x] < 0:
                dist[y][x] = dist[r][c] + 1
                q.append((y, x))
    if seen == cells and (best < 0 or worst < best):
        best = worst
print(best)
