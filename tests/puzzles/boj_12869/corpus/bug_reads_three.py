# BUG: always reads three HP values, whatever N says (fewer than 3 SCVs crash).
import sys
from collections import deque
from itertools import permutations

lines = sys.stdin.read().split("\n")
a, b, c = map(int, lines[1].split())
start = (a, b, c)
dist = {start: 0}
q = deque([start])
while q:
    s = q.popleft()
    if s == (0, 0, 0):
        print(dist[s])
        break
    for p in permutations((9, 3, 1)):
        t = tuple(max(0, x - y) for x, y in zip(s, p, strict=True))
        if t not in dist:
            dist[t] = dist[s] + 1
            q.append(t)
