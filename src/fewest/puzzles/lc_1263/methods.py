"""LeetCode 1263's own method: breadth-first search over pushes, the player's
walk to each push checked against the connected areas of the floor around
each box cell (labelled once per box cell; at most ``4 m n + 1`` states).

>>> [m.name for m in METHODS]
['push-bfs']
"""

from __future__ import annotations

import time
from typing import Any

from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.puzzles.methods import Method


def push_bfs(instance: Any, limits: Limits | None) -> Solution[Any]:
    """Fewest pushes that bring the box onto the target; NoSolutionError when none.

    Cells are flat indices.  For each box cell the search meets, every floor
    cell is labelled once with its connected area (the box counts as a wall);
    a push is legal when the cell behind the box has the player's label."""
    from fewest.errors import NoSolutionError
    from fewest.puzzles.lc_1263.model import STEPS
    from fewest.search._common import finish

    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    w = instance.warehouse
    m, n = w.m, w.n
    size = m * n
    floor = [ch != "#" for row in w.rows for ch in row]
    # step[d][i]: the cell one step from i in direction d, or -1 off the grid / into a wall
    step = [[-1] * size for _ in STEPS]
    for d, (_name, dr, dc) in enumerate(STEPS):
        for i in range(size):
            r, c = divmod(i, n)
            rr, cc = r + dr, c + dc
            if floor[i] and 0 <= rr < m and 0 <= cc < n and floor[rr * n + cc]:
                step[d][i] = rr * n + cc
    opposite = (1, 0, 3, 2)
    areas: dict[int, list[int]] = {}

    def labels(box: int) -> list[int]:
        lab = areas.get(box)
        if lab is not None:
            return lab
        lab = [-1] * size
        lab[box] = -2
        k = 0
        for s0 in range(size):
            if floor[s0] and lab[s0] == -1:
                lab[s0] = k
                todo = [s0]
                while todo:
                    x = todo.pop()
                    for d in range(4):
                        y = step[d][x]
                        if y >= 0 and lab[y] == -1:
                            lab[y] = k
                            todo.append(y)
                k += 1
        areas[box] = lab
        return lab

    tr, tc = w.target
    target = tr * n + tc
    start = (w.box[0] * n + w.box[1]) * size + w.player[0] * n + w.player[1]
    parent = {start: -1}
    how = {start: 0}
    queue = [start]
    head = expanded = generated = 0
    goal = -1
    while head < len(queue):
        if expanded >= budget.next_at:
            budget.check(expanded, len(queue), generated)
        s = queue[head]
        head += 1
        box, me = divmod(s, size)
        if box == target:
            goal = s
            break
        expanded += 1
        lab = labels(box)
        mine = lab[me]
        for d in range(4):
            front = step[d][box]
            behind = step[opposite[d]][box]
            if front < 0 or behind < 0 or lab[behind] != mine:
                continue
            generated += 1
            t = front * size + box
            if t not in parent:
                parent[t] = s
                how[t] = d
                queue.append(t)
    stats.expanded, stats.generated, stats.peak_stored = expanded, generated, len(queue)
    if goal < 0:
        stats.seconds = time.perf_counter() - started
        raise NoSolutionError(
            f"the box cannot reach the target ({expanded} states expanded)", stats)
    path = [goal]
    while parent[path[-1]] >= 0:
        path.append(parent[path[-1]])
    path.reverse()
    states = []
    for x in path:
        box, me = divmod(x, size)
        states.append((*divmod(box, n), *divmod(me, n)))
    moves = [STEPS[how[x]][0] for x in path[1:]]
    return finish(stats, started, states=states, moves=moves, cost=len(moves), optimal=True,
                  algorithm="push-bfs")


METHODS = (
    Method("push-bfs", optimal=True, aliases=(),
           summary="breadth-first search over pushes; walks checked by area labels per box cell",
           run=push_bfs),
)
