import sys
from collections import deque

data = sys.stdin.read().split()
out = []
for i in range(int(data[0])):
    a, b = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    dist = {a: 0}
    queue = deque([a])
    while queue:
        x = queue.popleft()
        for y in (x + 1, 2 * x):
            if y <= b and y not in dist:
                dist[y] = dist[x] + 1
                queue.append(y)
    out.append(str(dist.get(b, -1)))
print("\n".join(out))
