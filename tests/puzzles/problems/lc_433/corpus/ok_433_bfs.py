# ruff: noqa: UP006, UP035
from collections import deque
from typing import List


class Solution:
    def minMutation(self, startGene: str, endGene: str, bank: List[str]) -> int:
        valid = set(bank)
        seen = {startGene}
        queue = deque([(startGene, 0)])
        while queue:
            gene, steps = queue.popleft()
            if gene == endGene:
                return steps
            for i in range(8):
                for ch in "ACGT":
                    nxt = gene[:i] + ch + gene[i + 1:]
                    if nxt in valid and nxt not in seen:
                        seen.add(nxt)
                        queue.append((nxt, steps + 1))
        return -1
