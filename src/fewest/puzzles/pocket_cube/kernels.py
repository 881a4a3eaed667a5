"""Compiled pieces of the pocket-cube distance table: move tables and a layered BFS.

A position's index is ``rank(perm) * 729 + twist`` (see
:func:`fewest.puzzles.pocket_cube.model.index`): ``perm`` is the cubie at each
of the seven moving corner positions (Lehmer rank, 0..5039) and ``twist`` the
base-3 twists of the first six (0..728; the seventh follows from the sum
rule).  A move acts on the two parts separately, so two small tables
(``5040 x moves`` and ``729 x moves``) give every neighbour with two reads.

``cp[m, p]`` is where move ``m`` sends the cubie at position ``p`` and
``co[m, p]`` the twist it adds (both for the seven moving positions).

>>> import numpy as np
>>> cp = np.array([[1, 2, 3, 0, 4, 5, 6]], dtype=np.int64)   # a 4-cycle, no twist
>>> co = np.zeros((1, 7), dtype=np.int64)
>>> pm, om = move_tables(cp, co)
>>> int(pm[0, 0]), int(om[5, 0])
(2160, 5)
"""

from __future__ import annotations

import numpy as np
from numba import njit

UNSEEN = 255
N = 7
PERMS = 5040
TWISTS = 729


@njit(cache=True)
def _rank(perm: np.ndarray) -> int:
    r = 0
    for i in range(N):
        smaller = 0
        for j in range(i + 1, N):
            if perm[j] < perm[i]:
                smaller += 1
        r = r * (N - i) + smaller
    return r


@njit(cache=True)
def _unrank(r: int, out: np.ndarray) -> None:
    digits = np.empty(N, dtype=np.int64)
    for i in range(N - 1, -1, -1):
        digits[i] = r % (N - i)
        r //= N - i
    used = np.zeros(N, dtype=np.bool_)
    for i in range(N):
        k = digits[i]
        for v in range(N):
            if not used[v]:
                if k == 0:
                    out[i] = v
                    used[v] = True
                    break
                k -= 1


@njit(cache=True)
def move_tables(cp: np.ndarray, co: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(perm_move, twist_move)``: the rank and twist index after each move."""
    moves = cp.shape[0]
    pm = np.empty((PERMS, moves), dtype=np.int32)
    om = np.empty((TWISTS, moves), dtype=np.int32)
    perm = np.empty(N, dtype=np.int64)
    after = np.empty(N, dtype=np.int64)
    twist = np.empty(N, dtype=np.int64)
    for r in range(PERMS):
        _unrank(r, perm)
        for m in range(moves):
            for p in range(N):
                after[cp[m, p]] = perm[p]
            pm[r, m] = _rank(after)
    for t in range(TWISTS):
        x = t
        total = 0
        for p in range(N - 2, -1, -1):
            twist[p] = x % 3
            total += twist[p]
            x //= 3
        twist[N - 1] = (3 - total % 3) % 3
        for m in range(moves):
            for p in range(N):
                after[cp[m, p]] = (twist[p] + co[m, p]) % 3
            x = 0
            for p in range(N - 1):
                x = x * 3 + after[p]
            om[t, m] = x
    return pm, om


@njit(cache=True)
def bfs_layer(table: np.ndarray, depth: int, pm: np.ndarray, om: np.ndarray) -> int:
    """Give every unseen neighbour of a position at ``depth`` the distance
    ``depth + 1``; return how many positions that labelled."""
    found = 0
    moves = pm.shape[1]
    for i in range(table.shape[0]):
        if table[i] != depth:
            continue
        r = i // TWISTS
        t = i - r * TWISTS
        for m in range(moves):
            j = pm[r, m] * TWISTS + om[t, m]
            if table[j] == UNSEEN:
                table[j] = depth + 1
                found += 1
    return found
