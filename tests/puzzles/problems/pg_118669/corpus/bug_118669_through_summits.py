# ruff: noqa  (pasted as submitted to the judge)
# keeps walking past a summit: a course may hold one summit only, so a summit
# reached through another one is not a course
import heapq


def solution(n, paths, gates, summits):
    graph = [[] for _ in range(n + 1)]
    for i, j, w in paths:
        graph[i].append((j, w))
        graph[j].append((i, w))
    gate_set = set(gates)
    intensity = [float("inf")] * (n + 1)
    pq = []
    for g in gates:
        intensity[g] = 0
        pq.append((0, g))
    heapq.heapify(pq)
    while pq:
        d, v = heapq.heappop(pq)
        if d > intensity[v]:
            continue
        for u, w in graph[v]:
            if u in gate_set:
                continue
            nd = max(d, w)
            if nd < intensity[u]:
                intensity[u] = nd
                heapq.heappush(pq, (nd, u))
    best = min(summits, key=lambda s: (intensity[s], s))
    return [best, intensity[best]]
