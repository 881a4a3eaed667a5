"""LeetCode 1210's own method: breadth-first search over ``(r, c, vertical)``
(at most ``2 n^2 = 20,000`` states, as flat indices in plain lists).

>>> [m.name for m in METHODS]
['snake-bfs']
"""

from __future__ import annotations

import time
from typing import Any

from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.methods import Method


def snake_bfs(instance: Any, limits: Limits | None) -> Solution[Any]:
    """Fewest moves to the target, with the moves; NoSolutionError when none.

    A state is the flat index ``2 * (r * w + c) + vertical`` on the grid padded
    with two blocked columns and rows (``w = n + 2``), so no bounds checks."""
    from fewest.errors import NoSolutionError
    from fewest.search._common import finish

    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    board = instance.board
    n = board.n
    w = n + 2
    free = [False] * (w * w)
    for r, row in enumerate(board.cells):
        for c, v in enumerate(row):
            free[r * w + c] = v == 0
    target = 2 * ((n - 1) * w + n - 2)
    parent = [-1] * (2 * w * w)
    how = [0] * (2 * w * w)
    parent[0] = 0
    queue = [0]
    head = expanded = generated = 0
    found = False
    while head < len(queue):
        if expanded >= budget.next_at:
            budget.check(expanded, len(queue), generated)
        s = queue[head]
        head += 1
        if s == target:
            found = True
            break
        expanded += 1
        cell, v = s >> 1, s & 1
        if v == 0:
            cand = ((0, s + 2) if free[cell + 2] else None,
                    (1, s + 2 * w) if free[cell + w] and free[cell + w + 1] else None,
                    (2, s + 1) if free[cell + w] and free[cell + w + 1] else None)
        else:
            cand = ((0, s + 2) if free[cell + 1] and free[cell + w + 1] else None,
                    (1, s + 2 * w) if free[cell + 2 * w] else None,
                    (3, s - 1) if free[cell + 1] and free[cell + w + 1] else None)
        for item in cand:
            if item is None:
                continue
            generated += 1
            k, t = item
            if parent[t] < 0:
                parent[t] = s
                how[t] = k
                queue.append(t)
    stats.expanded, stats.generated, stats.peak_stored = expanded, generated, len(queue)
    if not found:
        stats.seconds = time.perf_counter() - started
        raise NoSolutionError(
            f"the snake cannot reach the target ({expanded} states expanded)", stats)
    path = [target]
    while path[-1] != 0:
        path.append(parent[path[-1]])
    path.reverse()
    states = [(divmod(x >> 1, w)[0], divmod(x >> 1, w)[1], x & 1) for x in path]
    moves = [NAMES[how[x]] for x in path[1:]]
    return finish(stats, started, states=states, moves=moves, cost=len(moves), optimal=True,
                  algorithm="snake-bfs")


#: move names by the codes the search stores
NAMES = ("right", "down", "clockwise", "counterclockwise")


METHODS = (
    Method("snake-bfs", optimal=True, aliases=(),
           summary="breadth-first search over (row, col, standing) as flat indices",
           run=snake_bfs),
)
