"""The validated snakes-and-ladders board: labelling, jumps and input checks.

Squares are labelled 1 .. n^2 in boustrophedon order (LeetCode 909): start at
the bottom-left, run right along the bottom row, left along the row above, and
so on.  The board is kept as one ``jumps`` array indexed by label:
``jumps[s]`` is where a piece that lands on ``s`` ends up (``s`` itself for a
plain square).  Index 0 is unused: with ``start=0`` the piece begins there,
off the board, and its first roll of ``r`` lands on square ``r``.

>>> b = parse_board("[[-1,-1],[-1,3]]")
>>> b.n, b.squares, b.die
(2, 4, 6)
>>> b.jumps.tolist()[1:]
[1, 3, 3, 4]
>>> square_position(2, 2), label_at(0, 0, 2)
((1, 1), 4)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import parse_grid, quote, require_rectangular
from fewest.puzzles.snakes_ladders.named import named_grid

DEFAULT_DIE = 6
#: Where a game may begin: 1 (LeetCode 909) or 0 (off the board, the real game).
STARTS = (0, 1)
DEFAULT_START = 1


def square_position(label: int, n: int) -> tuple[int, int]:
    """``(row, col)`` of square ``label`` on an ``n x n`` board (row 0 is the top).

    >>> [square_position(s, 3) for s in (1, 3, 4, 9)]
    [(2, 0), (2, 2), (1, 2), (0, 2)]
    """
    k, i = divmod(label - 1, n)
    return n - 1 - k, (i if k % 2 == 0 else n - 1 - i)


def label_at(row: int, col: int, n: int) -> int:
    """The label of the square at ``(row, col)``; inverse of :func:`square_position`.

    >>> label_at(2, 0, 3), label_at(1, 2, 3)
    (1, 4)
    """
    k = n - 1 - row
    return k * n + (col if k % 2 == 0 else n - 1 - col) + 1


def cells_in_label_order(grid: np.ndarray) -> np.ndarray:
    """The cells of a square grid, flattened so that entry ``s - 1`` is square ``s``.

    >>> cells_in_label_order(np.array([[7, 8, 9], [6, 5, 4], [1, 2, 3]])).tolist()
    [1, 2, 3, 4, 5, 6, 7, 8, 9]
    """
    rows = grid[::-1].copy()
    rows[1::2] = rows[1::2, ::-1]
    return rows.reshape(-1)


@dataclass(frozen=True, eq=False)
class SnakesBoard:
    """An ``n x n`` board with its jump table, die size and starting square.

    Build one with :func:`parse_board` (text, JSON input or a named board) or
    :meth:`from_grid` (lists of rows or a numpy array).  ``jumps`` has length
    ``n*n + 1``; it is read-only.  ``start`` is 1 (the game begins on square
    1, which may not hold a snake or ladder) or 0 (it begins off the board).
    """

    n: int
    die: int
    jumps: np.ndarray = field(repr=False)
    source: str = field(default="", repr=False)
    start: int = DEFAULT_START

    @property
    def squares(self) -> int:
        """The last square's label, ``n*n``."""
        return self.n * self.n

    def final(self, landing: int) -> int:
        """Where a piece that lands on ``landing`` ends its roll."""
        return int(self.jumps[landing])

    def grid(self) -> list[list[int]]:
        """The board as LeetCode rows (-1 for plain squares, self-loops shown as -1).

        >>> parse_board("[[-1,4],[-1,3]]").grid()
        [[-1, 4], [-1, 3]]
        """
        n = self.n
        labels = np.arange(1, n * n + 1)
        cells = np.where(self.jumps[1:] == labels, -1, self.jumps[1:])
        out = np.empty((n, n), dtype=np.int64)
        rows = cells.reshape(n, n).copy()
        rows[1::2] = rows[1::2, ::-1]
        out[:] = rows[::-1]
        return [[int(x) for x in row] for row in out]

    @classmethod
    def from_grid(cls, grid: Any, *, die: int | None = None, source: Any = None,
                  start: int | None = None) -> SnakesBoard:
        """Validate an ``n x n`` grid (lists of rows or a 2-D integer array).

        >>> SnakesBoard.from_grid([[-1, -1], [-1, 3]]).jumps.tolist()
        [0, 1, 3, 3, 4]
        >>> SnakesBoard.from_grid([[-1, -1], [4, -1]], start=0).jumps.tolist()
        [0, 4, 2, 3, 4]
        """
        shown = grid if source is None else source
        die = check_die(DEFAULT_DIE if die is None else die)
        start = check_start(start)
        if isinstance(grid, np.ndarray):
            if grid.ndim != 2 or not np.issubdtype(grid.dtype, np.integer):
                raise InvalidPuzzleError(
                    f"board must be a 2-D integer array, got shape {grid.shape} "
                    f"of {grid.dtype}"
                )
            arr = grid.astype(np.int64, copy=False)
            rows, cols = arr.shape
        else:
            rows_list = [list(r) for r in grid]
            if not rows_list or not rows_list[0]:
                raise InvalidPuzzleError(f"board is empty: {quote(shown)}")
            rows, cols = require_rectangular(rows_list, shown)
            try:
                arr = np.array(rows_list, dtype=np.int64)
            except OverflowError:
                raise InvalidPuzzleError(
                    f"board holds a number too large to be a square label: {quote(shown)}"
                ) from None
        if rows != cols:
            raise InvalidPuzzleError(f"board must be square (n x n), got {rows} x {cols}: "
                                     f"{quote(shown)}")
        n = rows
        if n < 2:
            raise InvalidPuzzleError(f"board must be at least 2 x 2, got {n} x {n}: "
                                     f"{quote(shown)}")
        squares = n * n
        cells = cells_in_label_order(arr)
        bad = np.flatnonzero((cells != -1) & ((cells < 1) | (cells > squares)))
        if bad.size:
            s = int(bad[0]) + 1
            r, c = square_position(s, n)
            raise InvalidPuzzleError(
                f"square {s} (row {r + 1}, column {c + 1}) holds {int(cells[bad[0]])}; "
                f"a cell must be -1 or a destination 1..{squares}: {quote(shown)}"
            )
        labels = np.arange(1, squares + 1, dtype=np.int64)
        jumps = np.empty(squares + 1, dtype=np.int64)
        jumps[0] = 0
        jumps[1:] = np.where(cells == -1, labels, cells)
        if jumps[squares] != squares:
            raise InvalidPuzzleError(
                f"square {squares} (the last square) cannot hold a snake or ladder, "
                f"but it points to {int(jumps[squares])}: {quote(shown)}"
            )
        if start == 1 and jumps[1] != 1:
            raise InvalidPuzzleError(
                f"square 1 (the start) cannot hold a snake or ladder, but it points to "
                f"{int(jumps[1])} (with --start 0 the game begins off the board and square 1 "
                f"may): {quote(shown)}"
            )
        jumps.flags.writeable = False
        text = source if isinstance(source, str) else ""
        return cls(n=n, die=die, jumps=jumps, source=text, start=start)


