# Bug: the squares tried stop one short of the root (range(1, isqrt(i))), so a
# perfect square is never one square of its own.
from math import isqrt


class Solution:
    def numSquares(self, n: int) -> int:
        best = [0] + [n + 1] * n
        for i in range(1, n + 1):
            for k in range(1, max(2, isqrt(i))):
                if k * k <= i:
                    best[i] = min(best[i], best[i - k * k] + 1)
        return best[n]
