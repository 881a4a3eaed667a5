"""Compiled enumeration for ``fewest analyze lights-out``: the lightest press set
of every solvable board of a small shape.

Boards that go dark correspond one to one with the cosets ``x + N`` of the
null space ``N`` (the quiet patterns): the board is ``A x``.  With the quiet
basis reduced so that each vector owns one *pivot* cell that no other
vector touches, every coset holds exactly one press set that is off on all
pivots.  :func:`coset_weights` walks those representatives in Gray-code
order over the other cells and, for each, takes the lightest of its ``2^k``
coset members: ``2^(R C)`` popcounts in all, no table.

>>> import numpy as np
>>> hist = np.zeros(8, dtype=np.int64)
>>> free = np.array([0, 1], dtype=np.int64)      # two free cells, no quiet pattern
>>> combos = np.zeros(1, dtype=np.uint64)
>>> int(coset_weights(free, combos, hist)), hist[:3].tolist()
(3, [1, 2, 1])
"""

from __future__ import annotations

import numpy as np
from numba import njit

from fewest.kernels.ranking import popcount


@njit(cache=True)
def coset_weights(free: np.ndarray, combos: np.ndarray, hist: np.ndarray) -> int:
    """Add the lightest weight of every coset to ``hist``; return a representative
    of the last coset found at the largest weight.

    ``free`` lists the non-pivot cells, ``combos`` all ``2^k`` combinations of
    the reduced quiet basis (``combos[0] = 0``).
    """
    m = free.shape[0]
    rep = np.uint64(0)
    best_rep = np.uint64(0)
    top = -1
    for i in range(1 << m):
        if i:
            rep ^= np.uint64(1) << np.uint64(free[_low_bit(i)])
        w = 1 << 30
        for j in range(combos.shape[0]):
            c = popcount(int(rep ^ combos[j]))
            if c < w:
                w = c
        hist[w] += 1
        if w >= top:
            top = w
            best_rep = rep
    return int(best_rep)


@njit(cache=True, inline="always")
def _low_bit(i: int) -> int:
    b = 0
    while not (i >> b) & 1:
        b += 1
    return b
