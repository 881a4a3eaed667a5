"""Complete distance tables for sliding boards of up to 12 cells.

Entry points:

* ``distance_table(rows, cols, goal, *, progress=None) -> np.ndarray`` - one
  byte per reachable board (its distance to the goal), built by a layered
  breadth-first search in numba and cached on disk (atomic, versioned,
  checksummed).  The 3x4 and 2x6 tables hold 239,500,800 boards each.
  ``progress`` is called after every layer, so a caller may stop a build
  between layers by raising from it (a time limit does).
* ``table_cached(rows, cols, goal) -> bool`` - whether a valid copy is cached
  (from :mod:`~fewest.puzzles.sliding.fast.tablefile`, which needs no numba).
* ``table_distance(tiles, rows, cols, goal, table=None) -> int`` - the
  optimal length, one lookup.
* ``table_solve(tiles, rows, cols, goal, table=None) -> list[str]`` - an
  optimal list of blank directions, read off the table by always stepping to
  a neighbour one move closer.  The board must be reachable (check parity
  first); an unreachable one raises :class:`~fewest.errors.NoSolutionError`.

Loaded tables are held in memory by :mod:`fewest.tablecache` (one policy
for every family).

Indexing: the goal's tiles are relabelled so that, reading row-major and
skipping the blank, they are ``1, 2, ..., n-1``; a board relabelled the same
way has the rank ``blank * (n-1)!/2 + half_rank(tiles without the blank)``.
Only one parity class of the tile order is reachable for each blank cell, so
the ranks are dense.  Tables therefore depend only on the shape and the
goal's blank cell, and one table serves every goal with that blank cell.

>>> goal = (1, 2, 3, 4, 5, 0)
>>> table = distance_table(2, 3, goal)
>>> len(table), int(table.max())
(360, 21)
>>> table_solve((1, 2, 3, 4, 0, 5), 2, 3, goal)
['R']
>>> table_distance((4, 5, 0, 1, 2, 3), 2, 3, goal)
21
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from numba import njit

from fewest import cache, tablecache
from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.kernels.ranking import half_unrank_into, parity, popcount
from fewest.progress import ProgressFn
from fewest.puzzles.sliding.fast.tablefile import (
    VERSION,
    check_shape,
    table_cached,
    table_name,
)
from fewest.puzzles.sliding.model import DIRS, check_board, check_goal, neighbour_array

__all__ = ["distance_table", "table_cached", "table_distance", "table_path", "table_solve"]

UNSEEN = 255


@njit(cache=True)
def rank_board(board: np.ndarray, n: int, half: int) -> int:
    """Rank of a relabelled board (see the module notes)."""
    m = n - 1
    used = 0
    r = 0
    i = 0
    b = 0
    for c in range(n):
        t = board[c]
        if t == 0:
            b = c
            continue
        if i < m - 2:
            v = t - 1
            r = r * (m - i) + v - popcount(used & ((1 << v) - 1))
            used |= 1 << v
        i += 1
    return b * half + r


@njit(cache=True)
def unrank_board(rank: int, n: int, half: int, par: np.ndarray, board: np.ndarray) -> int:
    """Write the relabelled board of ``rank`` into ``board``; return the blank cell."""
    m = n - 1
    b = rank // half
    seq = np.empty(m, dtype=np.int64)
    half_unrank_into(rank - b * half, m, par[b], seq)
    j = 0
    for c in range(n):
        if c == b:
            board[c] = 0
        else:
            board[c] = seq[j] + 1
            j += 1
    return b


@njit(cache=True)
def _layer(dist: np.ndarray, d: int, n: int, half: int, par: np.ndarray, nbr: np.ndarray) -> int:
    """Expand every board at distance ``d``; return how many got distance ``d + 1``."""
    board = np.empty(n, dtype=np.int64)
    count = 0
    for r in range(dist.shape[0]):
        if dist[r] != d:
            continue
        b = unrank_board(r, n, half, par, board)
        low = r - b * half
        for dd in range(4):
            nb = nbr[b, dd]
            if nb < 0:
                continue
            if dd == 1 or dd == 2:
                r2 = nb * half + low
            else:
                board[b] = board[nb]
                board[nb] = 0
                r2 = rank_board(board, n, half)
                board[nb] = board[b]
                board[b] = 0
            if dist[r2] == 255:
                dist[r2] = d + 1
                count += 1
    return count


@njit(cache=True)
def _descend(
    table: np.ndarray, board: np.ndarray, n: int, half: int, nbr: np.ndarray
) -> tuple[np.ndarray, int]:
    """Directions (0..3) of a shortest path, following strictly falling distances,
    and how many neighbour boards were looked up on the way."""
    r = rank_board(board, n, half)
    d = int(table[r])
    out = np.empty(d, dtype=np.int64)
    tried = 0
    b = 0
    for c in range(n):
        if board[c] == 0:
            b = c
    for step in range(d):
        for dd in range(4):
            nb = nbr[b, dd]
            if nb < 0:
                continue
            board[b] = board[nb]
            board[nb] = 0
            tried += 1
            if table[rank_board(board, n, half)] == d - 1 - step:
                out[step] = dd
                b = nb
                break
            board[nb] = board[b]
            board[b] = 0
    return out, tried


def parities(rows: int, cols: int, blank: int) -> np.ndarray:
    """Reachable tile-order parity for each blank cell, goal blank at ``blank``."""
    return np.array(
        [((cols - 1) * abs(c // cols - blank // cols)) & 1 for c in range(rows * cols)],
        dtype=np.int64,
    )


def relabel(goal: Sequence[int]) -> dict[int, int]:
    """Map each goal label to its canonical label (row-major order skipping the blank)."""
    out = {0: 0}
    k = 1
    for t in goal:
        if t:
            out[t] = k
            k += 1
    return out


def reachable_count(rows: int, cols: int) -> int:
    """Boards that reach a given goal: ``(rows*cols)! / 2``."""
    return math.factorial(rows * cols) // 2


def build_table(
    rows: int, cols: int, blank: int, progress: ProgressFn | None = None
) -> np.ndarray:
    """Breadth-first search from the canonical goal with its blank at ``blank``."""
    n = rows * cols
    half = math.factorial(n - 1) // 2
    total = n * half
    dist = np.full(total, UNSEEN, dtype=np.uint8)
    goal = np.array(
        [0 if c == blank else c + (c < blank) for c in range(n)], dtype=np.int64
    )
    dist[rank_board(goal, n, half)] = 0
    par, nbr = parities(rows, cols, blank), neighbour_array(rows, cols)
    done, d = 1, 0
    label = f"{rows}x{cols} table"
    while True:
        if progress:
            progress(label, done, total)
        new = _layer(dist, d, n, half, par, nbr)
        if not new:
            break
        done += new
        d += 1
    if done != total:  # pragma: no cover - a bug, never a user error
        raise RuntimeError(f"{label}: reached {done} of {total} boards")
    return dist


def distance_table(
    rows: int, cols: int, goal: Sequence[int], *, progress: ProgressFn | None = None
) -> np.ndarray:
    """The table for ``rows x cols`` and ``goal`` (loaded or built, then cached)."""
    check_shape(rows, cols)
    goal = check_goal(goal, rows, cols)
    blank = goal.index(0)

    def load() -> np.ndarray:
        return cache.load_or_build(table_name(rows, cols, goal),
                                   lambda: build_table(rows, cols, blank, progress),
                                   version=VERSION)

    return tablecache.get(table_name(rows, cols, goal), load)


def relabelled(tiles: Sequence[int], goal: Sequence[int]) -> np.ndarray:
    """``tiles`` with the goal's labels replaced by canonical ones, as an array."""
    lab = relabel(goal)
    return np.array([lab[t] for t in tiles], dtype=np.int64)


