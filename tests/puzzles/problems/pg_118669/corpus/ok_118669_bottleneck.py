# ruff: noqa  (pasted as submitted to the judge)
import heapq


def solution(n, paths, gates, summits):
    graph = [[] for _ in range(n + 1)]
    for i, j, w in paths:
        graph[i].append((j, w))
        graph[j].append((i, w))
    is_gate = [False] * (n + 1)
    is_summit = [False] * (n + 1)
    for g in gates:
        is_gate[g] = True
    for s in summits:
        is_summit[s] = True
    INF = float("inf")
    intensity = [INF] * (n + 1)
    pq = []
    for g in gates:
        intensity[g] = 0
        pq.append((0, g))
    heapq.heapify(pq)
    while pq:
        d, v = heapq.heappop(pq)
        if d > intensity[v] or is_summit[v]:
            continue
        for u, w in graph[v]:
            if is_gate[u]:
                continue
            nd = max(d, w)
            if nd < intensity[u]:
                intensity[u] = nd
                heapq.heappush(pq, (nd, u))
    answer = [0, INF]
    for s in sorted(summits):
        if intensity[s] < answer[1]:
            answer = [s, intensity[s]]
    return answer
