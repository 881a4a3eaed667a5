# ruff: noqa: UP006, UP035
# Bug: marks a node seen whatever colour reached it, so a later arrival by the other
# colour (the one that can go on) is dropped.
from collections import defaultdict, deque
from typing import List


class Solution:
    def shortestAlternatingPaths(self, n: int, redEdges: List[List[int]],
                                 blueEdges: List[List[int]]) -> List[int]:
        graph = [defaultdict(list), defaultdict(list)]
        for a, b in redEdges:
            graph[0][a].append(b)
        for a, b in blueEdges:
            graph[1][a].append(b)
        answer = [-1] * n
        answer[0] = 0
        seen = {0}
        queue = deque([(0, 0, 0), (0, 1, 0)])
        while queue:
            node, colour, d = queue.popleft()
            for nxt in graph[colour][node]:
                if nxt not in seen:
                    seen.add(nxt)
                    answer[nxt] = d + 1
                    queue.append((nxt, 1 - colour, d + 1))
        return answer
