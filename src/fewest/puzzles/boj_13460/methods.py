"""Baekjoon 13460's own method: a breadth-first search over the pair of balls, at most
10 levels deep (no compiled code: 81 x 81 pairs at most, far fewer within 10
tilts).

>>> from fewest.puzzles.boj_13460.model import validate
>>> pair_bfs(validate({"n": 3, "m": 5, "board": ["#####", "#ROB#", "#####"]})).moves
['R']
"""

from __future__ import annotations

import time
from collections import deque
from typing import Any

from fewest.errors import NoSolutionError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.boj_13460.model import LIMIT, Marbles, State
from fewest.puzzles.methods import LIMIT_NAMES, Method


def pair_bfs(case: dict[str, Any], limits: Limits | None = None) -> Solution[State]:
    """Fewest tilts by BFS over the two balls (each pair stored once, at its
    first, smallest tilt count); raises :class:`NoSolutionError` past 10 tilts."""
    started = time.perf_counter()
    rules = Marbles(case)
    stats = SearchStats()
    budget = Budget(limits, stats)
    start = rules.start
    parent: dict[tuple[int, int, int, int], tuple[State, str] | None] = {start[:4]: None}
    queue = deque([start])
    found: State | None = start if rules.is_goal(start) else None
    while queue and found is None:
        state = queue.popleft()
        stats.expanded += 1
        if stats.expanded >= budget.next_at:
            budget.check(stats.expanded, len(parent), stats.generated)
        for name, nxt in rules.successors(state):
            stats.generated += 1
            key = nxt[:4]
            if key in parent:
                continue
            parent[key] = (state, name)
            if rules.is_goal(nxt):
                found = nxt
                break
            if not (rules.red_in(nxt) or rules.blue_in(nxt)):
                queue.append(nxt)
    stats.peak_stored = len(parent)
    stats.seconds = time.perf_counter() - started
    if found is None:
        raise NoSolutionError(f"no way to drop the red ball alone within {LIMIT} tilts",
                              stats)
    states, moves = [found], []
    link = parent[found[:4]]
    while link is not None:
        prev, name = link
        states.append(prev)
        moves.append(name)
        link = parent[prev[:4]]
    states.reverse()
    moves.reverse()
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm="pair-bfs", stats=stats)


def _run(instance: Any, limits: Limits | None) -> Solution[Any]:
    return pair_bfs(instance.case, limits)


METHODS = (
    Method("pair-bfs", optimal=True, aliases=("bfs-pairs",),
           summary="BFS over both balls, at most 10 tilts deep",
           honours=frozenset(LIMIT_NAMES), run=_run),
)
