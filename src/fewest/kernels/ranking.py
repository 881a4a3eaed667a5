"""Ranking permutations into dense integers, in numba.

Two schemes, both lexicographic (Lehmer codes written in mixed radix):

* **partial permutations**: ``k`` distinct values from ``0..n-1`` in order get
  a rank in ``0 .. n!/(n-k)! - 1`` (:func:`partial_rank`, :func:`partial_unrank`).
  Ranking the positions of ``k`` tiles this way indexes a pattern database;
  adding one more value (the blank) at the end multiplies the rank by
  ``n - k`` and adds the blank's index among the free values.
* **half ranks**: a full permutation of ``0..m-1`` (m >= 2) is ranked among the
  ``m!/2`` permutations of the same parity (:func:`half_rank`,
  :func:`half_unrank`).  The last two Lehmer digits are dropped: the final one
  is always 0 and the one before it is fixed by the parity.

>>> import numpy as np
>>> p = np.array([2, 0, 3, 1])
>>> parity(p), half_rank(p, 4)
(1, 6)
>>> half_unrank(6, 4, 1).tolist()
[2, 0, 3, 1]
>>> partial_rank(np.array([4, 1]), 2, 5)   # 4 * 4 + 1
17
"""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True, inline="always")
def popcount(x: int) -> int:
    """Number of set bits of a non-negative integer below 2**62.

    >>> popcount(0b10110)
    3
    """
    x = x - ((x >> 1) & 0x5555555555555555)
    x = (x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333)
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0F
    return ((x * 0x0101010101010101) & 0xFFFFFFFFFFFFFFFF) >> 56


@njit(cache=True, inline="always")
def select_free(used: int, index: int) -> int:
    """The ``index``-th (from 0) value whose bit is clear in ``used``.

    >>> select_free(0b101, 1)
    3
    """
    v = 0
    while True:
        if not (used >> v) & 1:
            if index == 0:
                return v
            index -= 1
        v += 1


def count_partial(n: int, k: int) -> int:
    """``n! / (n-k)!``: how many partial permutations of length ``k`` exist.

    >>> count_partial(16, 6)
    5765760
    """
    out = 1
    for i in range(k):
        out *= n - i
    return out


@njit(cache=True)
def partial_rank(values: np.ndarray, k: int, n: int) -> int:
    """Rank of the first ``k`` entries of ``values`` (distinct, in ``0..n-1``)."""
    used = 0
    r = 0
    for i in range(k):
        v = values[i]
        r = r * (n - i) + v - popcount(used & ((1 << v) - 1))
        used |= 1 << v
    return r


@njit(cache=True)
def partial_unrank_into(rank: int, k: int, n: int, out: np.ndarray) -> int:
    """Write the partial permutation of ``rank`` into ``out[:k]``; return its bit mask."""
    for i in range(k - 1, -1, -1):
        out[i] = rank % (n - i)
        rank //= n - i
    used = 0
    for i in range(k):
        v = select_free(used, out[i])
        out[i] = v
        used |= 1 << v
    return used


@njit(cache=True)
def partial_unrank(rank: int, k: int, n: int) -> np.ndarray:
    """The partial permutation (length ``k`` over ``0..n-1``) of ``rank``."""
    out = np.empty(k, dtype=np.int64)
    partial_unrank_into(rank, k, n, out)
    return out


@njit(cache=True)
def parity(perm: np.ndarray) -> int:
    """Parity (0 even, 1 odd) of a permutation of ``0..m-1``."""
    m = perm.shape[0]
    used = 0
    s = 0
    for i in range(m):
        v = perm[i]
        s += v - popcount(used & ((1 << v) - 1))
        used |= 1 << v
    return s & 1


@njit(cache=True)
def half_rank(perm: np.ndarray, m: int) -> int:
    """Rank of a permutation of ``0..m-1`` among those of its own parity."""
    used = 0
    r = 0
    for i in range(m - 2):
        v = perm[i]
        r = r * (m - i) + v - popcount(used & ((1 << v) - 1))
        used |= 1 << v
    return r


@njit(cache=True)
def half_unrank_into(rank: int, m: int, par: int, out: np.ndarray) -> None:
    """Write the permutation of ``0..m-1`` with parity ``par`` and half rank ``rank``."""
    s = 0
    for i in range(m - 3, -1, -1):
        d = rank % (m - i)
        out[i] = d
        s += d
        rank //= m - i
    used = 0
    for i in range(m - 2):
        v = select_free(used, out[i])
        out[i] = v
        used |= 1 << v
    a = select_free(used, 0)
    b = select_free(used | (1 << a), 0)
    if (s & 1) == par:
        out[m - 2] = a
        out[m - 1] = b
    else:
        out[m - 2] = b
        out[m - 1] = a


@njit(cache=True)
def half_unrank(rank: int, m: int, par: int) -> np.ndarray:
    """The permutation of ``0..m-1`` with parity ``par`` and half rank ``rank``."""
    out = np.empty(m, dtype=np.int64)
    half_unrank_into(rank, m, par, out)
    return out
