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

With ``clock``, a step also sees the distance of the state it leaves (the
minute it is reached): a step that a spreading fire closes at minute 2.

>>> distances([0], lambda x, t: [(x + 1, 1)] if x < 5 and t + 1 < 3 else [], clock=True)
{0: 0, 1: 1, 2: 2}

With ``key``, states are told apart by ``key(state)`` only, as a search whose visited
set forgets part of the state (a program's classic bug): the first state reached under
a key is kept, later ones are dropped.

>>> distances([(0, "a")], lambda s: [((s[0] + 1, w), 1) for w in "bc"] if s[0] < 2 else [],
...           key=lambda s: s[0])
{(0, 'a'): 0, (1, 'b'): 1, (2, 'b'): 2}

An answer that counts the shortest ways (every move a step of one) is
:func:`shortest_ways`: two moves to the same state are two ways.

>>> shortest_ways(1, lambda x: [x + 1, 2 * x] if x < 4 else [], lambda x: x == 4)
(2, 2)
>>> shortest_ways(3, lambda x: [x + 1] if x < 4 else [], lambda x: x == 0) is None
True

The order a depth-first visit meets states in (a traversal order some answers
print) is :func:`preorder`:

>>> tree = {1: [2, 3], 2: [4], 3: [4]}
>>> preorder(1, lambda s: tree.get(s, []))
[1, 2, 4, 3]
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
                 goal: Callable[[dict[str, Any], Any], bool], costs: str,
                 heuristic: Callable[[dict[str, Any], Any], float] | None = None,
                 target: Any = None,
                 before: Callable[[dict[str, Any], Any], Iterable[Any]] | None = None) -> None:
        self.case = case
        self._before = before
        if target is not None:  # the one goal state: moves undone, or ``before`` given
            self.goal, self.reversible = target, before is None
        self.start = start
        self._moves = moves
        self._goal = goal
        self.unit_cost = costs == "unit"
        if heuristic is not None:  # the problem's promise: admissible and consistent
            self.heuristic = lambda state: heuristic(case, state)
        else:  # no estimate: zero, admissible and consistent (A* is then Dijkstra)
            self.heuristic = lambda state: 0
        self.heuristic_admissible = self.heuristic_consistent = True

    def is_goal(self, state: Any) -> bool:
        return self._goal(self.case, state)

    def successors(self, state: Any) -> Iterable[tuple[Any, Any, float]]:
        return self._moves(self.case, state)

    def predecessors(self, state: Any) -> Iterable[tuple[Any, Any, float]]:
        if self._before is not None:
            return self._before(self.case, state)
        return super().predecessors(state)


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


def distances(sources: Iterable[Hashable], step: Callable[..., Iterable[tuple[Any, float]]],
              *, clock: bool = False,
              key: Callable[[Any], Hashable] | None = None) -> dict[Any, float]:
    """The least cost from the nearest of ``sources`` to every state reached:
    ``step(state)`` yields ``(next_state, cost)``.  Breadth-first layers while
    every cost is 1; Dijkstra (a heap) from the first other cost on.

    ``clock``: ``step(state, d)`` also gets the state's least cost ``d``, for steps
    that close as time passes (never open): the earliest arrival is then still
    the best, so each state is settled once, at its least cost.  ``key``: see the
    module docstring (every step must then cost 1)."""
    if clock:
        timed = step
    else:
        def timed(state: Any, _d: float) -> Iterable[tuple[Any, float]]:
            return step(state)
    dist: dict[Any, float] = {}
    queue: deque[Any] = deque()
    seen: set[Hashable] = set()

    def fresh(state: Any) -> bool:  # no state of its key reached yet (and now one is)
        assert key is not None
        k = key(state)
        if k in seen:
            return False
        seen.add(k)
        return True

    for s in sources:
        if s not in dist if key is None else fresh(s):
            dist[s] = 0
            queue.append(s)
    unit = True
    heap: list[tuple[float, int, Any]] = []
    tie = count()
    while queue:
        s = queue.popleft()
        for nxt, cost in timed(s, dist[s]):
            if cost != 1:
                if key is not None:
                    raise ValueError("distances with a key need every step to cost 1")
                unit = False
                break
            if nxt not in dist if key is None else fresh(nxt):
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
        for nxt, cost in timed(s, d):
            nd = d + cost
            if nxt not in dist or nd < dist[nxt]:
                dist[nxt] = nd
                heapq.heappush(heap, (nd, next(tie), nxt))
    return dist


def shortest_ways(start: Hashable, step: Callable[[Any], Iterable[Any]],
                  goal: Callable[[Any], bool]) -> tuple[int, int] | None:
    """``(fewest moves, number of move sequences that take that many)`` from ``start``
    to the nearest goal states, every move costing 1 (``step(state)`` yields the next
    state of each move, repeats included: two moves to one state are two ways);
    ``None`` when no goal state is reached.  Breadth-first, layer by layer."""
    ways: dict[Any, int] = {start: 1}
    depth = {start: 0}
    layer = [start]
    d = 0
    while layer:
        done = [s for s in layer if goal(s)]
        if done:
            return d, sum(ways[s] for s in done)
        nxt: list[Any] = []
        for s in layer:
            for t in step(s):
                if t not in depth:
                    depth[t] = d + 1
                    ways[t] = 0
                    nxt.append(t)
                if depth[t] == d + 1:
                    ways[t] += ways[s]
        layer = nxt
        d += 1
    return None

def preorder(start: Hashable, step: Callable[[Any], Iterable[Any]]) -> list[Any]:
    """The states a depth-first visit from ``start`` meets, in order: each state's
    ``step(state)`` is tried in the order it gives them, the first unseen one
    visited before the next is tried (a recursive DFS, without the recursion)."""
    seen = {start}
    order = [start]
    stack = [iter(step(start))]
    while stack:
        for nxt in stack[-1]:
            if nxt not in seen:
                seen.add(nxt)
                order.append(nxt)
                stack.append(iter(step(nxt)))
                break
        else:
            stack.pop()
    return order
