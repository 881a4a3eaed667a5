"""A validated card-matching board: the grid, the pairs and the cursor.

Cells are numbered row by row (``cell = row * cols + col``).  Pair ``p`` is
the ``p``-th distinct face in order of first appearance; its two cards are
*card* ``2p`` (the first in reading order) and ``2p + 1``.

>>> b = parse_board("1 0 0 3 / 2 0 0 0 / 0 0 0 2 / 3 0 1 0", cursor=(1, 0))
>>> b.rows, b.cols, b.pairs, b.start
(4, 4, 3, 4)
>>> b.faces
(1, 3, 2)
>>> b.card_cells
(0, 14, 3, 12, 4, 11)
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import parse_grid, quote, require_rectangular


@dataclass(frozen=True)
class CardBoard:
    """An R x C board of face-down cards plus the starting cursor cell.

    ``grid`` holds the faces (0 = empty), ``start`` the cursor cell,
    ``faces[p]`` the face of pair ``p``, ``card_cells[k]`` the cell of card
    ``k`` and ``cell_pair[cell]`` the pair on that cell (or -1).
    """

    grid: tuple[tuple[int, ...], ...]
    start: int
    faces: tuple[int, ...]
    card_cells: tuple[int, ...]
    cell_pair: tuple[int, ...]

    @property
    def rows(self) -> int:
        """Number of rows."""
        return len(self.grid)

    @property
    def cols(self) -> int:
        """Number of columns."""
        return len(self.grid[0])

    @property
    def pairs(self) -> int:
        """Number of card pairs on the board."""
        return len(self.faces)

    @property
    def cursor(self) -> tuple[int, int]:
        """The starting cursor as ``(row, col)``."""
        return divmod(self.start, self.cols)

    @property
    def full_mask(self) -> int:
        """Bit mask with one bit per pair: every pair still on the board."""
        return (1 << self.pairs) - 1


def board_from_grid(grid: list[list[int]], cursor: tuple[int, int], original: Any) -> CardBoard:
    """Validate ``grid`` and ``cursor`` and build the :class:`CardBoard`.

    >>> board_from_grid([[1, 1]], (0, 1), "1 1").start
    1
    """
    rows, cols = require_rectangular(grid, original)
    if cols == 0:
        raise InvalidPuzzleError(f"board has an empty row: {quote(original)}")
    counts: Counter[int] = Counter()
    for row in grid:
        for face in row:
            if face < 0:
                raise InvalidPuzzleError(
                    f"card faces must be 0 (empty) or positive, found {face}: {quote(original)}"
                )
            if face:
                counts[face] += 1
    if not counts:
        raise InvalidPuzzleError(f"board holds no cards: {quote(original)}")
    for face, n in sorted(counts.items()):
        if n == 1:
            raise InvalidPuzzleError(
                f"card {face} has no pair (it appears once): {quote(original)}"
            )
        if n > 2:
            raise InvalidPuzzleError(
                f"card {face} appears {n} times; each face must appear exactly twice: "
                f"{quote(original)}"
            )
    cursor = _check_cursor(cursor, rows, cols)
    faces: list[int] = []
    cards: dict[int, list[int]] = {}
    for cell in range(rows * cols):
        face = grid[cell // cols][cell % cols]
        if face:
            if face not in cards:
                faces.append(face)
                cards[face] = []
            cards[face].append(cell)
    card_cells = tuple(cell for face in faces for cell in cards[face])
    cell_pair = [-1] * (rows * cols)
    for k, cell in enumerate(card_cells):
        cell_pair[cell] = k // 2
    return CardBoard(
        grid=tuple(tuple(r) for r in grid),
        start=cursor[0] * cols + cursor[1],
        faces=tuple(faces),
        card_cells=card_cells,
        cell_pair=tuple(cell_pair),
    )


def _check_cursor(cursor: Any, rows: int, cols: int) -> tuple[int, int]:
    ok = (
        isinstance(cursor, (tuple, list))
        and len(cursor) == 2
        and all(isinstance(x, int) and not isinstance(x, bool) for x in cursor)
    )
    if not ok:
        raise InvalidPuzzleError(f"cursor must be two integers (row, col), got {cursor!r}")
    r, c = cursor
    if not (0 <= r < rows and 0 <= c < cols):
        raise InvalidPuzzleError(
            f"cursor ({r}, {c}) is off the {rows}x{cols} board (rows 0..{rows - 1}, "
            f"cols 0..{cols - 1})"
        )
    return r, c


def _is_flat(board: Any) -> bool:
    """True when ``board`` is one run of numbers with no row structure."""
    if isinstance(board, str):
        text = board.strip()
        if text.startswith("["):
            return False
        return "/" not in text and len([ln for ln in text.splitlines() if ln.strip()]) == 1
    return isinstance(board, (list, tuple)) and all(
        isinstance(x, int) and not isinstance(x, bool) for x in board
    )


def parse_board(
    board: Any,
    *,
    cursor: tuple[int, int] | None = None,
    shape: tuple[int, int] | None = None,
) -> CardBoard:
    """Read a board (JSON, rows text, or a flat run of numbers) and validate it.

    A flat run is reshaped to ``shape`` when given, else to a square when its
    length is a square number (the original game gives 16 numbers); otherwise
    it stays one row.  ``cursor`` is ``(row, col)``, 0-based, default ``(0, 0)``.

    >>> parse_board("1 0 0 3 2 0 0 0 0 0 0 2 3 0 1 0").rows
    4
    >>> parse_board([[1, 2], [2, 1]], cursor=(1, 1)).cursor
    (1, 1)
    >>> parse_board("1 2 / 2 2")
    Traceback (most recent call last):
    ...
    fewest.errors.InvalidPuzzleError: card 1 has no pair (it appears once): '1 2 / 2 2'
    """
    grid = parse_grid(board)
    if len(grid) == 1 and _is_flat(board):
        cells = grid[0]
        if shape is not None:
            r, c = shape
            if r * c != len(cells):
                raise InvalidPuzzleError(
                    f"shape {r}x{c} needs {r * c} numbers, got {len(cells)}: {quote(board)}"
                )
            grid = [cells[i * c : (i + 1) * c] for i in range(r)]
        else:
            side = math.isqrt(len(cells))
            if side > 1 and side * side == len(cells):
                grid = [cells[i * side : (i + 1) * side] for i in range(side)]
    elif shape is not None:
        got = require_rectangular(grid, board)
        if tuple(shape) != got:
            raise InvalidPuzzleError(
                f"board is {got[0]}x{got[1]} but the shape option says {shape[0]}x{shape[1]}: "
                f"{quote(board)}"
            )
    return board_from_grid(grid, (0, 0) if cursor is None else cursor, board)
