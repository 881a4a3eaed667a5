"""DSLR's own method: breadth-first search over the 10,000 registers in flat lists.

>>> [m.name for m in METHODS]
['register-bfs']
"""

from __future__ import annotations

import time
from functools import lru_cache
from typing import Any

from fewest.errors import NoSolutionError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.boj_9019.model import COMMANDS, SIZE, apply, before
from fewest.puzzles.methods import LIMIT_NAMES, Method

ALGORITHM = "register-bfs"


def register_bfs(a: int, b: int, limits: Limits | None = None) -> Solution[int]:
    """A shortest command string from ``a`` to ``b``: BFS, the goal tested on generation.

    >>> register_bfs(1000, 1).moves, register_bfs(1234, 3412).length
    (['L'], 2)
    """
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    parent = [-1] * SIZE
    how = [""] * SIZE
    parent[a] = a
    queue = [a]
    head = expanded = generated = 0
    while head < len(queue) and parent[b] < 0:
        if expanded >= budget.next_at:
            budget.check(expanded, len(queue), generated)
        n = queue[head]
        head += 1
        expanded += 1
        for c in COMMANDS:
            m = apply(c, n)
            generated += 1
            if parent[m] < 0:
                parent[m] = n
                how[m] = c
                queue.append(m)
                if m == b:
                    break
    stats.expanded, stats.generated = expanded, generated
    stats.peak_stored = len(queue)
    stats.peak_frontier = len(queue) - head
    stats.seconds = time.perf_counter() - started
    if parent[b] < 0:  # pragma: no cover - S alone reaches every register
        raise NoSolutionError(f"no command string turns {a} into {b}", stats)
    moves: list[str] = []
    at = b
    while at != a:
        moves.append(how[at])
        at = parent[at]
    moves.reverse()
    states = [a]
    for c in moves:
        states.append(apply(c, states[-1]))
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm=ALGORITHM, stats=stats)


@lru_cache(maxsize=64)
def distances_to(b: int) -> list[int]:
    """Fewest commands from every register to ``b`` (a BFS over the inverse commands).

    >>> d = distances_to(3412)
    >>> d[3412], d[1234], d[2341]
    (0, 2, 1)
    """
    dist = [-1] * SIZE
    dist[b] = 0
    queue = [b]
    for n in queue:
        for c in COMMANDS:
            for m in before(c, n):
                if dist[m] < 0:
                    dist[m] = dist[n] + 1
                    queue.append(m)
    return dist


def _run(instance: Any, limits: Limits | None) -> Solution[Any]:
    return register_bfs(instance.case.a, instance.case.b, limits)


METHODS = (
    Method(ALGORITHM, optimal=True, aliases=("bfs-flat",),
           summary="breadth-first search over the 10,000 registers in flat lists",
           honours=frozenset(LIMIT_NAMES), run=_run),
)
