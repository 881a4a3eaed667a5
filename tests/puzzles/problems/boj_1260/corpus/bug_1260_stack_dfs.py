# an iterative "DFS" that pushes every unseen neighbour at once and marks them then:
# it does not visit in depth-first order
import sys
from collections import deque

input = sys.stdin.readline
n, m, v = map(int, input().split())
adj = [[] for _ in range(n + 1)]
for _ in range(m):
    a, b = map(int, input().split())
    adj[a].append(b)
    adj[b].append(a)
for row in adj:
    row.sort()
seen = [False] * (n + 1)
seen[v] = True
dfs = []
stack = [v]
while stack:
    x = stack.pop()
    dfs.append(x)
    for y in reversed(adj[x]):
        if not seen[y]:
            seen[y] = True
            stack.append(y)
seen = [False] * (n + 1)
seen[v] = True
bfs = []
q = deque([v])
while q:
    x = q.popleft()
    bfs.append(x)
    for y in adj[x]:
        if not seen[y]:
            seen[y] = True
            q.append(y)
print(*dfs)
print(*bfs)
