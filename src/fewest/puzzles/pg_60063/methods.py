"""Programmers 60063's own method: breadth-first search over ``(r, c, vertical)``
as flat indices on the board padded with a ring of walls (``2 (N+2)^2``
states at most; plain lists).

>>> [m.name for m in METHODS]
['robot-bfs']
"""

from __future__ import annotations

import time
from typing import Any

from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.methods import Method

#: move names by the codes the search stores
NAMES = ("up", "down", "left", "right",
         "turn up about left", "turn up about right", "turn down about left",
         "turn down about right", "turn left about top", "turn left about bottom",
         "turn right about top", "turn right about bottom")


def shortest(board: Any) -> tuple[list[Any], list[str], SearchStats] | None:
    """The states and moves of a fewest-seconds route (and the search's counters),
    or ``None`` when there is none."""
    started = time.perf_counter()
    stats = SearchStats()
    found = _search(board, Budget(None, stats), stats)
    stats.seconds = time.perf_counter() - started
    return None if found is None else (*found, stats)


def _search(board: Any, budget: Budget, stats: SearchStats) -> Any:
    n = board.n
    w = n + 2
    free = [False] * (w * w)
    for r, row in enumerate(board.cells):
        for c, v in enumerate(row):
            free[(r + 1) * w + c + 1] = v == 0
    start = 2 * (w + 1)
    goals = (2 * (n * w + n - 1), 2 * ((n - 1) * w + n) + 1)
    parent = [-1] * (2 * w * w)
    how = [0] * (2 * w * w)
    parent[start] = start
    queue = [start]
    head = expanded = generated = 0
    goal = -1
    while head < len(queue):
        if expanded >= budget.next_at:
            budget.check(expanded, len(queue), generated)
        s = queue[head]
        head += 1
        if s == goals[0] or s == goals[1]:
            goal = s
            break
        expanded += 1
        p, v = s >> 1, s & 1
        out: list[tuple[int, int]] = []
        if v == 0:
            up = free[p - w] and free[p - w + 1]
            down = free[p + w] and free[p + w + 1]
            if up:
                out += ((0, s - 2 * w), (4, 2 * (p - w) + 1), (5, 2 * (p - w + 1) + 1))
            if down:
                out += ((1, s + 2 * w), (6, 2 * p + 1), (7, 2 * (p + 1) + 1))
            if free[p - 1]:
                out.append((2, s - 2))
            if free[p + 2]:
                out.append((3, s + 2))
        else:
            left = free[p - 1] and free[p + w - 1]
            right = free[p + 1] and free[p + w + 1]
            if free[p - w]:
                out.append((0, s - 2 * w))
            if free[p + 2 * w]:
                out.append((1, s + 2 * w))
            if left:
                out += ((2, s - 2), (8, 2 * (p - 1)), (9, 2 * (p + w - 1)))
            if right:
                out += ((3, s + 2), (10, 2 * p), (11, 2 * (p + w)))
        for k, t in out:
            generated += 1
            if parent[t] < 0:
                parent[t] = s
                how[t] = k
                queue.append(t)
    stats.expanded, stats.generated, stats.peak_stored = expanded, generated, len(queue)
    if goal < 0:
        return None
    path = [goal]
    while path[-1] != start:
        path.append(parent[path[-1]])
    path.reverse()
    states = []
    for x in path:
        r, c = divmod(x >> 1, w)
        states.append((r - 1, c - 1, x & 1))
    return states, [NAMES[how[x]] for x in path[1:]]


def robot_bfs(instance: Any, limits: Limits | None) -> Solution[Any]:
    """Fewest seconds until a robot cell is on the far corner, with the moves."""
    from fewest.errors import NoSolutionError
    from fewest.search._common import finish

    started = time.perf_counter()
    known = instance.__dict__.get("route")
    if limits is None and known is not None:  # the family searched already, to validate
        states, moves, stats = known
        return finish(stats, started - stats.seconds, states=states, moves=moves,
                      cost=len(moves), optimal=True, algorithm="robot-bfs")
    stats = SearchStats()
    found = _search(instance.board, Budget(limits, stats), stats)
    if found is None:  # never for a valid case: the family refuses such boards
        stats.seconds = time.perf_counter() - started
        raise NoSolutionError("the robot cannot reach the corner", stats)
    states, moves = found
    return finish(stats, started, states=states, moves=moves, cost=len(moves), optimal=True,
                  algorithm="robot-bfs")


METHODS = (
    Method("robot-bfs", optimal=True, aliases=(),
           summary="breadth-first search over (row, col, standing) as flat indices",
           run=robot_bfs),
)
