"""Baekjoon 17071's method: the compiled parity-layered BFS (:mod:`.kernels`), then
the first second t whose brother's point was reached with t's parity by time t.

>>> [m.name for m in METHODS]
['parity-bfs']
"""

from __future__ import annotations

import time
from itertools import pairwise
from typing import Any

from fewest.errors import NoSolutionError, SearchLimitError
from fewest.problem import Limits, SearchStats, Solution
from fewest.puzzles.boj_17071.model import HI, brother
from fewest.puzzles.common.number_line import BACK, DOUBLE, FORWARD
from fewest.puzzles.methods import Method


def _moves_of(positions: list[int]) -> list[str]:
    out = []
    for a, b in pairwise(positions):
        out.append(DOUBLE if b == 2 * a else (BACK if b == a - 1 else FORWARD))
    return out


def parity_solve(n: int, k: int, limits: Limits | None = None) -> Solution[Any]:
    """The earliest meeting and one route to it (Subin's positions, second by second);
    :class:`~fewest.errors.NoSolutionError` when the brother leaves 0..500,000 first."""
    import numpy as np

    from fewest.puzzles.boj_17071.kernels import CAPPED, NO_MEETING, parity_meet

    started = time.perf_counter()
    limits = limits or Limits()
    stats = SearchStats()
    caps = [c for c in (limits.max_expansions, limits.max_states) if c is not None]
    cap = min(caps) if caps else 1 << 40
    dist = np.full((2, HI + 1), -1, dtype=np.int32)
    parent = np.zeros((2, HI + 1), dtype=np.int32)
    out = np.zeros(1, dtype=np.int64)
    t = int(parity_meet(n, k, HI, dist, parent, cap, out))
    stats.seconds = time.perf_counter() - started
    stats.expanded = stats.peak_stored = int(out[0])
    if t == CAPPED:
        reason = "max_expansions" if limits.max_expansions == cap else "max_states"
        raise SearchLimitError(f"{reason.replace('_', ' ')} {cap} reached", reason=reason,
                               stats=stats)
    if limits.max_seconds is not None and stats.seconds > limits.max_seconds:
        raise SearchLimitError(f"time limit {limits.max_seconds:g} s reached",
                               reason="max_seconds", stats=stats)
    if t == NO_MEETING:
        raise NoSolutionError(f"the brother leaves 0..{HI} before Subin can meet him", stats)
    b = brother(k, t)
    d = int(dist[t % 2, b])
    back = [b]
    p, x = t % 2, b
    for _ in range(d):
        x = int(parent[p, x])
        p = 1 - p
        back.append(x)
    positions = back[::-1]
    wait = [b - 1, b] if b > 0 else [b + 1, b]
    positions += wait * ((t - d) // 2)
    states = [(x, i) for i, x in enumerate(positions)]
    stats.seconds = time.perf_counter() - started
    return Solution(moves=_moves_of(positions), states=states, cost=t, optimal=True,
                    algorithm="parity-bfs", stats=stats)


def _run(instance: Any, limits: Limits | None) -> Solution[Any]:
    return parity_solve(instance.n, instance.k, limits)


METHODS = (
    Method("parity-bfs", optimal=True, aliases=("layered-bfs",),
           summary="compiled BFS over (second parity, position), then the first meeting",
           run=_run),
)
