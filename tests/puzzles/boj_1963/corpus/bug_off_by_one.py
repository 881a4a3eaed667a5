# BUG: the distance array starts at 1 for the start (a "visited" marker) and is printed as is.
import sys
from collections import deque

LIMIT = 10000
prime = [True] * LIMIT
prime[0] = prime[1] = False
for i in range(2, 100):
    if prime[i]:
        for j in range(i * i, LIMIT, i):
            prime[j] = False


def solve(a, b):
    dist = [0] * LIMIT
    dist[a] = 1
    q = deque([a])
    while q:
        n = q.popleft()
        s = str(n)
        for i in range(4):
            for d in "0123456789":
                if i == 0 and d == "0":
                    continue
                m = int(s[:i] + d + s[i + 1:])
                if prime[m] and not dist[m]:
                    dist[m] = dist[n] + 1
                    q.append(m)
    return str(dist[b]) if dist[b] else "Impossible"


data = sys.stdin.read().split()
t = int(data[0])
print("\n".join(solve(int(data[1 + 2 * k]), int(data[2 + 2 * k])) for k in range(t)))
