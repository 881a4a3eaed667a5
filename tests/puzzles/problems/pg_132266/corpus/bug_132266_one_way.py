# ruff: noqa  (pasted as submitted to the judge)
# stores each road one way (a -> b) and floods from the base: roads go both ways
from collections import deque


def solution(n, roads, sources, destination):
    graph = [[] for _ in range(n + 1)]
    for a, b in roads:
        graph[a].append(b)
    dist = [-1] * (n + 1)
    dist[destination] = 0
    q = deque([destination])
    while q:
        v = q.popleft()
        for w in graph[v]:
            if dist[w] == -1:
                dist[w] = dist[v] + 1
                q.append(w)
    return [dist[s] for s in sources]
