"""LeetCode 1293's arguments read into a :class:`~fewest.puzzles.lc_1293.model.Field`.

>>> parse_field({"grid": [[0, 1], [1, 0]], "k": 1}).k
1
>>> parse_field({"grid": [[0, 1], [1, 0]], "k": 5})
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: leetcode-1293: k must be 1..m*n = 1..4, got 5 in \
'{"grid": [[0, 1], [1, 0]], "k": 5}'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.function_case import int_list, is_int, read_case, refuse
from fewest.puzzles.lc_1293.model import Field

NAME = "leetcode-1293"
PARAMS = ("grid", "k")
MAX_SIDE = 40


def parse_field(board: Any) -> Field:
    """Validate: 1..40 rows of the same length 1..40, cells 0 or 1, both corners 0,
    and ``1 <= k <= m * n``."""
    case = read_case(board, PARAMS, NAME)
    grid, k = case["grid"], case["k"]
    if not isinstance(grid, list) or not 1 <= len(grid) <= MAX_SIDE or not all(
            int_list(row) for row in grid):
        raise refuse(NAME, f"grid must be 1..{MAX_SIDE} rows of 0s and 1s", board)
    n = len(grid[0])
    if not 1 <= n <= MAX_SIDE or any(len(row) != n for row in grid):
        raise refuse(NAME, f"every row must have the same length, 1..{MAX_SIDE}", board)
    if any(v not in (0, 1) for row in grid for v in row):
        raise refuse(NAME, "every cell is 0 (empty) or 1 (obstacle)", board)
    if grid[0][0] or grid[-1][-1]:
        raise refuse(NAME, "the corners (0,0) and (m-1,n-1) must be empty", board)
    cells = len(grid) * n
    if not is_int(k) or not 1 <= k <= cells:
        raise refuse(NAME, f"k must be 1..m*n = 1..{cells}, got {k!r}", board)
    return Field(tuple(tuple(row) for row in grid), k)


def answer(moves: int | None) -> str:
    """``shortestPath``'s return value: the fewest steps, or -1."""
    return "-1" if moves is None else str(moves)
