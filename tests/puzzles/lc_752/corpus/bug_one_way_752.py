# ruff: noqa: UP006, UP035
# Bug: wheels only turn up (no turning down).
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
                nxt = code[:i] + str((int(code[i]) + 1) % 10) + code[i + 1:]
                if nxt not in dead and nxt not in seen:
                    seen.add(nxt)
                    queue.append((nxt, turns + 1))
        return -1
