# ruff: noqa: UP006, UP035
# Bug: a node's time is fixed the first time it is pushed (as in BFS), so a slow
# direct edge wins over a quicker way round.
import heapq
from typing import List


class Solution:
    def networkDelayTime(self, times: List[List[int]], n: int, k: int) -> int:
        graph = [[] for _ in range(n + 1)]
        for u, v, w in times:
            graph[u].append((v, w))
        dist = {k: 0}
        heap = [(0, k)]
        while heap:
            d, u = heapq.heappop(heap)
            for v, w in graph[u]:
                if v not in dist:
                    dist[v] = d + w
                    heapq.heappush(heap, (d + w, v))
        return max(dist.values()) if len(dist) == n else -1
