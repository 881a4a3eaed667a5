# ruff: noqa: UP006, UP035
# Bug: a BFS over stops where riding to the next stop of a route costs one: it
# counts stops travelled, not buses taken.
from collections import defaultdict, deque
from typing import List


class Solution:
    def numBusesToDestination(self, routes: List[List[int]], source: int, target: int) -> int:
        if source == target:
            return 0
        near = defaultdict(set)
        for route in routes:
            for i, stop in enumerate(route):
                near[stop].add(route[(i + 1) % len(route)])
                near[stop].add(route[i - 1])
        dist = {source: 0}
        queue = deque([source])
        while queue:
            stop = queue.popleft()
            for nxt in near[stop]:
                if nxt not in dist:
                    dist[nxt] = dist[stop] + 1
                    if nxt == target:
                        return dist[nxt]
                    queue.append(nxt)
        return -1
