"""Reading a cached complete distance table in pure Python: a fast start for small boards.

A judge user runs one board per process, so importing numba (and numpy)
would cost more than the whole answer.  When the table for a board is on
disk, :func:`table_path` reads it through :func:`fewest.cache.map_bytes` (a
read-only memory map, no numpy) and walks down the distances with the same
ranking as the compiled kernels in :mod:`~fewest.puzzles.sliding.fast.tables`:
the goal's tiles are relabelled ``1..n-1`` in row-major order skipping the
blank, and a board's rank is ``blank * (n-1)!/2 + half_rank(tiles)``.

>>> rank((1, 2, 3, 0), 4)  # blank in cell 3 of a 2x2 board, half = 3!/2 = 3
9
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from fewest.puzzles.sliding.model import DIRS, neighbours


def rank(board: Sequence[int], n: int) -> int:
    """The rank of a relabelled board of ``n`` cells (the compiled ``rank_board``).

    >>> rank((0, 1, 2, 3), 4), rank((0, 2, 1, 3), 4)
    (0, 1)
    """
    half = math.factorial(n - 1) // 2
    m = n - 1
    used = 0
    r = 0
    i = 0
    blank = 0
    for c, t in enumerate(board):
        if t == 0:
            blank = c
            continue
        if i < m - 2:
            v = t - 1
            r = r * (m - i) + v - (used & ((1 << v) - 1)).bit_count()
            used |= 1 << v
        i += 1
    return blank * half + r


def relabelled(tiles: Sequence[int], goal: Sequence[int]) -> list[int]:
    """``tiles`` with the goal's labels replaced by ``1..n-1`` (row-major, blank skipped).

    >>> relabelled((3, 1, 2, 0), (0, 3, 1, 2))
    [1, 2, 3, 0]
    """
    label = {0: 0}
    for t in goal:
        if t:
            label[t] = len(label)
    return [label[t] for t in tiles]


def table_path(tiles: Sequence[int], goal: Sequence[int], rows: int, cols: int,
               table: Sequence[int]) -> tuple[list[str], int]:
    """Blank directions of a shortest path read off ``table`` (one distance per rank),
    and how many neighbour boards were looked up.  ``tiles`` must reach ``goal``.

    >>> dist = [255] * 12
    >>> dist[rank((1, 2, 3, 0), 4)] = 0
    >>> dist[rank((1, 2, 0, 3), 4)] = 1
    >>> table_path((1, 2, 0, 3), (1, 2, 3, 0), 2, 2, dist)
    (['R'], 2)
    """
    n = rows * cols
    nbr = neighbours(rows, cols)
    board = relabelled(tiles, goal)
    blank = board.index(0)
    d = table[rank(board, n)]
    letters: list[str] = []
    tried = 0
    while d > 0:
        for k, cell in enumerate(nbr[blank]):
            if cell < 0:
                continue
            board[blank], board[cell] = board[cell], 0
            tried += 1
            if table[rank(board, n)] == d - 1:
                letters.append(DIRS[k])
                blank = cell
                d -= 1
                break
            board[cell], board[blank] = board[blank], 0
        else:  # pragma: no cover - a corrupt table, which the checksum rules out
            raise RuntimeError("distance table has no step down: the table is corrupt")
    return letters, tried
