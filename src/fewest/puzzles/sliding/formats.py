"""Reading and writing sliding boards: inline, flat, JSON, judge text, pictures.

Parsing and formatting come in matching pairs:

>>> from fewest.puzzles.sliding.model import to_text
>>> rows, cols, tiles = from_text("3 1 2 / 4 7 5 / 6 8 0")
>>> to_text(tiles, cols)
'3 1 2 / 4 7 5 / 6 8 0'
>>> from_text(to_text(tiles, cols)) == (rows, cols, tiles)
True
>>> from_text("3 1 2 4 7 5 6 8 0")[:2]
(3, 3)
>>> print(picture((1, 2, 3, 0), 2))
1 2
3 .
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import parse_grid, quote, require_rectangular
from fewest.puzzles.sliding.model import Tiles, blank_first, blank_last, check_board


def parse_board(
    board: Any, *, shape: tuple[int, int] | None = None, what: str = "board"
) -> tuple[int, int, Tiles]:
    """``(rows, cols, tiles)`` from any accepted board form, validated.

    A single flat row is reshaped to ``shape`` when given, else to a square
    when its length is a perfect square.  Raises
    :class:`~fewest.errors.InvalidPuzzleError` quoting the input.

    >>> parse_board("1 2 3 4 5 0", shape=(2, 3))
    (2, 3, (1, 2, 3, 4, 5, 0))
    >>> parse_board([[1, 2], [3, 0]])
    (2, 2, (1, 2, 3, 0))
    """
    try:
        grid = parse_grid(board)
    except InvalidPuzzleError as exc:
        if what == "board":
            raise
        raise InvalidPuzzleError(f"{what}: {exc}") from None
    if len(grid) == 1 and len(grid[0]) == 1 and grid[0][0] >= 1000:
        digits = str(grid[0][0])
        raise InvalidPuzzleError(
            f"{what} is one number, not tiles: {quote(board)}; separate the tiles with spaces "
            f"(and rows with '/'), e.g. {' '.join(digits)!r}")
    if len(grid) == 1 and (shape is None or shape[0] != 1):
        flat = grid[0]
        if shape is not None:
            rows, cols = shape
            if len(flat) != rows * cols:
                raise InvalidPuzzleError(
                    f"{what} has {len(flat)} numbers but shape {rows}x{cols} needs "
                    f"{rows * cols}: {quote(board)}"
                )
        else:
            side = math.isqrt(len(flat))
            if side * side != len(flat):
                raise InvalidPuzzleError(
                    f"{what} is one row of {len(flat)} numbers, which is not a square; "
                    f"give rows (separated by '/' or newlines) or a shape: {quote(board)}"
                )
            rows = cols = side
        grid = [flat[r * cols:(r + 1) * cols] for r in range(rows)]
    rows, cols = require_rectangular(grid, board)
    if shape is not None and (rows, cols) != tuple(shape):
        raise InvalidPuzzleError(
            f"{what} is {rows}x{cols} but shape {shape[0]}x{shape[1]} was given: {quote(board)}"
        )
    tiles = check_board([t for row in grid for t in row], rows, cols, board, what)
    return rows, cols, tiles


def from_text(text: Any, shape: tuple[int, int] | None = None) -> tuple[int, int, Tiles]:
    """The parsing half of the text pair (same as :func:`parse_board`)."""
    return parse_board(text, shape=shape)


def to_rows(tiles: Sequence[int], cols: int) -> list[list[int]]:
    """Rows of ints (the JSON form).

    >>> to_rows((1, 2, 3, 0), 2)
    [[1, 2], [3, 0]]
    """
    return [list(tiles[r:r + cols]) for r in range(0, len(tiles), cols)]


def to_json(tiles: Sequence[int], cols: int) -> str:
    """JSON text of the rows; :func:`from_text` reads it back.

    >>> to_json((1, 2, 3, 0), 2)
    '[[1, 2], [3, 0]]'
    """
    return json.dumps(to_rows(tiles, cols))


def to_judge_text(tiles: Sequence[int], cols: int) -> str:
    """Rows on lines with spaces: the Baekjoon input form.

    >>> to_judge_text((1, 2, 3, 0), 2)
    '1 2\\n3 0\\n'
    """
    return "".join(" ".join(str(t) for t in row) + "\n" for row in to_rows(tiles, cols))


def picture(tiles: Sequence[int], cols: int, blank: str = ".") -> str:
    """A multi-line picture with aligned columns and the blank shown as ``blank``.

    >>> print(picture((10, 1, 0, 2), 2))
    10  1
     .  2
    """
    width = max(len(blank), *(len(str(t)) for t in tiles))
    lines = []
    for row in to_rows(tiles, cols):
        lines.append(" ".join((blank if t == 0 else str(t)).rjust(width) for t in row))
    return "\n".join(lines)


def make_goal(goal: Any, rows: int, cols: int) -> Tiles:
    """The goal tuple for ``goal``: ``None``/``"blank-last"``, ``"blank-first"``, or a board.

    A board may be text or rows of ints (see :mod:`fewest.puzzles.sliding.formats`);
    it must have the same shape.

    >>> make_goal("blank-first", 2, 2)
    (0, 1, 2, 3)
    >>> make_goal("2 1 / 3 0", 2, 2)
    (2, 1, 3, 0)
    """
    if goal is None:
        goal = "blank-last"
    if isinstance(goal, str):
        key = goal.strip().lower().replace("_", "-").replace(" ", "-")
        if key in ("blank-last", "last"):
            return blank_last(rows, cols)
        if key in ("blank-first", "first"):
            return blank_first(rows, cols)
    try:
        flat = len(parse_grid(goal)) == 1
        shape = (rows, cols) if flat else None
        g_rows, g_cols, tiles = parse_board(goal, shape=shape, what="goal")
    except InvalidPuzzleError as exc:
        if isinstance(goal, str) and not any(ch.isdigit() for ch in goal):
            raise InvalidPuzzleError(
                f"goal must be 'blank-last', 'blank-first' or a board, got {quote(goal)}"
            ) from None
        raise exc
    if (g_rows, g_cols) != (rows, cols):
        raise InvalidPuzzleError(
            f"goal is {g_rows}x{g_cols} but the board is {rows}x{cols}: {quote(goal)}"
        )
    return tiles
