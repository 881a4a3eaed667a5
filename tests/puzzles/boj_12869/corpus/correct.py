# Baekjoon 12869: a correct BFS over HP triples (missing SCVs padded with 0, HP clamped at 0).
import sys
from collections import deque
from itertools import permutations

data = list(map(int, sys.stdin.read().split()))
n = data[0]
hp = data[1:1 + n] + [0] * (3 - n)
start = tuple(hp)
dist = {start: 0}
q = deque([start])
while q:
    s = q.popleft()
    if s == (0, 0, 0):
        print(dist[s])
        break
    for p in permutations((9, 3, 1)):
        t = tuple(max(0, a - d) for a, d in zip(s, p, strict=True))
        if t not in dist:
            dist[t] = dist[s] + 1
            q.append(t)
