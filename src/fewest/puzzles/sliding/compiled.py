"""Adapters from the compiled kernels in :mod:`fewest.puzzles.sliding.fast` to Solutions.

Each method has the shape of :data:`fewest.puzzles.sliding.solver.METHODS`:
``(start, goal, rows, cols, *, limits, progress) -> Solution``.

* ``table`` - a lookup in the complete distance table (boards of up to 12
  cells), then a descent along decreasing distances;
* ``pdb`` - compiled IDA* over additive pattern databases (4x4: 6-6-3,
  5x5: 6-6-6-6), built and cached on first use;
* ``fast`` - the staged big-board solver: quick, valid, NOT shortest.

>>> goal = (1, 2, 3, 4, 5, 6, 7, 8, 0)
>>> sol = pdb((1, 2, 3, 4, 5, 6, 0, 7, 8), goal, 3, 3)
>>> sol.moves, sol.optimal, sol.algorithm
(['R', 'R'], True, 'pdb-idastar 4-4')
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from fewest.errors import InvalidPuzzleError, SearchLimitError
from fewest.problem import Limits, SearchStats, Solution
from fewest.progress import ProgressFn
from fewest.puzzles.sliding.model import Tiles, step
from fewest.puzzles.sliding.packed import path_solution


def _boards(start: Tiles, letters: Sequence[str], rows: int, cols: int) -> list[Tiles]:
    states = [start]
    for letter in letters:
        states.append(step(states[-1], letter, rows, cols))
    return states


def table(
    start: Tiles, goal: Tiles, rows: int, cols: int, *, limits: Limits | None = None,
    progress: ProgressFn | None = None,
) -> Solution[Tiles]:
    """Optimal by table lookup (builds the table when it is not cached)."""
    from fewest.puzzles.sliding.fast.tables import distance_table, table_solve

    started = time.perf_counter()
    letters = table_solve(start, rows, cols, goal,
                          distance_table(rows, cols, goal, progress=progress))
    stats = SearchStats(expanded=len(letters), generated=4 * len(letters), peak_frontier=1,
                        peak_stored=len(letters) + 1)
    return path_solution(_boards(start, letters, rows, cols), cols, "distance-table", stats,
                         started)


def pdb_available(rows: int, cols: int, goal: Tiles, *, cached_only: bool) -> bool:
    """Whether the default pattern databases fit this board (and are cached, if asked)."""
    from fewest.puzzles.sliding.fast.pdb import DEFAULT, load_pdb, pattern_groups

    if (rows, cols) not in DEFAULT:
        return False
    try:
        pattern_groups(rows, cols, None, goal)
    except InvalidPuzzleError:
        return False
    return not cached_only or load_pdb(rows, cols, None, goal) is not None


def pdb(
    start: Tiles, goal: Tiles, rows: int, cols: int, *, limits: Limits | None = None,
    progress: ProgressFn | None = None, partition: str | None = None,
) -> Solution[Tiles]:
    """Optimal by compiled IDA* with additive pattern databases.

    ``limits.max_seconds`` is enforced inside the search; ``max_expansions``
    is checked against the final count (the compiled loop runs in chunks);
    memory is only the current path, so ``max_states`` never binds.
    """
    from fewest.puzzles.sliding.fast.idastar import pdb_solve

    lim = limits or Limits()
    started = time.perf_counter()
    result = pdb_solve(start, rows, cols, goal, partition=partition,
                       max_seconds=lim.max_seconds, progress=progress)
    stats = SearchStats(expanded=result.expanded, generated=result.nodes,
                        peak_frontier=result.length + 1, peak_stored=result.length + 1,
                        iterations=result.iterations)
    if lim.max_expansions is not None and result.expanded > lim.max_expansions:
        stats.seconds = time.perf_counter() - started
        raise SearchLimitError(f"expansion limit {lim.max_expansions} reached",
                               reason="max_expansions", stats=stats)
    return path_solution(_boards(start, result.moves, rows, cols), cols,
                         f"pdb-idastar {result.partition}", stats, started)


def fast(
    start: Tiles, goal: Tiles, rows: int, cols: int, *, limits: Limits | None = None,
    progress: ProgressFn | None = None,
) -> Solution[Any]:
    """A quick valid path from the staged solver; labelled NOT optimal."""
    from fewest.puzzles.sliding.fast.bigboard import fast_mode_solve

    started = time.perf_counter()
    letters = fast_mode_solve(start, rows, cols, goal)
    stats = SearchStats(expanded=len(letters), generated=len(letters))
    sol = path_solution(_boards(start, letters, rows, cols), cols, "fast (staged, not optimal)",
                        stats, started)
    sol.optimal = False
    return sol
