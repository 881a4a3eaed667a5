class Solution:
    def numSquares(self, n: int) -> int:
        squares = [k * k for k in range(1, int(n ** 0.5) + 1)]
        best = [0] + [n + 1] * n
        for i in range(1, n + 1):
            for sq in squares:
                if sq > i:
                    break
                if best[i - sq] + 1 < best[i]:
                    best[i] = best[i - sq] + 1
        return best[n]
