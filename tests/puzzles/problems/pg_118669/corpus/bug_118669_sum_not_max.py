# ruff: noqa  (pasted as submitted to the judge)
# a plain Dijkstra: adds the weights along the way (intensity is the largest one)
import heapq


def solution(n, paths, gates, summits):
    graph = [[] for _ in range(n + 1)]
    for i, j, w in paths:
        graph[i].append((j, w))
        graph[j].append((i, w))
    gate_set, summit_set = set(gates), set(summits)
    dist = [float("inf")] * (n + 1)
    pq = []
    for g in gates:
        dist[g] = 0
        pq.append((0, g))
    heapq.heapify(pq)
    while pq:
        d, v = heapq.heappop(pq)
        if d > dist[v] or v in summit_set:
            continue
        for u, w in graph[v]:
            if u in gate_set:
                continue
            if d + w < dist[u]:
                dist[u] = d + w
                heapq.heappush(pq, (d + w, u))
    best = min(sorted(summits), key=lambda s: dist[s])
    return [best, dist[best]]
