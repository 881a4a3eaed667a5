"""The coin game's own method: breadth-first search over the 512 boards.

>>> [m.name for m in METHODS]
['coin-bfs']
"""

from __future__ import annotations

import time
from typing import Any

from fewest.errors import NoSolutionError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.boj_9079.model import MASKS, is_uniform
from fewest.puzzles.methods import LIMIT_NAMES, Method

ALGORITHM = "coin-bfs"


def coin_bfs(start: int, limits: Limits | None = None) -> Solution[int]:
    """The fewest line flips that make every coin the same side.

    >>> coin_bfs(118).length, coin_bfs(0).moves
    (2, [])
    """
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    parent = [-1] * 512
    how = [""] * 512
    parent[start] = start
    queue = [start]
    head = expanded = generated = 0
    found = start if is_uniform(start) else -1
    while head < len(queue) and found < 0:
        if expanded >= budget.next_at:
            budget.check(expanded, len(queue), generated)
        n = queue[head]
        head += 1
        expanded += 1
        for name, mask in MASKS.items():
            m = n ^ mask
            generated += 1
            if parent[m] < 0:
                parent[m] = n
                how[m] = name
                queue.append(m)
                if is_uniform(m):
                    found = m
                    break
    stats.expanded, stats.generated = expanded, generated
    stats.peak_stored = len(queue)
    stats.peak_frontier = len(queue) - head
    stats.seconds = time.perf_counter() - started
    if found < 0:
        raise NoSolutionError(
            f"no flips make every coin the same side ({len(queue)} boards searched)", stats)
    moves: list[str] = []
    at = found
    while at != start:
        moves.append(how[at])
        at = parent[at]
    moves.reverse()
    states = [start]
    for name in moves:
        states.append(states[-1] ^ MASKS[name])
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm=ALGORITHM, stats=stats)


def _run(instance: Any, limits: Limits | None) -> Solution[Any]:
    return coin_bfs(instance.case.board, limits)


METHODS = (
    Method(ALGORITHM, optimal=True, aliases=("bfs-flat",),
           summary="breadth-first search over the 512 boards of nine coins",
           honours=frozenset(LIMIT_NAMES), run=_run),
)
