import sys
from collections import deque

data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
dist = [-1] * (n + 1)
q = deque()
for t in data[2:2 + m]:
    p = int(t)
    if dist[p] == -1:
        dist[p] = 0
        q.append(p)
bits = [1 << b for b in range(max(n.bit_length(), 1))]
while q:
    x = q.popleft()
    d = dist[x] + 1
    for b in bits:
        y = x ^ b
        if y <= n and dist[y] == -1:
            dist[y] = d
            q.append(y)
print(max(dist))
