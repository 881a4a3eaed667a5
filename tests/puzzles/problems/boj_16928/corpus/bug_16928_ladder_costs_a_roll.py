# counts climbing a ladder or sliding down a snake as one more roll
import sys
from collections import deque

data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
move = {}
for i in range(n + m):
    move[int(data[2 + 2 * i])] = int(data[3 + 2 * i])
dist = [-1] * 101
dist[1] = 0
q = deque([1])
while q:
    x = q.popleft()
    for d in range(1, 7):
        y = x + d
        if y > 100:
            continue
        cost = 1
        if y in move:
            y = move[y]
            cost = 2
        if dist[y] == -1:
            dist[y] = dist[x] + cost
            q.append(y)
print(dist[100])
