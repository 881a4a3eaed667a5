"""Iterative deepening: IDDFS (bound on moves) and IDA* (bound on cost + heuristic).

Both keep only the current path in memory and avoid cycles along it.  With no
closed list, proving that a goal is unreachable means exhausting every simple
path, which is only practical on small or acyclic spaces; prefer BFS or A*
when a puzzle may be unsolvable.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from fewest.problem import Budget, IterationRecord, Limits, SearchStats, Solution
from fewest.search._common import check_puzzle, finish, no_path, puzzle_heuristic


def _zero(_s: Any) -> int:
    return 0


def _deepen(
    puzzle: Any,
    h: Callable[[Any], float],
    *,
    count_depth: bool,
    algorithm: str,
    h_admissible: bool,
    limits: Limits | None,
) -> Solution[Any]:
    puzzle = check_puzzle(puzzle)
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    is_goal = puzzle.is_goal
    successors = puzzle.successors
    start = puzzle.start
    bound: float = h(start)
    expanded = generated = peak = next_at = 0
    non_unit = False
    while True:
        it_started = time.perf_counter()
        it_expanded, it_generated = expanded, generated
        next_bound = math.inf
        path = [start]
        moves: list[Any] = []
        costs: list[float] = []
        gs: list[float] = [0]
        on_path = {start}
        if is_goal(start):
            return finish(
                stats, started, states=path, moves=moves, cost=0, optimal=True, algorithm=algorithm
            )
        iters = [iter(successors(start))]
        expanded += 1
        found = False
        while iters:
            try:
                move, nxt, cost = next(iters[-1])
            except StopIteration:
                iters.pop()
                on_path.discard(path.pop())
                if moves:
                    moves.pop()
                    costs.pop()
                gs.pop()
                continue
            generated += 1
            if cost != 1:
                non_unit = True
            if nxt in on_path:
                continue
            g = gs[-1] + (1 if count_depth else cost)
            f = g + h(nxt)
            if f > bound:
                if f < next_bound:
                    next_bound = f
                continue
            path.append(nxt)
            moves.append(move)
            costs.append(cost)
            gs.append(g)
            if is_goal(nxt):
                found = True
                break
            on_path.add(nxt)
            if expanded >= next_at:
                peak = max(peak, len(path))
                budget.bound = bound
                budget.check(expanded, len(path), generated)
                next_at = budget.next_at
            expanded += 1
            iters.append(iter(successors(nxt)))
        stats.expanded, stats.generated = expanded, generated
        stats.peak_frontier = stats.peak_stored = max(peak, len(path))
        stats.iterations.append(
            IterationRecord(bound=bound, expanded=expanded - it_expanded,
                            generated=generated - it_generated,
                            seconds=time.perf_counter() - it_started)
        )
        if found:
            total = sum(costs)
            optimal = h_admissible and not (count_depth and non_unit)
            return finish(
                stats,
                started,
                states=path,
                moves=moves,
                cost=total,
                optimal=optimal,
                algorithm=algorithm,
            )
        if next_bound == math.inf:
            raise no_path(stats, started, algorithm, puzzle)
        budget.bound = next_bound
        bound = next_bound


def iddfs(puzzle: Any, *, limits: Limits | None = None) -> Solution[Any]:
    """Iterative-deepening depth-first search on the number of moves.

    Memory grows only with the path length.  Optimal when every move costs 1.

    >>> from fewest import search
    >>> search(1, neighbors=lambda n: [n + 1, n * 2], goal=10, algorithm="iddfs").length
    4
    """
    return _deepen(
        puzzle, _zero, count_depth=True, algorithm="iddfs", h_admissible=True, limits=limits
    )


def idastar(
    puzzle: Any,
    *,
    heuristic: Callable[[Any], float] | None = None,
    limits: Limits | None = None,
) -> Solution[Any]:
    """IDA*: depth-first iterations bounded by ``g + h``, raised to the least excess.

    Optimal when the heuristic is declared admissible (or absent: then it is
    iterative deepening on cost).  ``stats.iterations`` lists each bound.

    >>> from fewest import search
    >>> from fewest.heuristics import Heuristic
    >>> h = Heuristic(lambda n: 0 if n >= 10 else 1, admissible=True)
    >>> search(1, neighbors=lambda n: [n + 1, n * 2], goal=10, heuristic=h,
    ...        algorithm="idastar").length
    4
    """
    h = puzzle_heuristic(puzzle, heuristic)
    if h is None:
        return _deepen(
            puzzle, _zero, count_depth=False, algorithm="idastar", h_admissible=True, limits=limits
        )
    return _deepen(
        puzzle,
        h.fn,
        count_depth=False,
        algorithm="idastar",
        h_admissible=h.admissible,
        limits=limits,
    )
