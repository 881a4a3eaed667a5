# ruff: noqa: UP006, UP035
# Bug: marks positions seen without the "last jump was backward" flag, so reaching a
# position by a backward jump first hides the forward arrival that could go back.
from collections import deque
from typing import List


class Solution:
    def minimumJumps(self, forbidden: List[int], a: int, b: int, x: int) -> int:
        banned = set(forbidden)
        limit = 6000
        seen = {0}
        queue = deque([(0, False, 0)])
        while queue:
            pos, back, d = queue.popleft()
            if pos == x:
                return d
            nxt = [(pos + a, False)]
            if not back:
                nxt.append((pos - b, True))
            for p, bk in nxt:
                if 0 <= p <= limit and p not in banned and p not in seen:
                    seen.add(p)
                    queue.append((p, bk, d + 1))
        return -1
