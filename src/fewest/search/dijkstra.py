"""Dijkstra's algorithm (uniform-cost search), with a 0-1 BFS fast path."""

from __future__ import annotations

import heapq
import time
from collections import deque
from itertools import count
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.search._common import check_puzzle, finish, no_path, walk_parents


def dijkstra(puzzle: Any, *, limits: Limits | None = None) -> Solution[Any]:
    """Cheapest path for non-negative move costs.

    The search starts as a 0-1 BFS (a deque: cost-0 moves to the front, cost-1
    moves to the back).  The first cost outside {0, 1} turns the deque into a
    binary heap and the search goes on as classic Dijkstra; both pop states in
    non-decreasing cost order, so the switch keeps the answer exact.

    >>> from fewest import search
    >>> edges = {"a": [("b", 4), ("c", 1)], "c": [("b", 1)], "b": [("d", 1)]}
    >>> sol = search("a", successors=lambda s: [(t, t, w) for t, w in edges.get(s, [])],
    ...              goal="d", algorithm="dijkstra")
    >>> sol.states, sol.cost
    (['a', 'c', 'b', 'd'], 3)
    """
    puzzle = check_puzzle(puzzle)
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    is_goal = puzzle.is_goal
    successors = puzzle.successors
    start = puzzle.start
    best: dict[Any, float] = {start: 0}
    parents: dict[Any, Any] = {start: None}
    dq: deque[tuple[float, Any]] = deque([(0, start)])
    heap: list[tuple[float, int, Any]] | None = None
    tie = count()
    expanded = generated = peak = next_at = 0
    while dq or heap:
        if expanded >= next_at:
            peak = max(peak, len(dq) + len(heap or ()))
            budget.check(expanded, len(best), generated)
            next_at = budget.next_at
        if heap is None:
            g, state = dq.popleft()
        else:
            g, _, state = heapq.heappop(heap)
        if g > best[state]:
            continue
        if is_goal(state):
            stats.expanded, stats.generated, stats.peak_frontier = expanded, generated, peak
            stats.peak_stored = len(best)
            states, moves = walk_parents(parents, state)
            return finish(
                stats,
                started,
                states=states,
                moves=moves,
                cost=g,
                optimal=True,
                algorithm="dijkstra",
            )
        expanded += 1
        for move, nxt, cost in successors(state):
            generated += 1
            if cost < 0:
                raise InvalidPuzzleError(
                    "dijkstra needs non-negative costs; "
                    f"move {move!r} from {state!r} costs {cost!r}"
                )
            ng = g + cost
            old = best.get(nxt)
            if old is not None and ng >= old:
                continue
            best[nxt] = ng
            parents[nxt] = (state, move)
            if heap is None and cost not in (0, 1):
                heap = [(gv, next(tie), s) for gv, s in dq]
                heapq.heapify(heap)
                dq.clear()
            if heap is not None:
                heapq.heappush(heap, (ng, next(tie), nxt))
            elif cost == 0:
                dq.appendleft((ng, nxt))
            else:
                dq.append((ng, nxt))
    stats.expanded, stats.generated, stats.peak_frontier = expanded, generated, peak
    stats.peak_stored = len(best)
    raise no_path(stats, started, "dijkstra", puzzle)
