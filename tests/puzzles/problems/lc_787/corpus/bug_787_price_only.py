# ruff: noqa: UP006, UP035
# Bug: plain Dijkstra on price per city (an arrival dearer than the best so far is
# dropped), so the dearer way in that still has stops left is lost.
import heapq
from collections import defaultdict
from typing import List


class Solution:
    def findCheapestPrice(self, n: int, flights: List[List[int]], src: int, dst: int,
                          k: int) -> int:
        out = defaultdict(list)
        for a, b, p in flights:
            out[a].append((b, p))
        best = [float("inf")] * n
        best[src] = 0
        heap = [(0, src, 0)]
        while heap:
            cost, city, used = heapq.heappop(heap)
            if city == dst:
                return cost
            if cost > best[city] or used > k:
                continue
            for b, p in out[city]:
                if cost + p < best[b]:
                    best[b] = cost + p
                    heapq.heappush(heap, (cost + p, b, used + 1))
        return -1
