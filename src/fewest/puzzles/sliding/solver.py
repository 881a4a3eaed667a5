"""Solving a sliding board: the parity check, then the right search.

``"auto"`` picks a specialised method through :func:`choose_method` (the one
place that decides); any engine algorithm name runs the generic engine on
:class:`~fewest.puzzles.sliding.puzzle.SlidingPuzzle` with linear conflict.

>>> goal = (1, 2, 3, 4, 5, 6, 7, 8, 0)
>>> solve_board((1, 0, 3, 4, 2, 5, 7, 8, 6), goal, 3, 3).length
3
>>> solve_board((1, 0, 3, 4, 2, 5, 7, 8, 6), goal, 3, 3, "idastar").algorithm
'idastar'
>>> solve_board((2, 1, 3, 4, 5, 6, 7, 8, 0), goal, 3, 3)
Traceback (most recent call last):
fewest.errors.NoSolutionError: board 2 1 3 / 4 5 6 / 7 8 0 cannot reach the goal (parity)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fewest.problem import Limits, Solution
from fewest.progress import ProgressFn
from fewest.puzzles.methods import Method
from fewest.puzzles.sliding import compiled
from fewest.puzzles.sliding.firstuse import quick_then_pdb
from fewest.puzzles.sliding.ida import idastar
from fewest.puzzles.sliding.model import Tiles, check_solvable
from fewest.puzzles.sliding.packed import bidirectional
from fewest.puzzles.sliding.puzzle import SlidingPuzzle

#: Specialised methods ``(start, goal, rows, cols, *, limits, progress) -> Solution``.
METHODS: dict[str, Callable[..., Solution[Tiles]]] = {
    "bidirectional": bidirectional,
    "idastar": idastar,
    "table": compiled.table,
    "pdb": compiled.pdb,
    "fast": compiled.fast,
    "quick-then-pdb": quick_then_pdb,
}
ALL_LIMITS = frozenset({"max_seconds", "max_expansions", "max_states"})
#: The sliding methods as registry entries (:class:`~fewest.puzzles.methods.Method`).
#: ``pdb`` and ``fast`` store only a path (or one small stage search), so they
#: leave ``max_states`` out; ``table`` refuses a table larger than it.
METHOD_TABLE = (
    Method("table", optimal=True, aliases=("distance-table",), honours=ALL_LIMITS,
           summary="lookup in the complete distance table (boards up to 12 cells)",
           table="complete distance table, built on first use: 3x4 228 MiB, about 2 min"),
    Method("pdb", optimal=True, aliases=("pdb-idastar",), parallel=True,
           honours=ALL_LIMITS,
           summary="compiled IDA* with additive pattern databases (4x4, 5x5)",
           table="pattern databases and the duplicate-pruning table (1 MiB, about 6 s), "
                 "built on first use: 4x4 6-6-3 11 MiB, about 12 s; 5x5 6-6-6-6 486 MiB, "
                 "about 8 min; `fewest tables build sliding 4x4` builds them ahead"),
    Method("fast", optimal=False, honours=frozenset({"max_seconds", "max_expansions"}),
           summary="staged solver: a quick valid path, NOT shortest"),
    Method("python-bidirectional", optimal=True, honours=ALL_LIMITS,
           summary="bidirectional BFS on boards packed into one int"),
    Method("python-idastar", optimal=True, honours=ALL_LIMITS,
           summary="incremental IDA* with Manhattan distance and linear conflict"),
)
#: Registry name -> key of :data:`METHODS`.
METHOD_KEYS = {"table": "table", "pdb": "pdb", "fast": "fast",
               "python-bidirectional": "bidirectional", "python-idastar": "idastar"}

#: Largest board (in cells) that ``auto`` solves by bidirectional BFS: 10!/2
#: = 1.8 million states at most, so both half-searches stay small.
BIDIRECTIONAL_MAX_CELLS = 10
#: Two-row (or two-column) boards up to this size also go bidirectional:
#: Manhattan distance is weak on them, so IDA* needs millions of nodes where
#: bidirectional BFS stores about two million boards (2x6, depth 57: 9 s, 200 MB).
NARROW_MAX_CELLS = 12
#: Boards up to this size have complete distance tables (``fewest analyze``).
TABLE_MAX_CELLS = 12


def choose_method(
    rows: int, cols: int, goal: Tiles | None = None, limits: Limits | None = None
) -> str:
    """The :data:`METHODS` key that ``"auto"`` uses for a ``rows x cols`` board.

    A cached complete distance table wins for boards of up to 12 cells.  4x4
    boards use compiled IDA* with the default pattern databases once they
    and the duplicate-pruning table are cached; before that,
    ``quick-then-pdb`` tries a quick pure-Python IDA* first and builds them
    only when it does not finish (:mod:`~fewest.puzzles.sliding.firstuse`).
    5x5 boards use the databases when they are cached.  With a
    ``max_states`` limit, a table that holds more boards is not chosen.
    Deciding imports no numba.

    >>> choose_method(2, 6), choose_method(3, 4), choose_method(6, 6)
    ('bidirectional', 'idastar', 'idastar')
    >>> choose_method(4, 4, tuple(range(16))) in ("pdb", "quick-then-pdb")
    True
    >>> choose_method(4, 4, (1, 0, *range(2, 16)))
    'idastar'
    """
    n = rows * cols
    cap = None if limits is None else limits.max_states
    if goal is not None:
        from fewest.puzzles.sliding.fast.tablefile import table_cached

        if (n <= TABLE_MAX_CELLS and (cap is None or compiled.table_entries(rows, cols) <= cap)
                and table_cached(rows, cols, goal)):
            return "table"
        if (rows, cols) in ((4, 4), (5, 5)) and compiled.pdb_available(
                rows, cols, goal, cached_only=True):
            return "pdb"
        if (rows, cols) == (4, 4) and compiled.pdb_available(rows, cols, goal, cached_only=False):
            return "quick-then-pdb"
    if n <= BIDIRECTIONAL_MAX_CELLS or (min(rows, cols) == 2 and n <= NARROW_MAX_CELLS):
        return "bidirectional"
    return "idastar"


def solve_board(
    tiles: Tiles,
    goal: Tiles,
    rows: int,
    cols: int,
    algorithm: str = "auto",
    *,
    limits: Limits | None = None,
    progress: ProgressFn | None = None,
    jobs: int = 1,
) -> Solution[Tiles]:
    """Solve validated ``tiles`` toward ``goal``; optimal unless the algorithm is not.

    ``algorithm`` is ``"auto"``, a sliding method or any engine algorithm
    name (informed ones get the linear-conflict heuristic).  Unreachable
    boards raise :class:`~fewest.errors.NoSolutionError` at once, by parity.
    ``jobs`` worker processes share a ``pdb`` search.
    """
    check_solvable(tiles, goal, cols)
    if algorithm == "auto":
        method = choose_method(rows, cols, goal, limits)
    else:
        method = METHOD_KEYS.get(algorithm.strip().lower(), "")
    if algorithm == "auto" and method == "pdb" and jobs == 1:
        from fewest.puzzles.sliding.firstuse import quick_first

        quick, limits = quick_first(tiles, goal, rows, cols, limits)
        if quick is not None:
            return quick
    if method in ("pdb", "quick-then-pdb"):
        return METHODS[method](tiles, goal, rows, cols, limits=limits, progress=progress,
                               jobs=jobs)
    if method in ("table", "fast"):
        return METHODS[method](tiles, goal, rows, cols, limits=limits, progress=progress)
    if method:
        return METHODS[method](tiles, goal, rows, cols, limits=limits)
    from fewest.search import solve

    puzzle = SlidingPuzzle(tiles, rows=rows, cols=cols, goal=goal)
    return solve(puzzle, algorithm, heuristic=_heuristic(puzzle, algorithm), limits=limits)


def _heuristic(puzzle: SlidingPuzzle, algorithm: str) -> Any:
    from fewest.search.registry import resolve_algorithm

    return puzzle.linear_conflict if "heuristic" in resolve_algorithm(algorithm).options else None
