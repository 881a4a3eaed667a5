"""LeetCode 773's argument read into a start board, and the return value.

>>> parse_board({"board": [[4, 1, 2], [5, 0, 3]]})
(4, 1, 2, 5, 0, 3)
>>> parse_board('{"board": [[1, 2, 3], [4, 5, 5]]}')
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: leetcode-773: the board must hold 0..5 once each in \
'{"board": [[1, 2, 3], [4, 5, 5]]}'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.function_case import int_list, read_case, refuse
from fewest.puzzles.lc_773.model import State

NAME = "leetcode-773"
PARAMS = ("board",)


def parse_board(board: Any) -> State:
    """Validate: 2 rows of 3 integers, the values 0..5 once each."""
    rows = read_case(board, PARAMS, NAME)["board"]
    if (not isinstance(rows, list) or len(rows) != 2
            or not all(int_list(r) and len(r) == 3 for r in rows)):
        raise refuse(NAME, "board must be 2 rows of 3 integers", board)
    cells = tuple(v for r in rows for v in r)
    if sorted(cells) != list(range(6)):
        raise refuse(NAME, "the board must hold 0..5 once each", board)
    return cells


def answer(moves: int | None) -> str:
    """``slidingPuzzle``'s return value: the fewest moves, or -1."""
    return "-1" if moves is None else str(moves)
