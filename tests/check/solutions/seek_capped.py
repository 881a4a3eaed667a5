"""Baekjoon 1697 with a typical mistake: the search never goes past K (so 4 -> 8 -> 7
is missed), written to be found far from the smallest input first."""
import sys
from collections import deque

n, k = map(int, sys.stdin.read().split())
if n >= k:
    print(n - k)
    sys.exit(0)
dist = {n: 0}
q = deque([n])
while q:
    x = q.popleft()
    if x == k:
        print(dist[x])
        break
    for y in (x - 1, x + 1, 2 * x):
        if 0 <= y <= k and y not in dist:  # BUG: never past K
            dist[y] = dist[x] + 1
            q.append(y)
