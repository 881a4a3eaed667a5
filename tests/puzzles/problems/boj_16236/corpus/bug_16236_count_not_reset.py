# grows when its total of meals equals its size, never starting the count again
import sys
from collections import deque

input = sys.stdin.readline
n = int(input())
sea = [list(map(int, input().split())) for _ in range(n)]
for r in range(n):
    for c in range(n):
        if sea[r][c] == 9:
            sr, sc = r, c
            sea[r][c] = 0
size, eaten, time = 2, 0, 0
while True:
    dist = [[-1] * n for _ in range(n)]
    dist[sr][sc] = 0
    q = deque([(sr, sc)])
    fish = []
    while q:
        r, c = q.popleft()
        for nr, nc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
            if 0 <= nr < n and 0 <= nc < n and dist[nr][nc] == -1 and sea[nr][nc] <= size:
                dist[nr][nc] = dist[r][c] + 1
                q.append((nr, nc))
                if 0 < sea[nr][nc] < size:
                    fish.append((dist[nr][nc], nr, nc))
    if not fish:
        break
    d, sr, sc = min(fish)
    time += d
    sea[sr][sc] = 0
    eaten += 1
    if eaten == size:
        size += 1
print(time)