#: Largest die accepted (it must fit the compiled kernels' 64-bit integers).
MAX_DIE = 10**15


def check_die(die: Any) -> int:
    """The die size, checked: an integer >= 1.

    >>> check_die(6)
    6
    """
    if isinstance(die, bool) or not isinstance(die, (int, np.integer)) or not 1 <= die <= MAX_DIE:
        raise InvalidPuzzleError(
            f"die must be a whole number of faces from 1 to {MAX_DIE:,}, got {die!r}")
    return int(die)


def check_start(start: Any) -> int:
    """The starting square, checked: 1 (default, ``None``) or 0 (off the board).

    >>> check_start(None), check_start(0)
    (1, 0)
    """
    if start is None:
        return DEFAULT_START
    if isinstance(start, bool) or not isinstance(start, (int, np.integer)) or start not in STARTS:
        raise InvalidPuzzleError(
            f"start must be 1 (on square 1, the default) or 0 (off the board), got {start!r}")
    return int(start)


def parse_board(board: Any, *, die: int | None = None,
                shape: tuple[int, int] | None = None, start: int | None = None) -> SnakesBoard:
    """A :class:`SnakesBoard` from text (JSON or rows), a JSON-like value or a name.

    A single flat row of ``n*n`` numbers is read as an ``n x n`` board (or by
    ``shape`` when given, which must be square).  A name (``classic``, see
    :mod:`.named`) gives that board.

    >>> parse_board("-1 -1 -1 3").grid()
    [[-1, -1], [-1, 3]]
    >>> parse_board("classic", start=0).final(1)
    38
    >>> parse_board([[-1, -1], [-1, 9]])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    fewest.errors.InvalidPuzzleError: square 2 (row 2, column 2) holds 9; a cell must be ...
    """
    if isinstance(board, np.ndarray):
        return SnakesBoard.from_grid(board, die=die, start=start)
    grid = named_grid(board) or parse_grid(board)
    if shape is not None:
        grid = _reshape(grid, shape, board)
    elif len(grid) == 1 and len(grid[0]) > 1:
        size = len(grid[0])
        n = round(size ** 0.5)
        if n * n != size:
            raise InvalidPuzzleError(
                f"a flat board needs a square number of cells, got {size}: {quote(board)}"
            )
        grid = [grid[0][i * n:(i + 1) * n] for i in range(n)]
    return SnakesBoard.from_grid(grid, die=die, source=board, start=start)


def _reshape(grid: list[list[int]], shape: tuple[int, int], original: Any) -> list[list[int]]:
    rows, cols = shape
    if rows != cols:
        raise InvalidPuzzleError(f"shape must be square (n x n), got {rows} x {cols}")
    if len(grid) > 1:
        if require_rectangular(grid, original) != (rows, cols):
            raise InvalidPuzzleError(
                f"board is {len(grid)} x {len(grid[0])} but shape says {rows} x {cols}: "
                f"{quote(original)}"
            )
        return grid
    flat = [x for row in grid for x in row]
    if len(flat) != rows * cols:
        raise InvalidPuzzleError(
            f"shape {rows}x{cols} needs {rows * cols} cells, got {len(flat)}: {quote(original)}"
        )
    return [flat[i * cols:(i + 1) * cols] for i in range(rows)]
