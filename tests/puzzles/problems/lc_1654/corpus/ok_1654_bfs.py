# ruff: noqa: UP006, UP035
from collections import deque
from typing import List


class Solution:
    def minimumJumps(self, forbidden: List[int], a: int, b: int, x: int) -> int:
        banned = set(forbidden)
        limit = 6000
        seen = {(0, False)}
        queue = deque([(0, False, 0)])
        while queue:
            pos, back, d = queue.popleft()
            if pos == x:
                return d
            nxt = [(pos + a, False)]
            if not back:
                nxt.append((pos - b, True))
            for p, bk in nxt:
                if 0 <= p <= limit and p not in banned and (p, bk) not in seen:
                    seen.add((p, bk))
                    queue.append((p, bk, d + 1))
        return -1
