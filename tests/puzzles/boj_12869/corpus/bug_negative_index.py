# BUG: HP is not clamped at 0 before indexing the memo table, so a negative HP reads
# another SCV's entry (Python's negative indices wrap around).
import sys

sys.setrecursionlimit(10000)
data = list(map(int, sys.stdin.read().split()))
n = data[0]
hp = data[1:1 + n] + [0] * (3 - n)
memo = [[[-1] * 61 for _ in range(61)] for _ in range(61)]
PERMS = [(9, 3, 1), (9, 1, 3), (3, 9, 1), (3, 1, 9), (1, 9, 3), (1, 3, 9)]


def f(a, b, c):
    if a <= 0 and b <= 0 and c <= 0:
        return 0
    if memo[a][b][c] >= 0:
        return memo[a][b][c]
    best = 10 ** 9
    for x, y, z in PERMS:
        best = min(best, 1 + f(max(a - x, -8), max(b - y, -8), max(c - z, -8)))
    memo[a][b][c] = best
    return best


print(f(*hp))
