# ruff: noqa: UP006, UP035
# Bug: wheels do not wrap around (9 -> 0 and 0 -> 9 are missing).
from collections import deque
from typing import List


class Solution:
    def openLock(self, deadends: List[str], target: str) -> int:
        dead = set(deadends)
        if "0000" in dead:
            return -1
        seen = {"0000"}
        queue = deque([("0000", 0)])
        while queue:
            code, turns = queue.popleft()
            if code == target:
                return turns
            for i in range(4):
                for step in (1, -1):
                    d = int(code[i]) + step
                    if not 0 <= d <= 9:
                        continue
                    nxt = code[:i] + str(d) + code[i + 1:]
                    if nxt not in dead and nxt not in seen:
                        seen.add(nxt)
                        queue.append((nxt, turns + 1))
        return -1
