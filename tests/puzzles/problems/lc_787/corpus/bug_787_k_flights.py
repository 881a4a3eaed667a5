# ruff: noqa: UP006, UP035
# Bug: allows k flights instead of k stops (k + 1 flights): a direct flight with k = 0
# is never taken.
from typing import List


class Solution:
    def findCheapestPrice(self, n: int, flights: List[List[int]], src: int, dst: int,
                          k: int) -> int:
        price = [float("inf")] * n
        price[src] = 0
        for _ in range(k):
            before = list(price)
            for a, b, p in flights:
                if before[a] + p < price[b]:
                    price[b] = before[a] + p
        return -1 if price[dst] == float("inf") else price[dst]
