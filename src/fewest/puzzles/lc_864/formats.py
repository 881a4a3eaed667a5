"""LeetCode 864's argument read into a :class:`~fewest.puzzles.lc_864.model.Maze`.

>>> parse_maze({"grid": ["@..aA", "..B#.", "....b"]}).keys
2
>>> parse_maze({"grid": ["@.a"]})
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: leetcode-864: key a has no lock A (each of the first k \
letters is one key and one lock) in '{"grid": ["@.a"]}'
"""

from __future__ import annotations

from typing import Any

from fewest.puzzles.common.function_case import read_case, refuse
from fewest.puzzles.lc_864.model import Maze

NAME = "leetcode-864"
PARAMS = ("grid",)
MAX_SIDE = 30
ALLOWED = set(".#@abcdefABCDEF")


def parse_maze(board: Any) -> Maze:
    """Validate every constraint: 1..30 rows of equal length 1..30, only ``.#@``
    and the letters a..f / A..F, one start, and for some k in 1..6 exactly one
    key and one lock of each of the first k letters."""
    grid = read_case(board, PARAMS, NAME)["grid"]
    if (not isinstance(grid, list) or not 1 <= len(grid) <= MAX_SIDE
            or not all(isinstance(r, str) for r in grid)):
        raise refuse(NAME, f"grid must be a list of 1..{MAX_SIDE} strings", board)
    width = len(grid[0])
    if not 1 <= width <= MAX_SIDE or any(len(r) != width for r in grid):
        raise refuse(NAME, f"every row must have the same length, 1..{MAX_SIDE}", board)
    starts = []
    seen: dict[str, int] = {}
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch not in ALLOWED:
                raise refuse(NAME, f"{ch!r} is not a cell (use . # @ a-f A-F)", board)
            if ch == "@":
                starts.append((r, c))
            elif ch.isalpha():
                seen[ch] = seen.get(ch, 0) + 1
    if len(starts) != 1:
        raise refuse(NAME, f"the grid needs exactly one start '@', got {len(starts)}", board)
    for ch, n in seen.items():
        if n > 1:
            raise refuse(NAME, f"{ch} appears {n} times (each key and lock is unique)", board)
    keys = sum(1 for ch in seen if ch.islower())
    if keys == 0:
        raise refuse(NAME, "the grid holds no key (1..6 keys)", board)
    for i in range(6):
        key, lock = chr(97 + i), chr(65 + i)
        if i < keys:
            if key not in seen:
                raise refuse(NAME, f"{keys} keys must be a..{chr(96 + keys)}, {key} is missing",
                             board)
            if lock not in seen:
                raise refuse(NAME, f"key {key} has no lock {lock} (each of the first k letters "
                             "is one key and one lock)", board)
        elif key in seen or lock in seen:
            raise refuse(NAME, f"lock {lock} has no key {key} (each of the first k letters "
                         "is one key and one lock)", board)
    return Maze(tuple(grid), starts[0], keys)


def answer(moves: int | None) -> str:
    """``shortestPathAllKeys``'s return value: the fewest moves, or -1."""
    return "-1" if moves is None else str(moves)
