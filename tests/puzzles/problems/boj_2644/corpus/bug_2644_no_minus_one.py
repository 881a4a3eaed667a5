# distances start at 0 and a visited list: an unrelated person prints 0, not -1
from collections import deque

n = int(input())
a, b = map(int, input().split())
m = int(input())
adj = [[] for _ in range(n + 1)]
for _ in range(m):
    x, y = map(int, input().split())
    adj[x].append(y)
    adj[y].append(x)
dist = [0] * (n + 1)
seen = [False] * (n + 1)
seen[a] = True
q = deque([a])
while q:
    x = q.popleft()
    for y in adj[x]:
        if not seen[y]:
            seen[y] = True
            dist[y] = dist[x] + 1
            q.append(y)
print(dist[b])
