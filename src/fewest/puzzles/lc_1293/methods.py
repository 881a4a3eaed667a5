"""Obstacles Elimination's own method: breadth-first search over (cell, removals
left), with two exact cuts.

* ``k`` is capped at ``m + n - 3``: a monotone path crosses that many inner
  cells, so with that many removals the answer is ``m + n - 2`` whatever ``k``.
* A state is dropped when its cell was already reached, in this or an earlier
  layer, with at least as many removals left (it can do nothing the other
  cannot, no sooner).

>>> [m.name for m in METHODS]
['state-bfs']
>>> from fewest.puzzles.lc_1293.formats import parse_field
>>> sol = pruned_bfs(parse_field({"grid": [[0, 1, 1], [1, 1, 1], [1, 0, 0]], "k": 2}), None)
>>> sol.length, sol.states[-1]
(4, (2, 2, 0))
"""

from __future__ import annotations

import itertools
import time
from typing import Any

from fewest.errors import NoSolutionError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.methods import LIMIT_NAMES, Method


def pruned_bfs(field: Any, limits: Limits | None) -> Solution[Any]:
    """The BFS; the path comes back as ``(row, col, left)`` states of the real ``k``."""
    from fewest.puzzles.lc_1293.model import STEPS

    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    m, n = field.m, field.n
    cap = min(field.k, max(0, m + n - 3))
    width = cap + 1
    blocked = [v for row in field.grid for v in row]
    links: list[list[int]] = [[] for _ in range(m * n)]
    for r in range(m):
        for c in range(n):
            for _move, dr, dc in STEPS:
                if 0 <= r + dr < m and 0 <= c + dc < n:
                    links[r * n + c].append((r + dr) * n + c + dc)
    goal = m * n - 1
    best = [-1] * (m * n)  # the most removals left any visit to the cell had
    start = cap  # cell 0, ``cap`` left
    best[0] = cap
    parent: dict[int, int] = {start: -1}
    frontier = [start]
    found = start if goal == 0 else -1
    expanded = 0
    while frontier and found < 0:
        layer = []
        for s in frontier:
            if expanded >= budget.next_at:
                budget.check(expanded, len(parent))
            expanded += 1
            cell, left = divmod(s, width)
            for nxt in links[cell]:
                nl = left - blocked[nxt]
                if nl < 0 or nl <= best[nxt]:
                    continue
                best[nxt] = nl
                t = nxt * width + nl
                parent[t] = s
                if nxt == goal:
                    found = t
                    break
                layer.append(t)
            if found >= 0:
                break
        frontier = layer
    stats.expanded = expanded
    stats.peak_stored = len(parent)
    stats.seconds = time.perf_counter() - started
    if found < 0:
        raise NoSolutionError(f"the corner cannot be reached removing at most {field.k} "
                              f"obstacles ({len(parent):,} states searched)", stats)
    chain = [found]
    while parent[chain[-1]] >= 0:
        chain.append(parent[chain[-1]])
    chain.reverse()
    spare = field.k - cap
    states = []
    for s in chain:
        cell, left = divmod(s, width)
        states.append((cell // n, cell % n, left + spare))
    moves = [next(mv for mv, dr, dc in STEPS if (a[0] + dr, a[1] + dc) == (b[0], b[1]))
             for a, b in itertools.pairwise(states)]
    return Solution(moves, states, float(len(moves)), True, "state-bfs", stats)


def _bfs(instance: Any, limits: Limits | None) -> Solution[Any]:
    return pruned_bfs(instance.field, limits)


METHODS = (
    Method("state-bfs", optimal=True, aliases=("break-bfs",),
           summary="BFS over (cell, removals left), k capped at m+n-3, dominated visits cut",
           honours=frozenset(LIMIT_NAMES), run=_bfs),
)
