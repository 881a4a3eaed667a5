"""Baekjoon 17071's methods: the parity-layered BFS, in plain Python (the default: a
whole process answers the hardest case in about half a second of CPU, most of it
start-up) and compiled (:mod:`.kernels`); both stop at the first second t whose
brother's point was reached with t's parity by time t.

>>> [m.name for m in METHODS]
['parity-bfs', 'parity-bfs-compiled']
>>> parity_solve(27297, 339652).cost, parity_solve(27297, 339652, compiled=True).cost
(425, 425)

``elapsed``: the chase started that many seconds ago (a mid-chase board); the
cost counts the seconds from now, the states the seconds from the chase's start.

>>> sol = parity_solve(10, 18, elapsed=1)
>>> sol.cost, sol.states, parity_solve(10, 18, elapsed=1, compiled=True).states
(1, [(10, 1), (20, 2)], [(10, 1), (20, 2)])
"""

from __future__ import annotations

import time
from itertools import pairwise
from typing import Any

from fewest.errors import NoSolutionError, SearchLimitError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.boj_17071.model import HI, brother, origin
from fewest.puzzles.common.number_line import BACK, DOUBLE, FORWARD
from fewest.puzzles.methods import Method

#: no meeting while the brother is on the line (the kernel's ``NO_MEETING`` too)
NO_MEETING = -1


def _moves_of(positions: list[int]) -> list[str]:
    out = []
    for a, b in pairwise(positions):
        out.append(DOUBLE if b == 2 * a else (BACK if b == a - 1 else FORWARD))
    return out


def _meet_python(n: int, k: int, elapsed: int, limits: Limits | None,
                 stats: SearchStats) -> tuple[int, list[int], list[int]]:
    """The parity BFS in plain Python, layer by layer, stopping at the first meeting:
    ``(t or NO_MEETING, dist, parent)`` with ``dist``/``parent`` flat, index
    ``parity * 500,001 + x``.  A layer is every state first reached at second t, so
    once layer t - 1 is expanded every ``dist <= t`` is final and second t is decided."""
    width = HI + 1
    dist = [-1] * (2 * width)
    parent = [0] * (2 * width)
    budget = Budget(limits, stats)
    dist[n] = 0
    layer = [n]
    expanded = 0
    t, b = 0, k
    while True:
        if b > HI:
            stats.expanded = expanded
            return NO_MEETING, dist, parent
        seen = dist[(t & 1) * width + b]
        if 0 <= seen <= t:
            stats.expanded = expanded
            return t, dist, parent
        if expanded >= budget.next_at:
            budget.check(expanded, expanded + len(layer))
        expanded += len(layer)
        q = ((t + 1) & 1) * width
        d = t + 1
        nxt: list[int] = []
        for x in layer:
            for y in (x - 1, x + 1, x + x):
                if 0 <= y <= HI and dist[q + y] < 0:
                    dist[q + y] = d
                    parent[q + y] = x
                    nxt.append(y)
        layer = nxt
        t += 1
        b += t + elapsed


def _meet_compiled(n: int, k: int, elapsed: int, limits: Limits | None,
                   stats: SearchStats) -> tuple[int, Any, Any]:
    """The same search compiled (:mod:`.kernels`): faster per case, but loading numba
    costs more than the search on a single case."""
    import numpy as np

    from fewest.puzzles.boj_17071.kernels import CAPPED, parity_meet

    limits = limits or Limits()
    caps = [c for c in (limits.max_expansions, limits.max_states) if c is not None]
    cap = min(caps) if caps else 1 << 40
    dist = np.full(2 * (HI + 1), -1, dtype=np.int32)
    parent = np.zeros(2 * (HI + 1), dtype=np.int32)
    out = np.zeros(1, dtype=np.int64)
    t = int(parity_meet(n, k, HI, dist.reshape(2, HI + 1), parent.reshape(2, HI + 1), cap, out,
                        elapsed))
    stats.expanded = int(out[0])
    if t == CAPPED:
        reason = "max_expansions" if limits.max_expansions == cap else "max_states"
        raise SearchLimitError(f"{reason.replace('_', ' ')} {cap} reached", reason=reason,
                               stats=stats)
    return t, dist, parent


def parity_solve(n: int, k: int, limits: Limits | None = None, *,
                 compiled: bool = False, elapsed: int = 0) -> Solution[Any]:
    """The earliest meeting and one route to it (Subin's positions, second by second),
    ``elapsed`` seconds into the chase (the brother at ``k``, his next step
    ``elapsed + 1``); :class:`~fewest.errors.NoSolutionError` when the brother
    leaves 0..500,000 first."""
    started = time.perf_counter()
    stats = SearchStats()
    search = _meet_compiled if compiled else _meet_python
    t, dist, parent = search(n, k, elapsed, limits, stats)
    stats.seconds = time.perf_counter() - started
    stats.peak_stored = stats.expanded
    if limits is not None and limits.max_seconds is not None and stats.seconds > limits.max_seconds:
        raise SearchLimitError(f"time limit {limits.max_seconds:g} s reached",
                               reason="max_seconds", stats=stats)
    if t == NO_MEETING:
        raise NoSolutionError(f"the brother leaves 0..{HI} before Subin can meet him", stats)
    width = HI + 1
    b = brother(origin(k, elapsed), elapsed + t)
    d = int(dist[(t % 2) * width + b])
    back = [b]
    p, x = t % 2, b
    for _ in range(d):
        x = int(parent[p * width + x])
        p = 1 - p
        back.append(x)
    positions = back[::-1]
    wait = [b - 1, b] if b > 0 else [b + 1, b]
    positions += wait * ((t - d) // 2)
    states = [(x, elapsed + i) for i, x in enumerate(positions)]
    stats.seconds = time.perf_counter() - started
    return Solution(moves=_moves_of(positions), states=states, cost=t, optimal=True,
                    algorithm="parity-bfs-compiled" if compiled else "parity-bfs", stats=stats)


def _run(instance: Any, limits: Limits | None) -> Solution[Any]:
    return parity_solve(instance.n, instance.k, limits, elapsed=instance.elapsed)


def _run_compiled(instance: Any, limits: Limits | None) -> Solution[Any]:
    return parity_solve(instance.n, instance.k, limits, compiled=True, elapsed=instance.elapsed)


METHODS = (
    Method("parity-bfs", optimal=True, aliases=("layered-bfs",),
           summary="BFS over (second parity, position) layer by layer, stopping at the first "
                   "meeting (flat lists: no compiler to load)", run=_run),
    Method("parity-bfs-compiled", optimal=True,
           summary="the same BFS compiled with numba (for many cases in one process)",
           run=_run_compiled),
)
