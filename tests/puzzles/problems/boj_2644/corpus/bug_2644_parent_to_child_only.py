# follows the relations only from parent to child, so it never climbs to a parent
from collections import deque

n = int(input())
a, b = map(int, input().split())
m = int(input())
adj = [[] for _ in range(n + 1)]
for _ in range(m):
    x, y = map(int, input().split())
    adj[x].append(y)
dist = [-1] * (n + 1)
dist[a] = 0
q = deque([a])
while q:
    x = q.popleft()
    for y in adj[x]:
        if dist[y] == -1:
            dist[y] = dist[x] + 1
            q.append(y)
print(dist[b])
