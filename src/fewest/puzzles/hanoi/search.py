"""Driving the compiled BFS: layers in chunks, limits between chunks, the path read back.

:func:`packed_bfs` runs :func:`~fewest.puzzles.hanoi.kernels.expand` layer by
layer from one state until its mode's test holds, checking the limits
(:class:`fewest.problem.Budget`) between chunks of the frontier, and returns
the path's states as tuples together with the search statistics.
:func:`layer_counts` runs a search to exhaustion and counts each layer.

>>> path, stats = packed_bfs(3, 2, (0, 0), target=(2, 2))
>>> path
[(0, 0), (1, 0), (1, 2), (2, 2)]
>>> stats.expanded, stats.peak_stored
(5, 7)
"""

from __future__ import annotations

import time

from fewest.errors import NoSolutionError, SearchLimitError
from fewest.problem import Budget, Limits, SearchStats
from fewest.puzzles.hanoi.model import State, decode, encode

#: most states a dense two-bit table may cover (4**15: 268 MB)
MAX_TABLE_STATES = 4**15
#: frontier states expanded per compiled call between limit checks
CHUNK = 1 << 18


def table_states(pegs: int, discs: int) -> int:
    """States a search over ``discs`` discs needs room for, checked against the cap.

    >>> table_states(4, 10)
    1048576
    """
    states = pegs**discs
    if states > MAX_TABLE_STATES:
        raise SearchLimitError(
            f"{discs} discs on {pegs} pegs have {states:,} states, more than the "
            f"{MAX_TABLE_STATES:,} a two-bit table may hold here", reason="max_states",
            stats=SearchStats())
    return states


def packed_bfs(pegs: int, discs: int, start: State, *, target: State | None = None,
               avoid: tuple[int, int] | None = None,
               limits: Limits | None = None) -> tuple[list[State], SearchStats]:
    """A shortest path from ``start`` to ``target``, or (``avoid=(a, b)``) to the
    nearest state with no disc on pegs ``a`` and ``b``."""
    import numpy as np

    from fewest.kernels.twobit import new_array, set_code
    from fewest.puzzles.hanoi.kernels import GOAL, MIDDLE, expand, walk_back

    started = time.perf_counter()
    stats = SearchStats()
    pw = np.array([pegs**i for i in range(discs)], dtype=np.int64)
    table = new_array(table_states(pegs, discs))
    first = encode(start, pegs)
    set_code(table, first, 1)
    mode, goal = (GOAL, encode(target, pegs)) if target is not None else (MIDDLE, -1)
    mask = np.zeros(pegs, dtype=np.int64)
    if avoid is not None:
        mask[list(avoid)] = 1
    if (target is not None and start == target) or (
            avoid is not None and not any(p in avoid for p in start)):
        stats.seconds = time.perf_counter() - started
        return [start], stats
    budget = Budget(limits, stats)
    frontier = np.array([first], dtype=np.int64)
    size, seen, depth, found = 1, 1, 0, -1
    cap = None if limits is None else limits.max_expansions
    while size and found < 0:
        nxt = np.empty(max(1024, 2 * size), dtype=np.int64)
        count = lo = 0
        while lo < size and found < 0:
            budget.check(stats.expanded, seen + count, stats.generated)
            step = CHUNK if cap is None else max(1, min(CHUNK, cap - stats.expanded))
            hi = min(size, lo + step)
            nxt, count, found, gen = expand(frontier, lo, hi, nxt, count, table, depth,
                                            discs, pegs, pw, mode, goal, mask)
            stats.generated += gen
            stats.expanded += hi - lo
            lo = hi
        seen += count
        stats.peak_frontier = max(stats.peak_frontier, count)
        frontier, size = nxt, count
        depth += 1
    stats.peak_stored = seen
    if found < 0:
        stats.seconds = time.perf_counter() - started
        raise NoSolutionError("no sequence of moves reaches the goal", stats)
    codes = walk_back(table, found, depth, discs, pegs, pw)
    stats.seconds = time.perf_counter() - started
    return [decode(int(c), pegs, discs) for c in codes], stats


def layer_counts(pegs: int, discs: int, start: State) -> tuple[list[int], State]:
    """The number of states at each distance from ``start`` (every state is
    reachable), and one state at the largest distance."""
    import numpy as np

    from fewest.kernels.twobit import new_array, set_code
    from fewest.puzzles.hanoi.kernels import ALL, expand

    pw = np.array([pegs**i for i in range(discs)], dtype=np.int64)
    table = new_array(table_states(pegs, discs))
    first = encode(start, pegs)
    set_code(table, first, 1)
    frontier = np.array([first], dtype=np.int64)
    counts, last, depth = [1], first, 0
    while True:
        nxt, count, _found, _gen = expand(frontier, 0, frontier.shape[0],
                                          np.empty(max(1024, 2 * frontier.shape[0]),
                                                   dtype=np.int64),
                                          0, table, depth, discs, pegs, pw, ALL, -1,
                                          np.zeros(pegs, dtype=np.int64))
        if count == 0:
            return counts, decode(int(last), pegs, discs)
        counts.append(count)
        frontier = nxt[:count]
        last = frontier[0]
        depth += 1
