"""The compiled search of the big-board fast mode (:mod:`.bigboard`).

:func:`place` is a breadth-first search inside the cells whose ``free`` flag
is set, over a neighbour table ``nbr[cell, direction]`` (-1: no neighbour)
in the order of :data:`~fewest.puzzles.sliding.model.DIRS`, over states made
of the tracked tiles' cells (none, one or two) and the blank's cell; its
path comes back as blank directions.  :func:`blank_path` is the search with
no tracked tile: the blank alone to the nearest cell of a goal set (which
also gives a shortest route between two cells).

>>> from fewest.puzzles.sliding.model import neighbour_array
>>> free, nbr = np.ones(4, dtype=np.bool_), neighbour_array(2, 2)
>>> place(free, nbr, np.array([3]), np.array([0]), 2)[0].tolist()  # tile on 3 to cell 0
[2, 0, 1, 3]
>>> blank_path(free, nbr, 0, np.array([False, False, False, True])).tolist()
[2, 3]
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True)
def place(free: np.ndarray, nbr: np.ndarray, tracked: np.ndarray, targets: np.ndarray,
          blank: int) -> tuple[np.ndarray, int, int]:
    """Blank directions that bring ``tracked`` tiles (1 or 2) to ``targets``,
    with the states the search expanded and stored.  With no tracked tile,
    ``targets`` is a 0/1 flag per cell and the blank goes to the nearest flagged one.

    Only cells with ``free`` set are used; the tracked tiles and the blank
    start inside them.  The path is empty when already placed and ``[-1]``
    when impossible.
    """
    n = free.shape[0]
    m = tracked.shape[0]
    size = n ** (m + 1)
    parent = np.full(size, -1, dtype=np.int64)
    how = np.zeros(size, dtype=np.int8)
    queue = np.empty(size, dtype=np.int64)
    t1 = tracked[0] if m >= 1 else 0
    t2 = tracked[1] if m == 2 else 0
    start = ((t1 * n + t2) * n if m == 2 else t1 * n if m == 1 else 0) + blank
    parent[start] = start
    queue[0] = start
    head, tail = 0, 1
    found = -1
    while head < tail:
        s = queue[head]
        head += 1
        b = s % n
        p1 = s // (n * n) if m == 2 else s // n if m == 1 else -1
        p2 = (s // n) % n if m == 2 else -1
        if (targets[b] != 0 if m == 0 else
                p1 == targets[0] and (m == 1 or p2 == targets[1])):
            found = s
            break
        for d in range(4):
            y = nbr[b, d]
            if y < 0 or not free[y]:
                continue
            q1 = b if y == p1 else p1
            q2 = b if y == p2 else p2
            s2 = ((q1 * n + q2) * n if m == 2 else q1 * n if m == 1 else 0) + y
            if parent[s2] < 0:
                parent[s2] = s
                how[s2] = d
                queue[tail] = s2
                tail += 1
    if found < 0:
        return np.full(1, -1, dtype=np.int64), head, tail
    return trace(parent, how, found), head, tail


def blank_path(free: np.ndarray, nbr: np.ndarray, blank: int, goal: np.ndarray) -> np.ndarray:
    """Blank directions from ``blank`` to the nearest cell with ``goal`` set, through
    free cells; empty when already there, ``[-1]`` when no goal cell is reachable."""
    path: np.ndarray = place(free, nbr, np.empty(0, dtype=np.int64), goal.astype(np.int64),
                             blank)[0]
    return path


@njit(cache=True)
def trace(parent: np.ndarray, how: np.ndarray, found: int) -> np.ndarray:
    """The directions from the search's start (its own parent) to ``found``."""
    count = 0
    s = found
    while parent[s] != s:
        count += 1
        s = parent[s]
    out = np.empty(count, dtype=np.int64)
    s = found
    while parent[s] != s:
        count -= 1
        out[count] = how[s]
        s = parent[s]
    return out
