# ruff: noqa: UP006, UP035
# Bug: neighbours are i-1, i+1, i-3, i+3 in the flat string, so cells 2 and 3
# (the end of the first row and the start of the second) count as adjacent.
from collections import deque
from typing import List


class Solution:
    def slidingPuzzle(self, board: List[List[int]]) -> int:
        start = "".join(str(v) for row in board for v in row)
        seen = {start}
        queue = deque([(start, 0)])
        while queue:
            s, d = queue.popleft()
            if s == "123450":
                return d
            z = s.index("0")
            for j in (z - 1, z + 1, z - 3, z + 3):
                if 0 <= j < 6:
                    t = list(s)
                    t[z], t[j] = t[j], t[z]
                    t = "".join(t)
                    if t not in seen:
                        seen.add(t)
                        queue.append((t, d + 1))
        return -1
