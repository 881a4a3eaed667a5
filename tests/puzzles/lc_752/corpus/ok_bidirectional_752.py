# ruff: noqa: UP006, UP035
from typing import List


class Solution:
    def openLock(self, deadends: List[str], target: str) -> int:
        dead = set(deadends)
        if "0000" in dead:
            return -1
        if target == "0000":
            return 0
        front, back, seen = {"0000"}, {target}, {"0000", target}
        turns = 0
        while front and back:
            if len(front) > len(back):
                front, back = back, front
            turns += 1
            nxt_front = set()
            for code in front:
                for i in range(4):
                    d = int(code[i])
                    for nd in ((d + 1) % 10, (d - 1) % 10):
                        nxt = code[:i] + str(nd) + code[i + 1:]
                        if nxt in back:
                            return turns
                        if nxt not in dead and nxt not in seen:
                            seen.add(nxt)
                            nxt_front.add(nxt)
            front = nxt_front
        return -1
