"""The sliding family's own methods: each :class:`~fewest.puzzles.methods.Method` runs
itself (``Method.run``), importing its compiled kernels only when it runs, and
:func:`choose_method` is the one place that decides what ``auto`` runs.

>>> [m.name for m in METHOD_TABLE]
['table', 'pdb', 'quick-then-pdb', 'fast', 'python-bidirectional', 'python-idastar']
>>> choose_method(2, 6), choose_method(3, 4), choose_method(6, 6)
('python-bidirectional', 'python-idastar', 'python-idastar')
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.methods import Method
from fewest.puzzles.sliding.model import Tiles, check_solvable

ALL_LIMITS = frozenset({"max_seconds", "max_expansions", "max_states"})
#: Largest board (in cells) that ``auto`` solves by bidirectional BFS: 10!/2
#: = 1.8 million states at most, so both half-searches stay small.
BIDIRECTIONAL_MAX_CELLS = 10
#: Two-row (or two-column) boards up to this size also go bidirectional:
#: Manhattan distance is weak on them, so IDA* needs millions of nodes where
#: bidirectional BFS stores about two million boards (2x6, depth 57: 9 s, 200 MB).
NARROW_MAX_CELLS = 12
#: Boards up to this size have complete distance tables (``fewest analyze``).
TABLE_MAX_CELLS = 12
PDB_TABLES = ("pattern databases and the duplicate-pruning table (1 MiB, about 6 s), built on "
              "first use: 4x4 6-6-3 11 MiB, about 12 s; 5x5 6-6-6-6 486 MiB, about 8 min; "
              "`fewest tables build sliding 4x4` builds them ahead")


def _args(instance: Any) -> tuple[Tiles, Tiles, int, int]:
    check_solvable(instance.tiles, instance.goal, instance.cols)
    return instance.tiles, instance.goal, instance.rows, instance.cols


def _table(instance: Any, limits: Limits | None) -> Solution[Any]:
    from fewest.puzzles.sliding import compiled

    return compiled.table(*_args(instance), limits=limits, progress=instance.progress)


def _pdb(instance: Any, limits: Limits | None) -> Solution[Any]:
    from fewest.puzzles.sliding import compiled

    return compiled.pdb(*_args(instance), limits=limits, progress=instance.progress,
                        jobs=instance.jobs)


def _quick_then_pdb(instance: Any, limits: Limits | None) -> Solution[Any]:
    """A quick pure-Python IDA* first; the pattern databases only when it does not
    finish (a small budget when they are cached, since loading them costs about half a
    second; a larger one when they would have to be built)."""
    from fewest.puzzles.sliding import compiled
    from fewest.puzzles.sliding.firstuse import quick_first, quick_then_pdb

    start, goal, rows, cols = _args(instance)
    if compiled.pdb_available(rows, cols, goal, cached_only=True):
        quick = None
        if instance.jobs == 1:
            quick, limits = quick_first(start, goal, rows, cols, limits)
        solution = quick or compiled.pdb(start, goal, rows, cols, limits=limits,
                                         progress=instance.progress, jobs=instance.jobs)
    else:
        solution = quick_then_pdb(start, goal, rows, cols, limits=limits,
                                  progress=instance.progress, jobs=instance.jobs)
    return solution


def _fast(instance: Any, limits: Limits | None) -> Solution[Any]:
    from fewest.puzzles.sliding import compiled

    return compiled.fast(*_args(instance), limits=limits, progress=instance.progress)


def _bidirectional(instance: Any, limits: Limits | None) -> Solution[Any]:
    from fewest.puzzles.sliding.packed import bidirectional

    return bidirectional(*_args(instance), limits=limits)


def _idastar(instance: Any, limits: Limits | None) -> Solution[Any]:
    from fewest.puzzles.sliding.ida import idastar

    return idastar(*_args(instance), limits=limits)


#: The sliding methods.  ``pdb`` and ``fast`` store only a path (or one small stage
#: search), so they leave ``max_states`` out; ``table`` refuses a table larger than it.
METHOD_TABLE = (
    Method("table", optimal=True, aliases=("distance-table",), honours=ALL_LIMITS,
           summary="lookup in the complete distance table (boards up to 12 cells)",
           table="complete distance table, built on first use: 3x4 228 MiB, about 2 min",
           run=_table),
    Method("pdb", optimal=True, aliases=("pdb-idastar",), parallel=True, honours=ALL_LIMITS,
           summary="compiled IDA* with additive pattern databases (4x4, 5x5)",
           table=PDB_TABLES, run=_pdb),
    Method("quick-then-pdb", optimal=True, parallel=True, honours=ALL_LIMITS,
           summary="a quick pure-Python IDA* first, the pattern databases only when it does "
                   "not finish (what auto runs on 4x4 and 5x5)",
           table=PDB_TABLES, run=_quick_then_pdb),
    Method("fast", optimal=False, honours=frozenset({"max_seconds", "max_expansions"}),
           summary="staged solver: a quick valid path, NOT shortest", run=_fast),
    Method("python-bidirectional", optimal=True, honours=ALL_LIMITS,
           summary="bidirectional BFS on boards packed into one int", run=_bidirectional),
    Method("python-idastar", optimal=True, honours=ALL_LIMITS,
           summary="incremental IDA* with Manhattan distance and linear conflict",
           run=_idastar),
)


def choose_method(rows: int, cols: int, goal: Tiles | None = None,
                  limits: Limits | None = None, jobs: int = 1) -> str:
    """The method ``auto`` runs on a ``rows x cols`` board: the one place that decides.

    A cached complete distance table wins for boards of up to 12 cells.  4x4
    and 5x5 boards use ``quick-then-pdb`` where their pattern databases are
    cached (and 4x4 ones also where they are not, built when the quick search
    does not finish); ``pdb`` itself with ``jobs`` workers.  With a
    ``max_states`` limit, a table that holds more boards is not chosen.
    Deciding imports no numba.

    >>> choose_method(4, 4, tuple(range(16))) in ("pdb", "quick-then-pdb")
    True
    >>> choose_method(4, 4, (1, 0, *range(2, 16)))
    'python-idastar'
    """
    n = rows * cols
    cap = None if limits is None else limits.max_states
    if goal is not None:
        from fewest.puzzles.sliding import compiled
        from fewest.puzzles.sliding.fast.tablefile import table_cached

        if (n <= TABLE_MAX_CELLS and (cap is None or compiled.table_entries(rows, cols) <= cap)
                and table_cached(rows, cols, goal)):
            return "table"
        if (rows, cols) in ((4, 4), (5, 5)) and compiled.pdb_available(
                rows, cols, goal, cached_only=True):
            return "quick-then-pdb" if jobs == 1 else "pdb"
        if (rows, cols) == (4, 4) and compiled.pdb_available(rows, cols, goal, cached_only=False):
            return "quick-then-pdb"
    if n <= BIDIRECTIONAL_MAX_CELLS or (min(rows, cols) == 2 and n <= NARROW_MAX_CELLS):
        return "python-bidirectional"
    return "python-idastar"
