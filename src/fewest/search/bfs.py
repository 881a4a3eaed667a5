"""Breadth-first search: fewest moves, optimal when every move costs 1."""

from __future__ import annotations

import time
from collections import deque
from typing import Any

from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.search._common import check_puzzle, finish, no_path, walk_parents


def bfs(puzzle: Any, *, limits: Limits | None = None) -> Solution[Any]:
    """Breadth-first search with a goal test on generation.

    The answer has the fewest moves; ``optimal`` is ``True`` unless a move
    with cost other than 1 was seen (then use :func:`~fewest.search.dijkstra`).

    >>> from fewest import search
    >>> search(1, neighbors=lambda n: [n + 1, n * 2], goal=10, algorithm="bfs").states
    [1, 2, 4, 5, 10]
    """
    puzzle = check_puzzle(puzzle)
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    is_goal = puzzle.is_goal
    successors = puzzle.successors
    start = puzzle.start
    parents: dict[Any, Any] = {start: None}

    def done(state: Any, non_unit: bool) -> Solution[Any]:
        stats.peak_stored = max(stats.peak_stored, len(parents))
        states, moves = walk_parents(parents, state)
        if non_unit:
            from fewest.search._common import path_cost

            cost: float = path_cost(puzzle, states, moves)
        else:
            cost = len(moves)
        return finish(
            stats,
            started,
            states=states,
            moves=moves,
            cost=cost,
            optimal=not non_unit,
            algorithm="bfs",
        )

    if is_goal(start):
        return done(start, False)
    frontier = deque([start])
    pop = frontier.popleft
    push = frontier.append
    expanded = generated = peak = 0
    non_unit = False
    next_at = 0
    while frontier:
        if expanded >= next_at:
            peak = max(peak, len(frontier))
            budget.check(expanded, len(parents), generated)
            next_at = budget.next_at
        state = pop()
        expanded += 1
        for move, nxt, cost in successors(state):
            generated += 1
            if cost != 1:
                non_unit = True
            if nxt not in parents:
                parents[nxt] = (state, move)
                if is_goal(nxt):
                    stats.expanded, stats.generated = expanded, generated
                    stats.peak_frontier = max(peak, len(frontier))
                    return done(nxt, non_unit)
                push(nxt)
    stats.expanded, stats.generated = expanded, generated
    stats.peak_frontier = peak
    stats.peak_stored = len(parents)
    raise no_path(stats, started, "bfs", puzzle)
