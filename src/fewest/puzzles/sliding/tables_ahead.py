"""Building ahead the tables a sliding board's ``auto`` uses (``fewest tables build``).

>>> prebuild("2x3", None)
['sliding-table-2x3-b5']
>>> prebuild("6x6", None)
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: no tables serve 6x6 boards: auto searches them without one
"""

from __future__ import annotations

from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.progress import ProgressFn
from fewest.puzzles.boardtext import parse_shape
from fewest.puzzles.sliding import compiled
from fewest.puzzles.sliding.fast.tablefile import MAX_CELLS, table_name
from fewest.puzzles.sliding.model import make_goal


def prebuild(size: str, goal: Any, progress: ProgressFn | None = None) -> list[str]:
    """Build (or load) the complete table (up to 12 cells) or the default pattern
    databases of ``size`` toward ``goal``; the names of what is now ready."""
    rows, cols = parse_shape(size)
    target = make_goal(goal, rows, cols)
    if rows * cols <= MAX_CELLS:
        from fewest.puzzles.sliding.fast.tables import distance_table

        distance_table(rows, cols, target, progress=progress)
        return [table_name(rows, cols, target)]
    if compiled.pdb_available(rows, cols, target, cached_only=False):
        from fewest.puzzles.sliding.fast.pdb import pattern_groups, serving_pdb

        serving_pdb(rows, cols, None, target, progress=progress)
        groups = pattern_groups(rows, cols, None, target)
        return [f"sliding-pdb-{rows}x{cols} {'-'.join(str(len(g)) for g in groups)}"]
    raise InvalidPuzzleError(
        f"no tables serve {rows}x{cols} boards: auto searches them without one")
