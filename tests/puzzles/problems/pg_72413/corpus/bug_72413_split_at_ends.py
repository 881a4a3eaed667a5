# ruff: noqa  (pasted as submitted to the judge)
# tries only splitting at s (no shared ride), at a or at b: the best split point
# is often another point
import heapq


def solution(n, s, a, b, fares):
    graph = [[] for _ in range(n + 1)]
    for c, d, f in fares:
        graph[c].append((d, f))
        graph[d].append((c, f))

    def dijkstra(src):
        dist = [float("inf")] * (n + 1)
        dist[src] = 0
        pq = [(0, src)]
        while pq:
            d, v = heapq.heappop(pq)
            if d > dist[v]:
                continue
            for w, f in graph[v]:
                if d + f < dist[w]:
                    dist[w] = d + f
                    heapq.heappush(pq, (d + f, w))
        return dist

    ds, da, db = dijkstra(s), dijkstra(a), dijkstra(b)
    return min(ds[k] + da[k] + db[k] for k in (s, a, b))
