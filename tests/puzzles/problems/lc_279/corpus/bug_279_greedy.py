# Bug: always takes the largest square that fits (12 = 9 + 1 + 1 + 1, not 4 + 4 + 4).
class Solution:
    def numSquares(self, n: int) -> int:
        count = 0
        while n:
            k = int(n ** 0.5)
            n -= k * k
            count += 1
        return count
