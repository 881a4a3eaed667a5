# ruff: noqa: UP006, UP035
# Bug: counts the changes of bus, not the buses.
from collections import defaultdict, deque
from typing import List


class Solution:
    def numBusesToDestination(self, routes: List[List[int]], source: int, target: int) -> int:
        if source == target:
            return 0
        at_stop = defaultdict(list)
        for bus, route in enumerate(routes):
            for stop in route:
                at_stop[stop].append(bus)
        queue = deque((bus, 0) for bus in at_stop[source])
        taken = set(at_stop[source])
        seen_stop = {source}
        while queue:
            bus, count = queue.popleft()
            for stop in routes[bus]:
                if stop == target:
                    return count
                if stop in seen_stop:
                    continue
                seen_stop.add(stop)
                for other in at_stop[stop]:
                    if other not in taken:
                        taken.add(other)
                        queue.append((other, count + 1))
        return -1
