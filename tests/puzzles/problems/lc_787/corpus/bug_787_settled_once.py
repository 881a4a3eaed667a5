# ruff: noqa: UP006, UP035
# settles each city once, at its cheapest arrival, forgetting how many flights that
# took: a dearer arrival with flights to spare is never tried
import heapq
from collections import defaultdict
from typing import List


class Solution:
    def findCheapestPrice(self, n: int, flights: List[List[int]], src: int, dst: int,
                          k: int) -> int:
        out = defaultdict(list)
        for a, b, p in flights:
            out[a].append((b, p))
        done = [False] * n
        heap = [(0, src, 0)]
        while heap:
            cost, city, used = heapq.heappop(heap)
            if city == dst:
                return cost
            if done[city]:
                continue
            done[city] = True  # settled, even when this arrival has no flight left
            if used > k:
                continue
            for b, p in out[city]:
                heapq.heappush(heap, (cost + p, b, used + 1))
        return -1