def _prepare(
    tiles: Sequence[int], rows: int, cols: int, goal: Sequence[int], table: np.ndarray | None
) -> tuple[np.ndarray, np.ndarray, int, int]:
    """Checked inputs for a lookup: (table, relabelled board, cells, half)."""
    check_shape(rows, cols)
    tiles = check_board(tiles, rows, cols)
    goal = check_goal(goal, rows, cols)
    if table is None:
        table = distance_table(rows, cols, goal)
    n = rows * cols
    half = math.factorial(n - 1) // 2
    if table.shape != (n * half,):
        raise InvalidPuzzleError(f"table of shape {table.shape} does not fit a {rows}x{cols} board")
    board = relabelled(tiles, goal)
    b = int(np.flatnonzero(board == 0)[0])
    seq = board[board != 0] - 1
    if parity(seq) != parities(rows, cols, goal.index(0))[b]:
        raise NoSolutionError(f"board {tiles!r} cannot reach goal {goal!r}")
    return table, board, n, half


def table_distance(
    tiles: Sequence[int],
    rows: int,
    cols: int,
    goal: Sequence[int],
    table: np.ndarray | None = None,
) -> int:
    """The optimal number of moves from ``tiles`` to ``goal`` (one lookup)."""
    table, board, n, half = _prepare(tiles, rows, cols, goal, table)
    return int(table[rank_board(board, n, half)])


def table_solve(
    tiles: Sequence[int],
    rows: int,
    cols: int,
    goal: Sequence[int],
    table: np.ndarray | None = None,
) -> list[str]:
    """An optimal path (blank directions) from ``tiles`` to ``goal``."""
    return table_path(tiles, rows, cols, goal, table)[0]


def table_path(
    tiles: Sequence[int],
    rows: int,
    cols: int,
    goal: Sequence[int],
    table: np.ndarray | None = None,
) -> tuple[list[str], int]:
    """:func:`table_solve`, and how many neighbour boards the descent looked up."""
    table, board, n, half = _prepare(tiles, rows, cols, goal, table)
    path, tried = _descend(table, board, n, half, neighbour_array(rows, cols))
    return [DIRS[int(d)] for d in path], int(tried)
