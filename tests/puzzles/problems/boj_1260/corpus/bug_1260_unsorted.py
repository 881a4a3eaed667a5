# visits neighbours in the order the edges were given, not smaller number first
import sys
from collections import deque

sys.setrecursionlimit(10000)
input = sys.stdin.readline
n, m, v = map(int, input().split())
adj = [[] for _ in range(n + 1)]
for _ in range(m):
    a, b = map(int, input().split())
    adj[a].append(b)
    adj[b].append(a)
seen = [False] * (n + 1)
dfs = []


def go(x):
    seen[x] = True
    dfs.append(x)
    for y in adj[x]:
        if not seen[y]:
            go(y)


go(v)
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
