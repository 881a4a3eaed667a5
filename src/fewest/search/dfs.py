"""Depth-first search: finds *a* path, usually not the shortest."""

from __future__ import annotations

import numbers
import time
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.search._common import check_puzzle, finish, no_path, path_cost, walk_parents


def dfs(
    puzzle: Any, *, depth_limit: int | None = None, limits: Limits | None = None
) -> Solution[Any]:
    """Stack-based depth-first search with a visited set; never claims optimality.

    A state is marked visited when it is popped, and its parent is the state
    that pushed it last, so the search dives as deep as it can before it
    backtracks.  Successors are pushed in reverse so that the first one is
    tried first.  With ``depth_limit`` no path longer than that is followed,
    and a state is visited again when it is reached by a shorter path.

    >>> from fewest import search
    >>> ring = lambda n: [(n + 1) % 10, (n - 1) % 10]
    >>> sol = search(0, neighbors=ring, goal=8, algorithm="dfs")
    >>> sol.length, sol.optimal
    (8, False)
    """
    puzzle = check_puzzle(puzzle)
    if depth_limit is not None and (isinstance(depth_limit, bool) or not isinstance(
            depth_limit, numbers.Integral) or depth_limit < 0):
        raise InvalidPuzzleError(f"depth_limit must be a non-negative integer, got {depth_limit!r}")
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    is_goal = puzzle.is_goal
    successors = puzzle.successors
    parents: dict[Any, Any] = {}
    depth: dict[Any, int] = {}
    stack: list[tuple[Any, Any, int]] = [(puzzle.start, None, 0)]
    expanded = generated = peak = next_at = 0
    while stack:
        if expanded >= next_at:
            peak = max(peak, len(stack))
            budget.check(expanded, len(parents) + len(stack), generated)
            next_at = budget.next_at
        state, link, d = stack.pop()
        old = depth.get(state)
        if old is not None and (depth_limit is None or old <= d):
            continue
        parents[state] = link
        depth[state] = d
        if is_goal(state):
            stats.expanded, stats.generated, stats.peak_frontier = expanded, generated, peak
            stats.peak_stored = len(parents) + len(stack)
            states, moves = walk_parents(parents, state)
            return finish(
                stats,
                started,
                states=states,
                moves=moves,
                cost=path_cost(puzzle, states, moves),
                optimal=False,
                algorithm="dfs",
            )
        if depth_limit is not None and d >= depth_limit:
            continue
        expanded += 1
        children = list(successors(state))
        generated += len(children)
        for move, nxt, _cost in reversed(children):
            seen = depth.get(nxt)
            if seen is None or (depth_limit is not None and d + 1 < seen):
                stack.append((nxt, (state, move), d + 1))
    stats.expanded, stats.generated, stats.peak_frontier = expanded, generated, peak
    stats.peak_stored = len(parents)
    raise no_path(stats, started, "dfs", puzzle)
