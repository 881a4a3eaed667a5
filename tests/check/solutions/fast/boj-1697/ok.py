import sys
from collections import deque
n, k = map(int, sys.stdin.read().split())
d = [-1] * 200001
d[n] = 0
q = deque([n])
while q:
    x = q.popleft()
    if x == k:
        print(d[x]); break
    for y in (x - 1, x + 1, 2 * x):
        if 0 <= y <= 200000 and d[y] < 0:
            d[y] = d[x] + 1; q.append(y)
