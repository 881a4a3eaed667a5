"""Best-first searches on ``f = g + w*h``: A*, weighted A* and greedy best-first."""

from __future__ import annotations

import heapq
import numbers
import time
from collections.abc import Callable
from itertools import count
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.heuristics import ZERO
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.search._common import check_puzzle, finish, no_path, puzzle_heuristic, walk_parents


def _best_first(
    puzzle: Any,
    h: Callable[[Any], float],
    *,
    wg: float,
    wh: float,
    reopen: bool,
    algorithm: str,
    optimal: bool,
    bound: float | None,
    limits: Limits | None,
) -> Solution[Any]:
    puzzle = check_puzzle(puzzle)
    started = time.perf_counter()
    stats = SearchStats()
    budget = Budget(limits, stats)
    is_goal = puzzle.is_goal
    successors = puzzle.successors
    start = puzzle.start
    best: dict[Any, float] = {start: 0}
    parents: dict[Any, Any] = {start: None}
    tie = count()
    # Ties on f go to the deeper node (larger g), then to insertion order.
    heap: list[tuple[float, float, int, Any]] = [(wh * h(start), 0, 0, start)]
    push, pop = heapq.heappush, heapq.heappop
    expanded = generated = peak = next_at = 0
    while heap:
        if expanded >= next_at:
            peak = max(peak, len(heap))
            budget.check(expanded, len(best) + len(heap), generated)
            next_at = budget.next_at
        _, neg_g, _, state = pop(heap)
        g = -neg_g
        if g > best[state]:
            continue
        if is_goal(state):
            stats.expanded, stats.generated, stats.peak_frontier = expanded, generated, peak
            stats.peak_stored = len(best)
            states, moves = walk_parents(parents, state)
            return finish(
                stats,
                started,
                states=states,
                moves=moves,
                cost=g,
                optimal=optimal,
                algorithm=algorithm,
                bound=bound,
            )
        expanded += 1
        for move, nxt, cost in successors(state):
            generated += 1
            if cost < 0:
                raise InvalidPuzzleError(
                    f"{algorithm} needs non-negative costs; "
                    f"move {move!r} from {state!r} costs {cost!r}"
                )
            ng = g + cost
            old = best.get(nxt)
            if old is not None and (not reopen or ng >= old):
                continue
            best[nxt] = ng
            parents[nxt] = (state, move)
            push(heap, (wg * ng + wh * h(nxt), -ng, next(tie), nxt))
    stats.expanded, stats.generated, stats.peak_frontier = expanded, generated, peak
    stats.peak_stored = len(best)
    raise no_path(stats, started, algorithm, puzzle)


def astar(
    puzzle: Any,
    *,
    heuristic: Callable[[Any], float] | None = None,
    limits: Limits | None = None,
) -> Solution[Any]:
    """A*: optimal when the heuristic is declared admissible.

    States are reopened when a cheaper path appears, so an admissible but
    inconsistent heuristic still gives the optimum.  Without any heuristic
    this is uniform-cost search.

    >>> from fewest import search
    >>> from fewest.heuristics import Heuristic
    >>> h = Heuristic(lambda p: abs(p[0] - 3) + abs(p[1] - 2), admissible=True)
    >>> step = lambda p: [(p[0] + 1, p[1]), (p[0], p[1] + 1)]
    >>> sol = search((0, 0), neighbors=step, goal=(3, 2), heuristic=h, algorithm="astar")
    >>> sol.cost, sol.optimal
    (5, True)
    """
    h = puzzle_heuristic(puzzle, heuristic) or ZERO
    return _best_first(
        puzzle,
        h.fn,
        wg=1,
        wh=1,
        reopen=True,
        algorithm="astar",
        optimal=h.admissible,
        bound=None,
        limits=limits,
    )


def weighted_astar(
    puzzle: Any,
    *,
    heuristic: Callable[[Any], float] | None = None,
    weight: float = 2.0,
    limits: Limits | None = None,
) -> Solution[Any]:
    """Weighted A* on ``g + weight*h``: cost at most ``weight`` times optimal.

    The guarantee (``Solution.bound``) holds when the heuristic is admissible;
    ``optimal`` is ``True`` only for ``weight == 1``.
    """
    if isinstance(weight, bool) or not isinstance(weight, numbers.Real) or not weight >= 1:
        raise InvalidPuzzleError(f"weight must be a number >= 1, got {weight!r}")
    h = puzzle_heuristic(puzzle, heuristic) or ZERO
    return _best_first(
        puzzle,
        h.fn,
        wg=1,
        wh=weight,
        reopen=True,
        algorithm="weighted_astar",
        optimal=h.admissible and weight == 1,
        bound=float(weight) if h.admissible else None,
        limits=limits,
    )


def greedy(
    puzzle: Any,
    *,
    heuristic: Callable[[Any], float] | None = None,
    limits: Limits | None = None,
) -> Solution[Any]:
    """Greedy best-first search on ``h`` alone: fast, never claims optimality."""
    h = puzzle_heuristic(puzzle, heuristic)
    if h is None:
        raise InvalidPuzzleError("greedy best-first search needs a heuristic")
    return _best_first(
        puzzle,
        h.fn,
        wg=0,
        wh=1,
        reopen=False,
        algorithm="greedy",
        optimal=False,
        bound=None,
        limits=limits,
    )
