# ruff: noqa: UP006, UP035
# Bug: every path starts with a red edge; a path that starts blue is never tried.
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
        seen = {(0, 0)}
        queue = deque([(0, 0, 0)])
        while queue:
            node, colour, d = queue.popleft()
            if answer[node] < 0:
                answer[node] = d
            for nxt in graph[colour][node]:
                if (nxt, 1 - colour) not in seen:
                    seen.add((nxt, 1 - colour))
                    queue.append((nxt, 1 - colour, d + 1))
        return answer
