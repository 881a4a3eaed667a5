# ruff: noqa  (pasted as submitted to the judge)
from collections import deque


def solution(n, edge):
    graph = [[] for _ in range(n + 1)]
    for a, b in edge:
        graph[a].append(b)
        graph[b].append(a)
    dist = [-1] * (n + 1)
    dist[1] = 0
    q = deque([1])
    while q:
        v = q.popleft()
        for w in graph[v]:
            if dist[w] < 0:
                dist[w] = dist[v] + 1
                q.append(w)
    far = max(dist)
    return dist.count(far)
