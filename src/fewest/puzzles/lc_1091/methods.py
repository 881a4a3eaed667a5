"""LeetCode 1091's own method: breadth-first search over the cells, as flat
indices in plain lists (``n <= 100``: at most 10,000 cells, pure Python is
plenty).

>>> [m.name for m in METHODS]
['grid-bfs']
"""

from __future__ import annotations

import time
from typing import Any

from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.methods import Method


def grid_bfs(instance: Any, limits: Limits | None) -> Solution[Any]:
    """Fewest steps from ``(0, 0)`` to ``(n-1, n-1)``; raises NoSolutionError when none."""
    from fewest.errors import NoSolutionError
    from fewest.puzzles.lc_1091.model import STEPS
    from fewest.search._common import finish

    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    m = instance.matrix
    n = m.n
    flat = [v for row in m.cells for v in row]
    goal = n * n - 1
    parent = [-2] * (n * n)
    how = [0] * (n * n)
    expanded = generated = 0
    found = False
    if flat[0] == 0:
        parent[0] = -1
        queue = [0]
        head = 0
        while head < len(queue):
            if expanded >= budget.next_at:
                budget.check(expanded, len(queue), generated)
            cell = queue[head]
            head += 1
            if cell == goal:
                found = True
                break
            expanded += 1
            r, c = divmod(cell, n)
            for k, (_name, dr, dc) in enumerate(STEPS):
                rr, cc = r + dr, c + dc
                if 0 <= rr < n and 0 <= cc < n:
                    generated += 1
                    nxt = rr * n + cc
                    if flat[nxt] == 0 and parent[nxt] == -2:
                        parent[nxt] = cell
                        how[nxt] = k
                        queue.append(nxt)
        stats.peak_stored = len(queue)
    stats.expanded, stats.generated = expanded, generated
    if not found:
        stats.seconds = time.perf_counter() - started
        raise NoSolutionError(
            f"no clear path from (0, 0) to ({n - 1}, {n - 1}) ({expanded} cells expanded)", stats)
    cells = [goal]
    while parent[cells[-1]] >= 0:
        cells.append(parent[cells[-1]])
    cells.reverse()
    states = [divmod(x, n) for x in cells]
    moves = [STEPS[how[x]][0] for x in cells[1:]]
    return finish(stats, started, states=states, moves=moves, cost=len(moves), optimal=True,
                  algorithm="grid-bfs")


METHODS = (
    Method("grid-bfs", optimal=True, aliases=(),
           summary="breadth-first search over the cells, 8 steps each (flat lists)",
           run=grid_bfs),
)
