"""Adapters from the compiled kernels in :mod:`fewest.puzzles.sliding.fast` to Solutions.

Each has the shape ``(start, goal, rows, cols, *, limits, progress) -> Solution``;
the methods in :mod:`fewest.puzzles.sliding.methods` call them.

* ``table`` - a lookup in the complete distance table (boards of up to 12
  cells), then a descent along decreasing distances;
* ``pdb`` - compiled IDA* over additive pattern databases (4x4: 6-6-3,
  5x5: 6-6-6-6), built and cached on first use;
* ``fast`` - the staged big-board solver: quick, valid, NOT shortest.

Limits (as declared in :data:`~fewest.puzzles.sliding.methods.METHOD_TABLE`):
``max_seconds`` covers a first-use build too (checked between its layers,
through the build's progress calls) and the search after it;
``max_expansions`` counts the descent's steps (``table``), the IDA* expansions
(``pdb``, checked between chunks of the compiled loop) or the stage searches'
expansions (``fast``, checked between stages); ``max_states`` is honoured by
``table`` (the table holds every board, so it is refused when larger) and
``pdb`` (an iteration whose path could pass it does not start).

>>> goal = (1, 2, 3, 4, 5, 6, 7, 8, 0)
>>> sol = pdb((1, 2, 3, 4, 5, 6, 0, 7, 8), goal, 3, 3)
>>> sol.moves, sol.optimal, sol.algorithm
(['R', 'R'], True, 'pdb 4-4')
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from fewest.errors import InvalidPuzzleError, SearchLimitError
from fewest.problem import Budget, Limits, SearchStats, Solution
from fewest.progress import ProgressFn
from fewest.puzzles.sliding.model import Tiles, step
from fewest.puzzles.sliding.packed import path_solution


def _boards(start: Tiles, letters: Sequence[str], rows: int, cols: int) -> list[Tiles]:
    states = [start]
    for letter in letters:
        states.append(step(states[-1], letter, rows, cols))
    return states


def _limit(message: str, reason: str, started: float, stats: SearchStats | None = None,
           bound: float | None = None) -> SearchLimitError:
    stats = stats or SearchStats()
    stats.seconds = time.perf_counter() - started
    return SearchLimitError(message, reason=reason, stats=stats, bound=bound)


def within(progress: ProgressFn | None, max_seconds: float | None, started: float,
           what: str) -> ProgressFn | None:
    """``progress`` that also stops a build (between its layers) past the time limit.

    >>> import time
    >>> stop = within(None, 0.001, time.perf_counter() - 1, "a table")
    >>> stop("layer", 1, 2)
    Traceback (most recent call last):
    fewest.errors.SearchLimitError: time limit 0.001s reached while building a table
    """
    if max_seconds is None:
        return progress

    def report(description: str, done: float, total: float | None) -> None:
        if progress is not None:
            progress(description, done, total)
        if time.perf_counter() - started > max_seconds:
            raise _limit(f"time limit {max_seconds:g}s reached while building {what}",
                         "max_seconds", started)

    return report


def table_entries(rows: int, cols: int) -> int:
    """Boards in the complete distance table of a ``rows x cols`` board: ``(rows*cols)!/2``.

    >>> table_entries(3, 3)
    181440
    """
    return math.factorial(rows * cols) // 2


def table(
    start: Tiles, goal: Tiles, rows: int, cols: int, *, limits: Limits | None = None,
    progress: ProgressFn | None = None,
) -> Solution[Tiles]:
    """Optimal by table lookup (builds the table when it is not cached).

    A table already on disk is read in pure Python (:mod:`~fewest.puzzles.sliding.lookup`),
    so a small board is answered without importing numba or numpy.
    """
    lim = limits or Limits()
    started = time.perf_counter()
    entries = table_entries(rows, cols)
    if lim.max_states is not None and entries > lim.max_states:
        raise _limit(f"state limit {lim.max_states} reached: the {rows}x{cols} distance table "
                     f"holds {entries} boards", "max_states", started)
    mapped = _mapped_table(rows, cols, goal)
    if mapped is not None:
        from fewest.puzzles.sliding.lookup import rank, relabelled
        from fewest.puzzles.sliding.lookup import table_path as table_path_py

        length = mapped[rank(relabelled(start, goal), rows * cols)]
        _check_descent(length, lim, started)
        letters, tried = table_path_py(start, goal, rows, cols, mapped)
        stats = SearchStats(expanded=len(letters), generated=tried, peak_frontier=1,
                            peak_stored=len(letters) + 1)
        return path_solution(_boards(start, letters, rows, cols), cols, "table",
                             stats, started)
    from fewest.puzzles.sliding.fast.tables import distance_table, table_distance, table_path

    dist = distance_table(rows, cols, goal, progress=within(
        progress, lim.max_seconds, started, f"the {rows}x{cols} distance table"))
    if lim.max_seconds is not None and time.perf_counter() - started > lim.max_seconds:
        raise _limit(f"time limit {lim.max_seconds:g}s reached after building the "
                     f"{rows}x{cols} distance table", "max_seconds", started)
    length = table_distance(start, rows, cols, goal, dist)
    _check_descent(length, lim, started)
    letters, tried = table_path(start, rows, cols, goal, dist)
    stats = SearchStats(expanded=len(letters), generated=tried, peak_frontier=1,
                        peak_stored=len(letters) + 1)
    return path_solution(_boards(start, letters, rows, cols), cols, "table", stats,
                         started)


def _mapped_table(rows: int, cols: int, goal: Tiles) -> memoryview | None:
    """The cached table as bytes, when it is on disk and not already in memory."""
    from fewest import cache, tablecache
    from fewest.puzzles.sliding.fast.tablefile import VERSION, table_name

    name = table_name(rows, cols, goal)
    return None if tablecache.contains(name) else cache.map_bytes(name, version=VERSION)


def _check_descent(length: int, lim: Limits, started: float) -> None:
    if lim.max_expansions is not None and length > lim.max_expansions:
        raise _limit(f"expansion limit {lim.max_expansions} reached: the descent takes "
                     f"{length} steps", "max_expansions", started, bound=length)


def pdb_available(rows: int, cols: int, goal: Tiles, *, cached_only: bool) -> bool:
    """Whether the default pattern databases fit this board (and, if asked, whether
    they and the duplicate-pruning table are cached).  Imports no numba."""
    from fewest.puzzles.sliding.fast.catalog import DEFAULT, pattern_groups

    if (rows, cols) not in DEFAULT:
        return False
    try:
        pattern_groups(rows, cols, None, goal)
    except InvalidPuzzleError:
        return False
    return not cached_only or _ready(rows, cols, None, goal)


def _ready(rows: int, cols: int, partition: str | None, goal: Tiles) -> bool:
    """Whether the databases of ``partition`` and the duplicate-pruning table are cached."""
    from fewest.puzzles.sliding.fast.catalog import dupes_cached, pdb_cached

    return pdb_cached(rows, cols, partition, goal) and dupes_cached()


def pdb(
    start: Tiles, goal: Tiles, rows: int, cols: int, *, limits: Limits | None = None,
    progress: ProgressFn | None = None, partition: str | None = None, jobs: int = 1,
) -> Solution[Tiles]:
    """Optimal by compiled IDA* with additive pattern databases.

    Without a ``partition`` it takes the strongest one whose databases are
    cached (``fewest tables build sliding 5x5 --partition 6-6-6-6z``), else
    the default.

    ``max_seconds`` covers building the databases and the duplicate-pruning
    table on first use, and the search; ``max_expansions`` is checked
    between chunks of the compiled loop; ``max_states`` bounds the path
    (IDA* stores nothing else), so an iteration whose path could pass it
    does not start.  ``jobs`` worker
    processes share one search.
    """
    from fewest.puzzles.sliding.fast.dupes import automaton
    from fewest.puzzles.sliding.fast.idastar import pdb_solve
    from fewest.puzzles.sliding.fast.pdb import serving_pdb, strongest_ready

    lim = limits or Limits()
    started = time.perf_counter()
    remaining = lim.max_seconds
    if partition is None:
        partition = strongest_ready(rows, cols, goal)
    if lim.max_seconds is not None and not _ready(rows, cols, partition, goal):
        stop = within(progress, lim.max_seconds, started, f"the {rows}x{cols} first-use tables")
        serving_pdb(rows, cols, partition, goal, progress=stop)
        automaton(progress=stop)
        remaining = lim.max_seconds - (time.perf_counter() - started)
        if remaining <= 0:
            raise _limit(f"time limit {lim.max_seconds:g}s reached after building the "
                         f"{rows}x{cols} first-use tables", "max_seconds", started)
    kwargs: dict[str, Any] = {"jobs": jobs} if jobs != 1 else {}
    try:
        result = pdb_solve(start, rows, cols, goal, partition=partition, max_seconds=remaining,
                           max_expansions=lim.max_expansions, max_states=lim.max_states,
                           max_cost=lim.max_cost, progress=progress, **kwargs)
    except SearchLimitError as exc:
        if exc.reason != "max_seconds" or remaining == lim.max_seconds:
            raise
        raise SearchLimitError(
            f"time limit {lim.max_seconds:g}s reached (first-use table builds included) at "
            f"bound {exc.bound} after {exc.stats.generated} nodes",
            reason="max_seconds", stats=exc.stats, bound=exc.bound) from None
    stats = SearchStats(expanded=result.expanded, generated=result.nodes,
                        peak_frontier=result.length + 1, peak_stored=result.length + 1,
                        iterations=result.iterations)
    return path_solution(_boards(start, result.moves, rows, cols), cols,
                         f"pdb {result.partition}", stats, started)


def fast(
    start: Tiles, goal: Tiles, rows: int, cols: int, *, limits: Limits | None = None,
    progress: ProgressFn | None = None,
) -> Solution[Any]:
    """A quick valid path from the staged solver; labelled NOT optimal.

    ``max_seconds`` and ``max_expansions`` are checked between stages.
    """
    from fewest.puzzles.sliding.fast.bigboard import fast_mode_solve

    started = time.perf_counter()
    stats = SearchStats()
    letters = fast_mode_solve(start, rows, cols, goal, budget=Budget(limits, stats))
    sol = path_solution(_boards(start, letters, rows, cols), cols, "fast (staged, not optimal)",
                        stats, started)
    sol.optimal = False
    return sol
