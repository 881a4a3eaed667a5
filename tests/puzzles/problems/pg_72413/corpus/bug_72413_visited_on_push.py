# ruff: noqa  (pasted as submitted to the judge)
# Dijkstra that closes a point when it is first pushed: its first fare is kept even
# when a cheaper way is found later
import heapq


def solution(n, s, a, b, fares):
    graph = [[] for _ in range(n + 1)]
    for c, d, f in fares:
        graph[c].append((d, f))
        graph[d].append((c, f))

    def dijkstra(src):
        dist = [float("inf")] * (n + 1)
        done = [False] * (n + 1)
        dist[src] = 0
        done[src] = True
        pq = [(0, src)]
        while pq:
            d, v = heapq.heappop(pq)
            for w, f in graph[v]:
                if not done[w]:
                    done[w] = True
                    dist[w] = d + f
                    heapq.heappush(pq, (d + f, w))
        return dist

    ds, da, db = dijkstra(s), dijkstra(a), dijkstra(b)
    return min(ds[k] + da[k] + db[k] for k in range(1, n + 1))
