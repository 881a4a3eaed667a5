from collections import deque


class Solution:
    def snakesAndLadders(self, board: List[List[int]]) -> int:
        n = len(board)

        def value(s):
            r, c = divmod(s - 1, n)
            row = n - 1 - r  # ROW
            col = c if r % 2 == 0 else n - 1 - c  # COL
            return board[row][col]

        last = n * n
        dist = {1: 0}
        queue = deque([1])
        while queue:
            s = queue.popleft()
            if s == last:
                return dist[s]
            for nxt in range(s + 1, min(s + 6, last) + 1):  # RANGE
                to = value(nxt)
                dest = nxt if to == -1 else to  # JUMP
                if dest not in dist:
                    dist[dest] = dist[s] + 1
                    queue.append(dest)
        return -1
