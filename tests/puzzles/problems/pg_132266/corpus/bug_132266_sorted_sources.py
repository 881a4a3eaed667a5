# ruff: noqa  (pasted as submitted to the judge)
# answers the soldiers in increasing region order, not in the order of sources
from collections import deque


def solution(n, roads, sources, destination):
    graph = [[] for _ in range(n + 1)]
    for a, b in roads:
        graph[a].append(b)
        graph[b].append(a)
    dist = [-1] * (n + 1)
    dist[destination] = 0
    q = deque([destination])
    while q:
        v = q.popleft()
        for w in graph[v]:
            if dist[w] == -1:
                dist[w] = dist[v] + 1
                q.append(w)
    return [dist[s] for s in sorted(sources)]
