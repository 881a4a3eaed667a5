# BUG: the goal is tested only on new neighbours, so A == B never answers 0.
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
        s = str(n)
        for i in range(4):
            for d in "0123456789":
                if i == 0 and d == "0":
                    continue
                m = int(s[:i] + d + s[i + 1:])
                if m != n and prime[m] and (m not in dist or m == b):
                    if m == b:
                        return str(dist[n] + 1)
                    dist[m] = dist[n] + 1
                    q.append(m)
    return "Impossible"


data = sys.stdin.read().split()
t = int(data[0])
print("\n".join(solve(int(data[1 + 2 * k]), int(data[2 + 2 * k])) for k in range(t)))
