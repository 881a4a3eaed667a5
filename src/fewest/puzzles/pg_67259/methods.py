"""Programmers 67259's own method: Dijkstra over ``(r, c, direction)`` with a
binary heap (``5 N^2 <= 3,125`` states: plain Python is plenty).

>>> [m.name for m in METHODS]
['track-dijkstra']
"""

from __future__ import annotations

import heapq
import time
from typing import Any

from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.methods import Method


def track_dijkstra(instance: Any, limits: Limits | None) -> Solution[Any]:
    """The cheapest road, with its pieces; the cost is the answer."""
    from fewest.errors import NoSolutionError
    from fewest.puzzles.pg_67259.model import START_DIR, STEPS, step_cost
    from fewest.search._common import finish

    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    t = instance.track
    n = t.n
    free = [v == 0 for row in t.cells for v in row]
    start = START_DIR  # state = cell * 5 + direction, cell 0
    best = {start: 0}
    parent: dict[int, int] = {start: -1}
    heap = [(0, start)]
    expanded = generated = 0
    goal_cell = n * n - 1
    goal = -1
    while heap:
        if expanded >= budget.next_at:
            budget.check(expanded, len(best), generated)
        g, s = heapq.heappop(heap)
        if g > best[s]:
            continue
        cell, d = divmod(s, 5)
        if cell == goal_cell:
            goal = s
            break
        expanded += 1
        r, c = divmod(cell, n)
        for k, (_name, dr, dc) in enumerate(STEPS):
            rr, cc = r + dr, c + dc
            if 0 <= rr < n and 0 <= cc < n and free[rr * n + cc]:
                generated += 1
                ns = (rr * n + cc) * 5 + k
                ng = g + step_cost(d, k)
                if ng < best.get(ns, 1 << 60):
                    best[ns] = ng
                    parent[ns] = s
                    heapq.heappush(heap, (ng, ns))
    stats.expanded, stats.generated, stats.peak_stored = expanded, generated, len(best)
    if goal < 0:  # pragma: no cover - the family refuses boards with no road
        stats.seconds = time.perf_counter() - started
        raise NoSolutionError("no road joins the corners", stats)
    path = [goal]
    while parent[path[-1]] >= 0:
        path.append(parent[path[-1]])
    path.reverse()
    states = [(*divmod(x // 5, n), x % 5) for x in path]
    moves = [STEPS[x % 5][0] for x in path[1:]]
    return finish(stats, started, states=states, moves=moves, cost=best[goal], optimal=True,
                  algorithm="track-dijkstra")


METHODS = (
    Method("track-dijkstra", optimal=True, aliases=("dijkstra-direction",),
           summary="Dijkstra over (row, col, last direction): 100 a piece, 600 a turning one",
           run=track_dijkstra),
)
