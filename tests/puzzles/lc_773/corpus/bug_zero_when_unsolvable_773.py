# ruff: noqa: UP006, UP035
# Bug: returns 0 for a board that cannot be solved.
from collections import deque
from typing import List


class Solution:
    def slidingPuzzle(self, board: List[List[int]]) -> int:
        start = "".join(str(v) for row in board for v in row)
        near = [[1, 3], [0, 2, 4], [1, 5], [0, 4], [1, 3, 5], [2, 4]]
        seen = {start}
        queue = deque([(start, 0)])
        while queue:
            s, d = queue.popleft()
            if s == "123450":
                return d
            z = s.index("0")
            for j in near[z]:
                t = list(s)
                t[z], t[j] = t[j], t[z]
                t = "".join(t)
                if t not in seen:
                    seen.add(t)
                    queue.append((t, d + 1))
        return 0
