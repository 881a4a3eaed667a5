"""Optimal flips by compiled IDA* with the gap heuristic (Helmert 2010).

**Why it is optimal.**  The gap heuristic counts the neighbouring pairs,
the plate included, that do not fit (:func:`~fewest.puzzles.pancake.model.is_gap`).
A flip of the top ``k`` changes one pair only, the one under the block:
inside the block every pair is reversed and, when burnt, negated, and a pair
``(a, b)`` turned into ``(-b, -a)`` keeps ``below - above``, so burnt fits
stay fits; unburnt, ``|a - b|`` is kept too.  So one flip lowers the count
by at most one: the count never exceeds the flips still needed (admissible)
and changes by at most the move's cost (consistent).  It is 0 only on the
goal: with every pair fitting, the bottom pancake is ``n`` (it sits on the
plate ``n + 1``; burnt, ``n`` burnt side down), then ``n - 1`` on it, and so
on.  IDA* with an admissible heuristic returns a shortest solution.

>>> from fewest.puzzles.pancake.model import Stack
>>> sol = solve_stack(Stack.from_text("3 1 2 5 4"))
>>> sol.length, sol.optimal, sol.moves
(4, True, [4, 5, 4, 2])
>>> solve_stack(Stack.from_text("-1", burnt=True)).moves
[1]
"""

from __future__ import annotations

import time

import numpy as np

from fewest.errors import SearchLimitError
from fewest.problem import IterationRecord, Limits, SearchStats, Solution
from fewest.progress import current, search_mark, search_since
from fewest.puzzles.pancake.kernels import (
    EXHAUSTED,
    FOUND,
    NO_BOUND,
    gap_count,
    ida_run,
)
from fewest.puzzles.pancake.model import Stack, flip

ALGORITHM = "gap-idastar"
#: Nodes per compiled chunk between limit checks (a few milliseconds).
CHUNK_NODES = 1 << 18


def solve_stack(stack: Stack, *, limits: Limits | None = None) -> Solution[tuple[int, ...]]:
    """A shortest flip sequence for ``stack`` (moves are the ``k`` of ``flip k``).

    Raises :class:`~fewest.errors.SearchLimitError` when ``limits`` stop the
    search (``bound`` then holds the last bound searched in full: a lower bound).
    """
    started = time.perf_counter()
    limits = limits or Limits()
    deadline = None if limits.max_seconds is None else started + limits.max_seconds
    n, burnt = stack.size, stack.burnt
    p = np.array([*stack.cakes, n + 1], dtype=np.int64)
    pos = np.zeros(n + 2, dtype=np.int64)
    pos[np.abs(p)] = np.arange(n + 1)
    depth_cap = 3 * n + 3  # IDA* never goes deeper than the optimum (< 3n even when burnt)
    path = np.zeros(depth_cap + 1, dtype=np.int64)
    nextk = np.zeros(depth_cap + 2, dtype=np.int64)
    hs = np.zeros(depth_cap + 2, dtype=np.int64)
    stats = SearchStats()
    hs[0] = gap_count(p, n, burnt)
    bound = int(hs[0])
    st = np.zeros(5, dtype=np.int64)
    progress = current()
    while True:
        if limits.max_states is not None and bound + 1 > limits.max_states:
            _stop("max_states", f"state limit {limits.max_states} reached at bound {bound}",
                  stats, started, bound)
        it_started, it_nodes, it_gen = search_mark(), int(st[3]), int(st[4])
        st[0], st[1], st[2] = 0, bound, NO_BOUND
        nextk[0] = stack.first_flip
        while True:
            chunk = CHUNK_NODES
            if limits.max_expansions is not None:
                chunk = min(chunk, limits.max_expansions - int(st[3]))
                if chunk <= 0:
                    _stop("max_expansions", f"expansion limit {limits.max_expansions} reached",
                          stats, started, bound, st)
            status = ida_run(p, pos, n, burnt, path, nextk, hs, st, chunk)
            if status != FOUND and status != EXHAUSTED:
                if deadline is not None and time.perf_counter() > deadline:
                    _stop("max_seconds", f"time limit {limits.max_seconds}s reached",
                          stats, started, bound, st)
                if progress is not None:
                    progress(f"bound {bound}", int(st[3]), None)
                continue
            stats.iterations.append(IterationRecord(
                bound=bound, expanded=int(st[3]) - it_nodes, generated=int(st[4]) - it_gen,
                seconds=search_since(it_started)))
            break
        if status == FOUND:
            break
        bound = int(st[2])
    moves = [int(k) for k in path[: int(st[0])]]
    states = [stack.cakes]
    for k in moves:
        states.append(flip(states[-1], k, burnt))
    if states[-1] != Stack.sorted_stack(n).cakes:  # pragma: no cover - a kernel bug
        raise RuntimeError(f"pancake IDA* path does not sort {stack.to_text()!r}")
    _fill(stats, started, st, len(moves))
    return Solution(moves=moves, states=states, cost=len(moves), optimal=True,
                    algorithm=ALGORITHM, stats=stats)


def _fill(stats: SearchStats, started: float, st: np.ndarray, depth: int) -> None:
    stats.expanded = int(st[3]) + 1  # and the start
    stats.generated = int(st[4])
    stats.peak_frontier = depth
    stats.peak_stored = depth + 1
    stats.seconds = time.perf_counter() - started


def _stop(reason: str, message: str, stats: SearchStats, started: float, bound: int,
          st: np.ndarray | None = None) -> None:
    if st is not None:
        _fill(stats, started, st, int(st[0]))
    # every bound below ``bound`` was searched in full: no solution is shorter
    raise SearchLimitError(f"{message} at bound {bound}", reason=reason, stats=stats,
                           bound=bound)
