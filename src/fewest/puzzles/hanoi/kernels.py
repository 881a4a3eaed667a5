"""Compiled breadth-first search over packed Hanoi states.

A state is an integer whose base-``p`` digit ``i`` is the peg of disc ``i``
(disc 0 the smallest; for 4 pegs that is two bits per disc).  Moving the
top disc ``i`` from peg ``f`` to peg ``t`` adds ``(t - f) * p**i``, so a
neighbour costs one multiply-add once the tops are known.

The search keeps **two bits per state** (:mod:`fewest.kernels.twobit`): 0 =
not seen, else ``1 + depth % 3``.  The layer being expanded is held in a
queue, so no state is expanded twice, and a shortest path is read back from
the end: a neighbour of a state at depth ``k`` whose code says ``k - 1``
(mod 3) is at depth ``k - 1``, since neighbours' depths differ by at most one.

Modes: ``GOAL`` stops on generating the state ``target``; ``MIDDLE`` stops on
the first state with no disc on a peg whose ``mask`` entry is 1 (Korf and Felner's middle
state, see :mod:`fewest.puzzles.hanoi.solver`); ``ALL`` runs to exhaustion.

>>> import numpy as np
>>> from fewest.kernels.twobit import new_array, set_code
>>> pw = np.array([1, 3], dtype=np.int64)
>>> table = new_array(9); set_code(table, 0, 1)
>>> q = np.zeros(4, dtype=np.int64)
>>> nxt, count, found, gen = expand(q, 0, 1, np.zeros(4, dtype=np.int64), 0, table, 0,
...                                 2, 3, pw, GOAL, 2, np.zeros(3, dtype=np.int64))
>>> sorted(nxt[:count].tolist()), found
([1, 2], 2)
"""

from __future__ import annotations

import numpy as np
from numba import njit

from fewest.kernels.twobit import get_code, set_code

GOAL = 0
MIDDLE = 1
ALL = 2


@njit(cache=True, inline="always")
def _tops(x: int, n: int, p: int, pw: np.ndarray, top: np.ndarray, mask: np.ndarray) -> int:
    """Fill ``top`` (top disc per peg, -1 when empty); return the discs on masked pegs."""
    for q in range(p):
        top[q] = -1
    on_ab = 0
    for i in range(n - 1, -1, -1):
        peg = (x // pw[i]) % p
        top[peg] = i
        on_ab += mask[peg]
    return on_ab


@njit(cache=True)
def expand(frontier: np.ndarray, lo: int, hi: int, nxt: np.ndarray, count: int,
           table: np.ndarray, depth: int, n: int, p: int, pw: np.ndarray, mode: int,
           target: int, mask: np.ndarray) -> tuple[np.ndarray, int, int, int]:
    """Expand ``frontier[lo:hi]`` (states at ``depth``) into ``nxt`` (grown when full).

    Returns ``(nxt, count, found, generated)``: ``found`` is the first state
    meeting the mode's test (``-1`` when none), at which the layer stops.
    """
    top = np.empty(p, dtype=np.int64)
    code = 1 + (depth + 1) % 3
    generated = 0
    for k in range(lo, hi):
        x = frontier[k]
        on_ab = _tops(x, n, p, pw, top, mask)
        for f in range(p):
            disc = top[f]
            if disc < 0:
                continue
            for t in range(p):
                if t == f or (top[t] >= 0 and top[t] < disc):
                    continue
                generated += 1
                y = x + (t - f) * pw[disc]
                if get_code(table, y) != 0:
                    continue
                set_code(table, y, code)
                if count == nxt.shape[0]:
                    bigger = np.empty(2 * count + 1024, dtype=np.int64)
                    bigger[:count] = nxt[:count]
                    nxt = bigger
                nxt[count] = y
                count += 1
                if mode == GOAL and y == target:
                    return nxt, count, y, generated
                if mode == MIDDLE and on_ab - mask[f] + mask[t] == 0:
                    return nxt, count, y, generated
    return nxt, count, -1, generated


@njit(cache=True)
def walk_back(table: np.ndarray, end: int, depth: int, n: int, p: int,
              pw: np.ndarray) -> np.ndarray:
    """The states of a shortest path from the search's start to ``end`` (at ``depth``)."""
    path = np.empty(depth + 1, dtype=np.int64)
    path[depth] = end
    top = np.empty(p, dtype=np.int64)
    mask = np.zeros(p, dtype=np.int64)
    for k in range(depth, 0, -1):
        x = path[k]
        want = 1 + (k - 1) % 3
        _tops(x, n, p, pw, top, mask)
        done = False
        for f in range(p):
            disc = top[f]
            if disc < 0 or done:
                continue
            for t in range(p):
                if t == f or (top[t] >= 0 and top[t] < disc):
                    continue
                y = x + (t - f) * pw[disc]
                if get_code(table, y) == want:
                    path[k - 1] = y
                    done = True
                    break
    return path
