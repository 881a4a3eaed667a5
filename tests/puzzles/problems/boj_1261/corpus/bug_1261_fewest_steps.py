# a plain BFS for the shortest route, then counts the walls on it: fewer steps is
# not fewer walls
import sys
from collections import deque

input = sys.stdin.readline
m, n = map(int, input().split())
maze = [input().strip() for _ in range(n)]
walls = [[-1] * m for _ in range(n)]
walls[0][0] = 0
q = deque([(0, 0)])
while q:
    r, c = q.popleft()
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < n and 0 <= nc < m and walls[nr][nc] == -1:
            walls[nr][nc] = walls[r][c] + (maze[nr][nc] == "1")
            q.append((nr, nc))
print(walls[n - 1][m - 1])
