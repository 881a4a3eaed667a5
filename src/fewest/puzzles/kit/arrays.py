"""Whole distance fields over the integers ``0..size-1``, breadth-first with numpy: a
layer at a time, every state of the frontier stepped at once.  For answers read at
every state (the farthest value from the nearest source), where a million states
would take a pure-Python search seconds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import numpy as np


def int_distances(sources: Iterable[int], size: int,
                  neighbours: Callable[[np.ndarray], np.ndarray], *,
                  until: Callable[[np.ndarray, int], bool] | None = None) -> np.ndarray:
    """The fewest unit steps from the nearest of ``sources`` to each of ``0..size-1``
    (-1 where none reaches).  ``neighbours(frontier)`` gives the candidate next states
    of a whole frontier (an int64 array) as an array of any shape; values outside
    ``0..size-1`` are dropped.  ``until(dist, d)``, called once layer ``d`` is final
    (d = 0, 1, 2, ...), stops the search where it says so (a question about "by time d").

    >>> bits = np.array([1, 2, 4])
    >>> int_distances([0], 6, lambda f: f[:, None] ^ bits).tolist()
    [0, 1, 1, 2, 1, 2]
    >>> int_distances([3], 5, lambda f: f + 1).tolist()
    [-1, -1, -1, 0, 1]
    >>> int_distances([0], 9, lambda f: f + 1, until=lambda dist, d: d == 2).tolist()
    [0, 1, 2, -1, -1, -1, -1, -1, -1]
    """
    dist = np.full(size, -1, dtype=np.int64)
    dist[np.fromiter(sources, dtype=np.int64)] = 0
    front, depth = np.flatnonzero(dist == 0), 0
    while front.size and not (until is not None and until(dist, depth)):
        depth += 1
        nxt = np.asarray(neighbours(front), dtype=np.int64).ravel()
        nxt = nxt[(nxt >= 0) & (nxt < size)]
        dist[nxt[dist[nxt] < 0]] = depth
        front = np.flatnonzero(dist == depth)  # each state once, without sorting
    return dist
