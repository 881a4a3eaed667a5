"""LeetCode 909, correct: breadth-first search over squares.

    python snakes_ok.py < case.txt     # n, then n rows (top row first); prints the count or -1
    Solution().snakesAndLadders(board)
"""

import math
import re
import sys
from collections import deque


def cell(board, square):
    """The board value of a square (labels run boustrophedon from the bottom left)."""
    n = len(board)
    r, c = divmod(square - 1, n)
    return board[n - 1 - r][c if r % 2 == 0 else n - 1 - c]


def follow_once(board, square):
    """Where a piece that lands on the square ends: one snake or ladder at most."""
    to = cell(board, square)
    return square if to == -1 else to


def fewest_rolls(board, follow=follow_once):
    last = len(board) ** 2
    dist = {1: 0}
    queue = deque([1])
    while queue:
        s = queue.popleft()
        if s == last:
            return dist[s]
        for roll in range(s + 1, min(s + 6, last) + 1):
            to = follow(board, roll)
            if to not in dist:
                dist[to] = dist[s] + 1
                queue.append(to)
    return -1


class Solution:
    def snakesAndLadders(self, board: list[list[int]]) -> int:
        return fewest_rolls(board)


def main(follow=follow_once):
    values = [int(x) for x in re.findall(r"-?\d+", sys.stdin.read())]  # {"board": [[...]]}
    n = math.isqrt(len(values))
    board = [values[r * n:(r + 1) * n] for r in range(n)]
    print(fewest_rolls(board, follow))


if __name__ == "__main__":
    main()
