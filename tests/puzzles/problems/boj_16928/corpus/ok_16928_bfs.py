import sys
from collections import deque

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
move = list(range(101))
for i in range(n + m):
    a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
    move[a] = b
dist = [-1] * 101
dist[1] = 0
q = deque([1])
while q:
    x = q.popleft()
    for d in range(1, 7):
        y = x + d
        if y > 100:
            continue
        y = move[y]
        if dist[y] == -1:
            dist[y] = dist[x] + 1
            q.append(y)
print(dist[100])
