# ruff: noqa: UP006, UP035
# Bug: Bellman-Ford relaxes in place, so one round can chain several flights and a
# route with too many stops slips in.
from typing import List


class Solution:
    def findCheapestPrice(self, n: int, flights: List[List[int]], src: int, dst: int,
                          k: int) -> int:
        price = [float("inf")] * n
        price[src] = 0
        for _ in range(k + 1):
            for a, b, p in flights:
                if price[a] + p < price[b]:
                    price[b] = price[a] + p
        return -1 if price[dst] == float("inf") else price[dst]
