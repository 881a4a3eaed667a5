# BUG: only the three cyclic orders of (9, 3, 1) are tried, not all six.
import sys
from collections import deque

data = list(map(int, sys.stdin.read().split()))
n = data[0]
start = tuple(data[1:1 + n] + [0] * (3 - n))
dist = {start: 0}
q = deque([start])
while q:
    s = q.popleft()
    if s == (0, 0, 0):
        print(dist[s])
        break
    for p in ((9, 3, 1), (3, 1, 9), (1, 9, 3)):
        t = tuple(max(0, a - d) for a, d in zip(s, p, strict=True))
        if t not in dist:
            dist[t] = dist[s] + 1
            q.append(t)
