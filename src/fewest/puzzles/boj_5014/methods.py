"""Baekjoon 5014's methods: BFS over floors in plain Python (the default: a million
floors take a few tenths of a second, less than loading numba) and compiled
(:mod:`.kernels`, for many cases in one process).

>>> [m.name for m in METHODS]
['floors-bfs', 'floors-bfs-compiled']
>>> case = {"F": 10, "S": 1, "G": 10, "U": 2, "D": 1}
>>> floors_solve(case).cost, floors_solve(case, compiled=True).cost
(6, 6)
"""

from __future__ import annotations

import time
from itertools import pairwise
from typing import Any

from fewest.errors import NoSolutionError, SearchLimitError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.methods import Method


def _bfs_python(case: dict[str, int], limits: Limits | None,
                stats: SearchStats) -> tuple[list[int], list[int]]:
    """BFS over floors in plain Python, layer by layer, until G is reached."""
    f, s, g, u, d = (case[k] for k in ("F", "S", "G", "U", "D"))
    dist = [-1] * (f + 1)
    parent = [0] * (f + 1)
    budget = Budget(limits, stats)
    dist[s] = 0
    layer = [s]
    expanded = 0
    step = 0
    while layer and dist[g] < 0:
        if expanded >= budget.next_at:
            budget.check(expanded, expanded + len(layer))
        expanded += len(layer)
        step += 1
        nxt: list[int] = []
        for x in layer:
            if u:
                y = x + u
                if y <= f and dist[y] < 0:
                    dist[y] = step
                    parent[y] = x
                    nxt.append(y)
            if d:
                y = x - d
                if y >= 1 and dist[y] < 0:
                    dist[y] = step
                    parent[y] = x
                    nxt.append(y)
        layer = nxt
    stats.expanded = expanded
    return dist, parent


def _bfs_compiled(case: dict[str, int], limits: Limits | None,
                  stats: SearchStats) -> tuple[Any, Any]:
    """The same search compiled (:mod:`.kernels`)."""
    import numpy as np

    from fewest.puzzles.boj_5014.kernels import floors_bfs

    limits = limits or Limits()
    f, s, g, u, d = (case[k] for k in ("F", "S", "G", "U", "D"))
    caps = [c for c in (limits.max_expansions, limits.max_states) if c is not None]
    cap = min(caps) if caps else 1 << 40
    dist = np.full(f + 1, -1, dtype=np.int32)
    parent = np.zeros(f + 1, dtype=np.int32)
    expanded = int(floors_bfs(f, s, g, u, d, dist, parent, cap))
    if expanded < 0:
        reason = "max_expansions" if limits.max_expansions == cap else "max_states"
        stats.expanded = cap
        raise SearchLimitError(f"{reason.replace('_', ' ')} {cap} reached", reason=reason,
                               stats=stats)
    stats.expanded = expanded
    return dist, parent


def floors_solve(case: dict[str, int], limits: Limits | None = None, *,
                 compiled: bool = False) -> Solution[Any]:
    """The fewest presses and one press sequence; :class:`~fewest.errors.NoSolutionError`
    when G cannot be reached."""
    started = time.perf_counter()
    stats = SearchStats()
    s, g = case["S"], case["G"]
    search = _bfs_compiled if compiled else _bfs_python
    dist, parent = search(case, limits, stats)
    stats.seconds = time.perf_counter() - started
    stats.peak_stored = stats.expanded
    if limits is not None and limits.max_seconds is not None and stats.seconds > limits.max_seconds:
        raise SearchLimitError(f"time limit {limits.max_seconds:g} s reached",
                               reason="max_seconds", stats=stats)
    if dist[g] < 0:
        raise NoSolutionError(f"floor {g} cannot be reached from floor {s} "
                              f"({stats.expanded} floors expanded)", stats)
    floors = [g]
    while floors[-1] != s:
        floors.append(int(parent[floors[-1]]))
    floors.reverse()
    moves = ["U" if b > a else "D" for a, b in pairwise(floors)]
    stats.seconds = time.perf_counter() - started
    return Solution(moves=moves, states=floors, cost=len(moves), optimal=True,
                    algorithm="floors-bfs-compiled" if compiled else "floors-bfs", stats=stats)


def _run(instance: Any, limits: Limits | None) -> Solution[Any]:
    return floors_solve(instance.case, limits)


def _run_compiled(instance: Any, limits: Limits | None) -> Solution[Any]:
    return floors_solve(instance.case, limits, compiled=True)


METHODS = (
    Method("floors-bfs", optimal=True, aliases=("elevator-bfs",),
           summary="BFS over floors 1..F, layer by layer (flat lists: no compiler to load)",
           run=_run),
    Method("floors-bfs-compiled", optimal=True,
           summary="the same BFS compiled with numba (for many cases in one process)",
           run=_run_compiled),
)
