# BUG: the bound test is 0 < nx < n, so row 0 and column 0 can never be entered.
import sys
from collections import deque

MOVES = [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)]


def solve(n, sx, sy, tx, ty):
    dist = {(sx, sy): 0}
    q = deque([(sx, sy)])
    while q:
        x, y = q.popleft()
        if (x, y) == (tx, ty):
            return dist[x, y]
        for dx, dy in MOVES:
            nx, ny = x + dx, y + dy
            if 0 < nx < n and 0 < ny < n and (nx, ny) not in dist:
                dist[nx, ny] = dist[x, y] + 1
                q.append((nx, ny))
    return -1


data = list(map(int, sys.stdin.read().split()))
for k in range(data[0]):
    print(solve(*data[1 + 5 * k: 6 + 5 * k]))
