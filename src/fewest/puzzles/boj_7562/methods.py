"""Knight moves' own method: breadth-first search over the board in one flat list.

The board is padded by two cells on every side, marked as seen, so a jump needs
no bounds test; the search stops when the target is labelled.

>>> [m.name for m in METHODS]
['knight-bfs']
"""

from __future__ import annotations

import itertools
import time
from typing import Any

from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.boj_7562.model import OFFSETS, Case
from fewest.puzzles.methods import LIMIT_NAMES, Method

ALGORITHM = "knight-bfs"


def knight_bfs(case: Case, limits: Limits | None = None) -> Solution[tuple[int, int]]:
    """The fewest jumps from the start to the target (moves are the offsets).

    >>> knight_bfs(Case(100, (0, 0), (30, 50))).length, knight_bfs(Case(10, (1, 1), (1, 1))).length
    (28, 0)
    """
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    side = case.side
    width = side + 4
    parent = [-2] * (width * width)  # -2: on the board, not seen yet
    for r in range(width):
        for c in range(width):
            if not (2 <= r < side + 2 and 2 <= c < side + 2):
                parent[r * width + c] = -1  # the pad: never entered
    deltas = [dx * width + dy for dx, dy in OFFSETS]
    start = (case.start[0] + 2) * width + case.start[1] + 2
    goal = (case.target[0] + 2) * width + case.target[1] + 2
    parent[start] = start
    queue = [start]
    head = expanded = 0
    check_at = budget.next_at
    while parent[goal] == -2:
        if expanded >= check_at:
            budget.check(expanded, len(queue), expanded * 8)
            check_at = budget.next_at
        i = queue[head]
        head += 1
        expanded += 1
        for d in deltas:
            j = i + d
            if parent[j] == -2:
                parent[j] = i
                queue.append(j)
    stats.expanded, stats.generated = expanded, expanded * 8
    stats.peak_stored = len(queue)
    stats.peak_frontier = len(queue) - head
    stats.seconds = time.perf_counter() - started
    path = [goal]
    while path[-1] != start:
        path.append(parent[path[-1]])
    path.reverse()
    states = [(i // width - 2, i % width - 2) for i in path]
    moves = [(b[0] - a[0], b[1] - a[1]) for a, b in itertools.pairwise(states)]
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm=ALGORITHM, stats=stats)


def _run(instance: Any, limits: Limits | None) -> Solution[Any]:
    return knight_bfs(instance.case, limits)


METHODS = (
    Method(ALGORITHM, optimal=True, aliases=("bfs-flat",),
           summary="breadth-first search over the padded board in one flat list",
           honours=frozenset(LIMIT_NAMES), run=_run),
)
