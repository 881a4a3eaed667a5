"""Plain-data boards for the compiled sliding-tile paths.

A board is a tuple of ints in row-major order, 0 is the blank.  Moves are the
directions the blank travels: ``U``, ``L``, ``R``, ``D`` (index 0..3, the
opposite of direction ``d`` is ``3 - d``).

>>> goal = blank_first(3, 3)
>>> apply_moves((1, 0, 2, 3, 4, 5, 6, 7, 8), 3, 3, "L") == goal
True
>>> solvable((1, 0, 2, 3, 4, 5, 6, 7, 8), 3, 3, goal)
True
>>> solvable((0, 2, 1, 3, 4, 5, 6, 7, 8), 3, 3, goal)
False
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.sliding.model import is_solvable

DIRS = "ULRD"


def blank_first(rows: int, cols: int) -> tuple[int, ...]:
    """The goal ``0 1 2 ...`` (Korf's convention)."""
    return tuple(range(rows * cols))


def blank_last(rows: int, cols: int) -> tuple[int, ...]:
    """The goal ``1 2 ... 0``."""
    n = rows * cols
    return (*range(1, n), 0)


def check_board(tiles: Sequence[int], rows: int, cols: int, what: str = "board") -> tuple[int, ...]:
    """``tiles`` as a tuple after checking it holds ``0..rows*cols-1`` once each."""
    if not (isinstance(rows, int) and isinstance(cols, int)) or rows < 2 or cols < 2:
        raise InvalidPuzzleError(f"board size must be at least 2x2, got {rows!r}x{cols!r}")
    try:
        out = tuple(int(t) for t in tiles)
    except (TypeError, ValueError):
        raise InvalidPuzzleError(f"{what} must be a sequence of integers, got {tiles!r}") from None
    n = rows * cols
    if len(out) != n:
        raise InvalidPuzzleError(f"{what} {out!r} has {len(out)} cells, expected {rows}x{cols}={n}")
    if sorted(out) != list(range(n)):
        raise InvalidPuzzleError(f"{what} {out!r} must hold each of 0..{n - 1} exactly once")
    return out


def neighbours(rows: int, cols: int) -> np.ndarray:
    """``nbr[cell, d]``: the cell the blank reaches moving ``DIRS[d]`` from ``cell``, or -1."""
    n = rows * cols
    nbr = np.full((n, 4), -1, dtype=np.int64)
    for c in range(n):
        r, k = divmod(c, cols)
        if r > 0:
            nbr[c, 0] = c - cols
        if k > 0:
            nbr[c, 1] = c - 1
        if k < cols - 1:
            nbr[c, 2] = c + 1
        if r < rows - 1:
            nbr[c, 3] = c + cols
    return nbr


def solvable(tiles: Sequence[int], rows: int, cols: int, goal: Sequence[int]) -> bool:
    """True when ``tiles`` can reach ``goal``: the family's parity rule, in this argument order."""
    return is_solvable(tiles, goal, cols)


def apply_moves(
    tiles: Sequence[int], rows: int, cols: int, moves: Iterable[str]
) -> tuple[int, ...]:
    """The board after the blank travels along ``moves``; raises on an illegal move."""
    board = list(tiles)
    nbr = neighbours(rows, cols)
    b = board.index(0)
    for i, m in enumerate(moves):
        d = DIRS.find(m) if isinstance(m, str) and len(m) == 1 else -1
        if d < 0 or nbr[b, d] < 0:
            raise InvalidPuzzleError(f"move {i} ({m!r}) is not legal on board {tuple(board)!r}")
        nb = int(nbr[b, d])
        board[b], board[nb] = board[nb], 0
        b = nb
    return tuple(board)


def check_goal(goal: Sequence[int], rows: int, cols: int) -> tuple[int, ...]:
    """``goal`` validated as a board."""
    return check_board(goal, rows, cols, what="goal")
