# BUG: only rows and columns are flipped; the two diagonals are forgotten.
import sys
from collections import deque

LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8]]
MASKS = [sum(1 << i for i in line) for line in LINES]


def solve(board):
    dist = {board: 0}
    q = deque([board])
    while q:
        b = q.popleft()
        if b in (0, 511):
            return dist[b]
        for m in MASKS:
            if b ^ m not in dist:
                dist[b ^ m] = dist[b] + 1
                q.append(b ^ m)
    return -1


data = sys.stdin.read().split()
t = int(data[0])
for k in range(t):
    coins = data[1 + 9 * k: 10 + 9 * k]
    print(solve(sum(1 << i for i, c in enumerate(coins) if c == "T")))
