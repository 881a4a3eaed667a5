import sys
from collections import deque

# Flips bits freely up to the next power of two and takes the maximum over all of
# it: values above N are no passwords.
data = sys.stdin.buffer.read().split()
n, m = int(data[0]), int(data[1])
size = 1 << max(n.bit_length(), 1)
dist = [-1] * size
q = deque()
for t in data[2:2 + m]:
    p = int(t)
    if dist[p] == -1:
        dist[p] = 0
        q.append(p)
bits = [1 << b for b in range(max(n.bit_length(), 1))]
while q:
    x = q.popleft()
    for b in bits:
        y = x ^ b
        if dist[y] == -1:
            dist[y] = dist[x] + 1
            q.append(y)
print(max(dist))
