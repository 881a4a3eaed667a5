"""The prime path's own method: breadth-first search over the 1,061 four-digit primes.

>>> [m.name for m in METHODS]
['prime-bfs']
"""

from __future__ import annotations

import time
from typing import Any

from fewest.errors import NoSolutionError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.boj_1963.model import LIMIT, neighbours
from fewest.puzzles.methods import LIMIT_NAMES, Method

ALGORITHM = "prime-bfs"


def prime_bfs(a: int, b: int, limits: Limits | None = None) -> Solution[int]:
    """The fewest one-digit changes from ``a`` to ``b`` (moves: the primes passed through).

    >>> prime_bfs(1033, 8179).length, prime_bfs(1373, 8017).length, prime_bfs(1033, 1033).moves
    (6, 7, [])
    """
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    parent = [-1] * LIMIT
    parent[a] = a
    queue = [a]
    head = expanded = generated = 0
    while head < len(queue) and parent[b] < 0:
        if expanded >= budget.next_at:
            budget.check(expanded, len(queue), generated)
        n = queue[head]
        head += 1
        expanded += 1
        for m in neighbours(n):
            generated += 1
            if parent[m] < 0:
                parent[m] = n
                queue.append(m)
    stats.expanded, stats.generated = expanded, generated
    stats.peak_stored = len(queue)
    stats.peak_frontier = len(queue) - head
    stats.seconds = time.perf_counter() - started
    if parent[b] < 0:  # pragma: no cover - the four-digit primes form one connected graph
        raise NoSolutionError(f"no chain of four-digit primes joins {a} and {b}", stats)
    states = [b]
    while states[-1] != a:
        states.append(parent[states[-1]])
    states.reverse()
    return Solution(moves=states[1:], states=states, cost=len(states) - 1, optimal=True,
                    algorithm=ALGORITHM, stats=stats)


def _run(instance: Any, limits: Limits | None) -> Solution[Any]:
    return prime_bfs(instance.case.a, instance.case.b, limits)


METHODS = (
    Method(ALGORITHM, optimal=True, aliases=("bfs-flat",),
           summary="breadth-first search over the 1,061 four-digit primes in flat lists",
           honours=frozenset(LIMIT_NAMES), run=_run),
)
