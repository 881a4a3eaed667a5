"""What a sliding solve needs before it can search, and what to tell the user.

* :func:`table_need`: the first-use build (complete distance table or
  pattern databases) a method would run for a board, with its size on disk,
  its typical build time and the command that builds it ahead, or ``None``;
* :func:`method_notes`: one-line notices for a method that is weaker than
  the user may expect (``auto`` falling back to Python IDA*), and for boards
  far beyond what optimal methods finish.

Build times were measured on the project's 2-core development machine
(shared with other jobs, so they are on the slow side): complete tables
3x3 0.06 s, 2x5 0.9 s, 3x4 133 s; pattern databases 4x4 6-6-3 12 s, 5x5
6-6-6-6 457 s.  Builds shorter than :data:`ANNOUNCE_SECONDS` are not
announced (nor checked against ``max_seconds`` up front).

>>> table_need("table", 3, 4, (*range(1, 12), 0), cached=False).command
'fewest analyze sliding 3x4 --goal blank-last'
>>> table_need("table", 3, 3, (*range(1, 9), 0), cached=False) is None
True
>>> method_notes("auto", "idastar", 6, 6, tuple(range(36)))[0][:39]
'a 6x6 board is far beyond what optimal '
"""

from __future__ import annotations

import math

from fewest.puzzles.methods import TableNeed
from fewest.puzzles.sliding.model import Tiles, blank_first, blank_last
from fewest.puzzles.sliding.notation import to_text

#: Typical build seconds of a complete distance table, by number of cells.
TABLE_BUILD_SECONDS = {4: 0.0, 6: 0.0, 8: 0.01, 9: 0.06, 10: 0.9, 12: 135.0}
#: Typical build seconds of the default pattern databases, by shape.
PDB_BUILD_SECONDS = {(3, 3): 0.01, (4, 4): 12.0, (5, 5): 457.0}
#: Builds expected to take less than this are not announced.
ANNOUNCE_SECONDS = 0.5
#: Boards with more cells than this get the "far beyond optimal methods" notice
#: (the 35-puzzle and up; no board this big has pattern databases).
BIG_CELLS = 30


def _goal_option(goal: Tiles, rows: int, cols: int) -> str:
    if goal == blank_last(rows, cols):
        return "blank-last"
    if goal == blank_first(rows, cols):
        return "blank-first"
    return f"'{to_text(goal, cols)}'"


def table_need(
    method: str, rows: int, cols: int, goal: Tiles, *, cached: bool | None = None
) -> TableNeed | None:
    """The table ``method`` (a :data:`~fewest.puzzles.sliding.solver.METHODS` key)
    builds first for this board, or ``None`` (no table, cached, or too quick to
    mention).  ``cached`` overrides the look in the cache (for tests and docs).
    """
    from fewest.puzzles.sliding import compiled

    if method == "table":
        seconds = TABLE_BUILD_SECONDS.get(rows * cols)
        if seconds is None or seconds < ANNOUNCE_SECONDS:
            return None
        if cached is None:
            from fewest.puzzles.sliding.fast.tablefile import table_cached

            cached = table_cached(rows, cols, goal)
        if cached:
            return None
        return TableNeed(
            f"the {rows}x{cols} distance table", bytes=compiled.table_entries(rows, cols),
            build_seconds=seconds,
            command=f"fewest analyze sliding {rows}x{cols} --goal {_goal_option(goal, rows, cols)}")
    if method == "pdb":
        seconds = PDB_BUILD_SECONDS.get((rows, cols))
        if seconds is None or seconds < ANNOUNCE_SECONDS:
            return None
        if not compiled.pdb_available(rows, cols, goal, cached_only=False):
            return None  # no databases fit this goal: the solve says so
        if cached is None:
            cached = compiled.pdb_available(rows, cols, goal, cached_only=True)
        if cached:
            return None
        from fewest.puzzles.sliding.fast.pdb import DEFAULT, pattern_groups

        size = sum(math.perm(rows * cols, len(g)) for g in pattern_groups(rows, cols, None, goal))
        return TableNeed(
            f"the {rows}x{cols} {DEFAULT[(rows, cols)]} pattern databases", bytes=size,
            build_seconds=seconds, command=f"fewest pdb build {rows}x{cols}")
    return None


def method_notes(requested: str, method: str, rows: int, cols: int, goal: Tiles) -> list[str]:
    """Notices for solving with ``requested`` (a registry name), which runs ``method``.

    ``method`` is the :data:`~fewest.puzzles.sliding.solver.METHODS` key (what
    ``auto`` chose), or the engine algorithm's name.
    """
    out = []
    n = rows * cols
    if requested == "auto" and method == "idastar" and 12 < n <= BIG_CELLS:
        out.append(_fallback(rows, cols, goal))
    if n > BIG_CELLS and method != "fast":
        out.append(
            f"a {rows}x{cols} board is far beyond what optimal methods finish; use "
            "--mode fast for a quick (not shortest) path, or --max-seconds to cap the search")
    return out


def _fallback(rows: int, cols: int, goal: Tiles) -> str:
    """Why ``auto`` runs the pure-Python IDA* on a board of more than 12 cells."""
    base = "auto falls back to Python IDA* with linear conflict, which is far slower"
    if (rows, cols) == (5, 5):
        from fewest.puzzles.sliding import compiled

        if compiled.pdb_available(rows, cols, goal, cached_only=False):
            return (f"the 5x5 pattern databases are not built, so {base} and rarely finishes a "
                    f"24-puzzle; `fewest pdb build 5x5` builds them once "
                    f"(about {PDB_BUILD_SECONDS[(5, 5)] / 60:.0f} min)")
    if (rows, cols) in ((4, 4), (5, 5)):
        return (f"no pattern databases fit this goal (its blank is not in the first or last "
                f"cell), so {base}")
    return f"no compiled optimal method covers {rows}x{cols} boards, so {base}"
