"""Mutalisk's own method: breadth-first search over sorted HP triples.

The SCVs are interchangeable for counting, so the search runs over HP triples sorted
high to low (at most 39,711 of them, padded with 0 for missing SCVs); the attacks
found are then replayed on the SCVs in their input order.

>>> [m.name for m in METHODS]
['sorted-bfs']
"""

from __future__ import annotations

import time
from typing import Any

from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.boj_12869.model import attacks, hit
from fewest.puzzles.methods import LIMIT_NAMES, Method

ALGORITHM = "sorted-bfs"
PERMS = ((9, 3, 1), (9, 1, 3), (3, 9, 1), (3, 1, 9), (1, 9, 3), (1, 3, 9))


def _key(state: tuple[int, ...]) -> tuple[int, int, int]:
    a, b, c = sorted((*state, 0, 0)[:3], reverse=True)
    return (a, b, c)


def mutalisk_bfs(hp: tuple[int, ...], limits: Limits | None = None) -> Solution[Any]:
    """The fewest attacks that destroy every SCV (moves: the damage each SCV takes).

    >>> mutalisk_bfs((12, 10, 4)).moves, mutalisk_bfs((54, 18, 6)).length
    ([(9, 1, 3), (3, 9, 1)], 6)
    """
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    start = _key(hp)
    parent: dict[tuple[int, int, int], tuple[int, int, int] | None] = {start: None}
    queue = [start]
    head = expanded = generated = 0
    goal = (0, 0, 0)
    while goal not in parent:
        if expanded >= budget.next_at:
            budget.check(expanded, len(queue), generated)
        a, b, c = state = queue[head]
        head += 1
        expanded += 1
        for d0, d1, d2 in PERMS:
            x, y, z = a - d0, b - d1, c - d2
            x, y, z = (x if x > 0 else 0), (y if y > 0 else 0), (z if z > 0 else 0)
            if x < y:
                x, y = y, x
            if y < z:
                y, z = z, y
                if x < y:
                    x, y = y, x
            nxt = (x, y, z)
            generated += 1
            if nxt not in parent:
                parent[nxt] = state
                queue.append(nxt)
    stats.expanded, stats.generated = expanded, generated
    stats.peak_stored = len(queue)
    stats.peak_frontier = len(queue) - head
    stats.seconds = time.perf_counter() - started
    keys = [goal]
    while (up := parent[keys[-1]]) is not None:
        keys.append(up)
    keys.reverse()
    # replay on the SCVs in input order: some attack reaches each next sorted triple
    states, moves = [tuple(hp)], []
    for key in keys[1:]:
        damage = next(d for d in attacks(len(hp)) if _key(hit(states[-1], d)) == key)
        moves.append(damage)
        states.append(hit(states[-1], damage))
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm=ALGORITHM, stats=stats)


def _run(instance: Any, limits: Limits | None) -> Solution[Any]:
    return mutalisk_bfs(instance.case.hp, limits)


METHODS = (
    Method(ALGORITHM, optimal=True, aliases=("bfs-flat",),
           summary="breadth-first search over HP triples sorted high to low",
           honours=frozenset(LIMIT_NAMES), run=_run),
)
