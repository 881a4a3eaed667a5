"""Where the complete distance tables live, answered without loading numba.

``auto`` asks :func:`table_cached` before it picks a method, so this module
keeps the table names and the shape rule apart from the compiled kernels of
:mod:`~fewest.puzzles.sliding.fast.tables`: a board that has no table is
then solved in pure Python without importing numba at all.

>>> table_name(3, 3, (1, 2, 3, 4, 5, 6, 7, 8, 0))
'sliding-table-3x3-b8'
>>> check_shape(4, 4)
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: distance tables cover boards of at most 12 cells, got 4x4
"""

from __future__ import annotations

from collections.abc import Sequence

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.sliding.model import check_goal

#: The format version of the cached tables.
VERSION = 1
#: The largest board (in cells) that has a complete table.
MAX_CELLS = 12


def check_shape(rows: int, cols: int) -> None:
    """Refuse a shape that has no complete distance table."""
    if not (isinstance(rows, int) and isinstance(cols, int)) or rows < 2 or cols < 2:
        raise InvalidPuzzleError(f"board size must be at least 2x2, got {rows!r}x{cols!r}")
    if rows * cols > MAX_CELLS:
        raise InvalidPuzzleError(
            f"distance tables cover boards of at most {MAX_CELLS} cells, got {rows}x{cols}"
        )


def table_name(rows: int, cols: int, goal: Sequence[int]) -> str:
    """The cache name of the table for this shape and goal blank cell."""
    return f"sliding-table-{rows}x{cols}-b{list(goal).index(0)}"


def table_cached(rows: int, cols: int, goal: Sequence[int]) -> bool:
    """Whether a valid table for this shape and goal is in memory or on disk."""
    from fewest import cache, tablecache

    check_shape(rows, cols)
    name = table_name(rows, cols, check_goal(goal, rows, cols))
    return tablecache.contains(name) or cache.map_bytes(name, version=VERSION) is not None
