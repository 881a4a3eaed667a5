"""LeetCode 2290's own method: a 0-1 BFS over the cells as flat indices (a deque:
steps onto empty cells go to the front, onto obstacles to the back), so cells
leave the deque in order of obstacles removed.  ``m * n <= 10^5``: plain
Python lists answer the largest grid well inside the limit.

>>> [m.name for m in METHODS]
['zero-one-bfs']
"""

from __future__ import annotations

import time
from collections import deque
from itertools import pairwise
from typing import Any

from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.methods import Method


def zero_one_bfs(instance: Any, limits: Limits | None) -> Solution[Any]:
    """Fewest obstacles removed from ``(0, 0)`` to ``(m-1, n-1)``, with the path."""
    from fewest.errors import NoSolutionError
    from fewest.puzzles.lc_2290.model import STEPS
    from fewest.search._common import finish

    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    f = instance.field
    m, n = f.rows, f.cols
    flat = [v for row in f.cells for v in row]
    size = m * n
    goal = size - 1
    inf = size + 1
    dist = [inf] * size
    parent = [-1] * size
    done = [False] * size
    dist[0] = 0
    dq = deque([0])
    expanded = generated = 0
    while dq:
        if expanded >= budget.next_at:
            budget.check(expanded, len(dq), generated)
        cell = dq.popleft()
        if done[cell]:
            continue
        done[cell] = True
        if cell == goal:
            break
        expanded += 1
        d = dist[cell]
        r, c = divmod(cell, n)
        for nxt, ok in ((cell - n, r > 0), (cell + n, r < m - 1), (cell - 1, c > 0),
                        (cell + 1, c < n - 1)):
            if not ok:
                continue
            generated += 1
            w = flat[nxt]
            if d + w < dist[nxt]:
                dist[nxt] = d + w
                parent[nxt] = cell
                if w:
                    dq.append(nxt)
                else:
                    dq.appendleft(nxt)
    stats.expanded, stats.generated = expanded, generated
    if not done[goal]:  # pragma: no cover - the corners are empty: never
        raise NoSolutionError("no path to the corner", stats)
    cells = [goal]
    while cells[-1] != 0:
        cells.append(parent[cells[-1]])
    cells.reverse()
    states = [divmod(x, n) for x in cells]
    names = {(dr, dc): name for name, dr, dc in STEPS}
    moves = [names[(b[0] - a[0], b[1] - a[1])] for a, b in pairwise(states)]
    return finish(stats, started, states=states, moves=moves, cost=dist[goal], optimal=True,
                  algorithm="zero-one-bfs")


METHODS = (
    Method("zero-one-bfs", optimal=True, aliases=("0-1-bfs",),
           summary="0-1 BFS over the cells (a step onto an obstacle costs 1), flat lists",
           run=zero_one_bfs),
)
