# ruff: noqa: UP006, UP035
import heapq
from collections import defaultdict
from typing import List


class Solution:
    def findCheapestPrice(self, n: int, flights: List[List[int]], src: int, dst: int,
                          k: int) -> int:
        out = defaultdict(list)
        for a, b, p in flights:
            out[a].append((b, p))
        fewest = [k + 2] * n  # fewest flights of any popped arrival at each city
        heap = [(0, src, 0)]
        while heap:
            cost, city, used = heapq.heappop(heap)
            if city == dst:
                return cost
            if used >= fewest[city] or used > k:
                continue
            fewest[city] = used
            for b, p in out[city]:
                heapq.heappush(heap, (cost + p, b, used + 1))
        return -1
