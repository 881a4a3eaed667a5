# ruff: noqa: UP006, UP035
# Bug: nodes taken as 0..n-1, so node n is out of range (an IndexError) and node 0
# counts as a node that never hears the signal.
import heapq
from typing import List


class Solution:
    def networkDelayTime(self, times: List[List[int]], n: int, k: int) -> int:
        graph = [[] for _ in range(n)]
        for u, v, w in times:
            graph[u].append((v, w))
        dist = [float("inf")] * n
        dist[k] = 0
        heap = [(0, k)]
        while heap:
            d, u = heapq.heappop(heap)
            if d > dist[u]:
                continue
            for v, w in graph[u]:
                if d + w < dist[v]:
                    dist[v] = d + w
                    heapq.heappush(heap, (d + w, v))
        worst = max(dist)
        return -1 if worst == float("inf") else worst
