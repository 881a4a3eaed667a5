# a DP that moves only right or down: the cheapest way may turn back
import sys

data = sys.stdin.buffer.read().split()
pos = 0
k = 0
while True:
    n = int(data[pos])
    pos += 1
    if n == 0:
        break
    k += 1
    cave = [list(map(int, data[pos + r * n:pos + (r + 1) * n])) for r in range(n)]
    pos += n * n
    best = [[0] * n for _ in range(n)]
    for r in range(n):
        for c in range(n):
            if r == 0 and c == 0:
                best[r][c] = cave[0][0]
            else:
                best[r][c] = cave[r][c] + min(best[r - 1][c] if r else 10**9,
                                              best[r][c - 1] if c else 10**9)
    print(f"Problem {k}: {best[n - 1][n - 1]}")
