"""The kit's searches: a declared problem as an engine puzzle, and the one search that
fits its move costs, taken from :mod:`fewest.search`.

Every move costs 1: breadth-first search.  Costs of 0 and 1: 0-1 BFS.  Any other
non-negative costs: Dijkstra.  (:func:`fewest.search.dijkstra` runs as a 0-1 BFS
until it meets a cost outside {0, 1}, so one function serves both.)  A problem
module never writes a search loop of its own: the multi-source distances some
answers need (every cell's distance to the nearest 0, the farthest node) are
:func:`distances` here.

>>> distances([0], lambda x: [(x + 1, 1)] if x < 3 else [])
{0: 0, 1: 1, 2: 2, 3: 3}
>>> edges = {"a": [("b", 5), ("c", 1)], "c": [("b", 1)]}
>>> sorted(distances(["a"], lambda s: edges.get(s, [])).items())
[('a', 0), ('b', 2), ('c', 1)]
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Callable, Hashable, Iterable
from itertools import count
from typing import Any

from fewest.problem import Puzzle

#: what each kind of move costs, and the engine algorithm the kit runs for it
ALGORITHM = {"unit": "bfs", "01": "dijkstra", "weighted": "dijkstra"}


class KitPuzzle(Puzzle[Any]):
    """A declared problem's case as an engine puzzle: ``start``, ``moves`` and
    ``goal`` are the problem's own, called with the case."""

    def __init__(self, case: dict[str, Any], start: Any, moves: Callable[..., Iterable[Any]],
                 goal: Callable[[dict[str, Any], Any], bool], costs: str) -> None:
        self.case = case
        self.start = start
        self._moves = moves
        self._goal = goal
        self.unit_cost = costs == "unit"

    def is_goal(self, state: Any) -> bool:
        return self._goal(self.case, state)

    def successors(self, state: Any) -> Iterable[tuple[Any, Any, float]]:
        return self._moves(self.case, state)


def per_case(build: Callable[[dict[str, Any]], Any]) -> Callable[[dict[str, Any]], Any]:
    """``build(case)`` computed once per case (the last few cases, by identity): what
    a problem's moves read again at every state, such as an adjacency list.

    >>> calls = []
    >>> out = per_case(lambda case: calls.append(1) or {a: b for a, b in case["edges"]})
    >>> case = {"edges": [(1, 2)]}
    >>> out(case) is out(case), len(calls)
    (True, 1)
    """
    kept: list[tuple[dict[str, Any], Any]] = []

    def cached(case: dict[str, Any]) -> Any:
        for seen, value in kept:
            if seen is case:
                return value
        value = build(case)
        kept.insert(0, (case, value))  # the case is kept too: its id is not reused
        del kept[4:]
        return value

    return cached


def distances(sources: Iterable[Hashable], step: Callable[[Any], Iterable[tuple[Any, float]]],
              ) -> dict[Any, float]:
    """The least cost from the nearest of ``sources`` to every state reached:
    ``step(state)`` yields ``(next_state, cost)``.  Breadth-first layers while
    every cost is 1; Dijkstra (a heap) from the first other cost on."""
    dist: dict[Any, float] = {}
    queue: deque[Any] = deque()
    for s in sources:
        if s not in dist:
            dist[s] = 0
            queue.append(s)
    unit = True
    heap: list[tuple[float, int, Any]] = []
    tie = count()
    while queue:
        s = queue.popleft()
        for nxt, cost in step(s):
            if cost != 1:
                unit = False
                break
            if nxt not in dist:
                dist[nxt] = dist[s] + 1
                queue.append(nxt)
        if not unit:
            heap = [(d, next(tie), s) for s, d in dist.items()]
            heapq.heapify(heap)
            break
    if unit:
        return dist
    done: set[Any] = set()
    while heap:
        d, _, s = heapq.heappop(heap)
        if s in done or d > dist[s]:
            continue
        done.add(s)
        for nxt, cost in step(s):
            nd = d + cost
            if nxt not in dist or nd < dist[nxt]:
                dist[nxt] = nd
                heapq.heappush(heap, (nd, next(tie), nxt))
    return dist
