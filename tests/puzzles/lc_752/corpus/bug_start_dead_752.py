# ruff: noqa: UP006, UP035
# Bug: never checks whether 0000 itself is a dead end.
from collections import deque
from typing import List


class Solution:
    def openLock(self, deadends: List[str], target: str) -> int:
        dead = set(deadends)
        seen = {"0000"}
        queue = deque([("0000", 0)])
        while queue:
            code, turns = queue.popleft()
            if code == target:
                return turns
            for i in range(4):
                for step in (1, 9):
                    nxt = code[:i] + str((int(code[i]) + step) % 10) + code[i + 1:]
                    if nxt not in dead and nxt not in seen:
                        seen.add(nxt)
                        queue.append((nxt, turns + 1))
        return -1
