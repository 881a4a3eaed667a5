# ruff: noqa: UP006, UP035
# Bug: the start node is not marked visited.
from collections import deque
from typing import List


class Solution:
    def shortestPathLength(self, graph: List[List[int]]) -> int:
        n = len(graph)
        full = (1 << n) - 1
        queue = deque((i, 0, 0) for i in range(n))
        seen = {(i, 0) for i in range(n)}
        while queue:
            v, mask, d = queue.popleft()
            if mask == full:
                return d
            for u in graph[v]:
                nm = mask | 1 << u
                if (u, nm) not in seen:
                    seen.add((u, nm))
                    queue.append((u, nm, d + 1))
        return -1
