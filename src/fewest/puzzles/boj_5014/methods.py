"""Baekjoon 5014's method: the compiled BFS over floors (:mod:`.kernels`).

>>> [m.name for m in METHODS]
['floors-bfs']
"""

from __future__ import annotations

import time
from itertools import pairwise
from typing import Any

from fewest.errors import NoSolutionError, SearchLimitError
from fewest.problem import Limits, SearchStats, Solution
from fewest.puzzles.methods import Method


def floors_solve(case: dict[str, int], limits: Limits | None = None) -> Solution[Any]:
    """The fewest presses and one press sequence; :class:`~fewest.errors.NoSolutionError`
    when G cannot be reached."""
    import numpy as np

    from fewest.puzzles.boj_5014.kernels import floors_bfs

    started = time.perf_counter()
    limits = limits or Limits()
    stats = SearchStats()
    f, s, g, u, d = (case[k] for k in ("F", "S", "G", "U", "D"))
    caps = [c for c in (limits.max_expansions, limits.max_states) if c is not None]
    cap = min(caps) if caps else 1 << 40
    dist = np.full(f + 1, -1, dtype=np.int32)
    parent = np.zeros(f + 1, dtype=np.int32)
    expanded = int(floors_bfs(f, s, g, u, d, dist, parent, cap))
    stats.seconds = time.perf_counter() - started
    if expanded < 0:
        reason = "max_expansions" if limits.max_expansions == cap else "max_states"
        stats.expanded = cap
        raise SearchLimitError(f"{reason.replace('_', ' ')} {cap} reached", reason=reason,
                               stats=stats)
    if limits.max_seconds is not None and stats.seconds > limits.max_seconds:
        raise SearchLimitError(f"time limit {limits.max_seconds:g} s reached",
                               reason="max_seconds", stats=stats)
    stats.expanded = stats.peak_stored = expanded
    if dist[g] < 0:
        raise NoSolutionError(f"floor {g} cannot be reached from floor {s} "
                              f"({expanded} floors reached)", stats)
    floors = [g]
    while floors[-1] != s:
        floors.append(int(parent[floors[-1]]))
    floors.reverse()
    moves = ["U" if b > a else "D" for a, b in pairwise(floors)]
    stats.seconds = time.perf_counter() - started
    return Solution(moves=moves, states=floors, cost=len(moves), optimal=True,
                    algorithm="floors-bfs", stats=stats)


def _run(instance: Any, limits: Limits | None) -> Solution[Any]:
    return floors_solve(instance.case, limits)


METHODS = (
    Method("floors-bfs", optimal=True, aliases=("elevator-bfs",),
           summary="compiled BFS over floors 1..F (U up, D down)", run=_run),
)
