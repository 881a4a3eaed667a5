"""Packed arrays with a 2-bit code per state (32 states per ``uint64`` word).

Breadth-first searches over ranks use the codes 0 = unseen, 1 = in the
current layer, 2 = in the next layer, 3 = done.  :func:`promote` turns every
2 into a 1 between layers, and :func:`frontier_bits` finds the 1s of a word.

>>> import numpy as np
>>> a = new_array(100)
>>> set_code(a, 70, 2); get_code(a, 70), get_code(a, 71)
(2, 0)
>>> promote(a), get_code(a, 70)
(1, 1)
"""

from __future__ import annotations

import numpy as np
from numba import njit

LOW = 0x5555555555555555


def new_array(states: int) -> np.ndarray:
    """A zeroed array holding ``states`` 2-bit codes."""
    return np.zeros((states + 31) // 32, dtype=np.uint64)


@njit(cache=True, inline="always")
def get_code(words: np.ndarray, i: int) -> int:
    """The code of state ``i``."""
    return int((words[i >> 5] >> np.uint64((i & 31) << 1)) & np.uint64(3))


@njit(cache=True, inline="always")
def set_code(words: np.ndarray, i: int, code: int) -> None:
    """Set the code of state ``i``."""
    shift = np.uint64((i & 31) << 1)
    w = words[i >> 5] & ~(np.uint64(3) << shift)
    words[i >> 5] = w | (np.uint64(code) << shift)


@njit(cache=True, inline="always")
def frontier_bits(w: np.uint64) -> np.uint64:
    """The low bits of the fields of ``w`` holding code 1."""
    return w & ~(w >> np.uint64(1)) & np.uint64(LOW)


@njit(cache=True)
def promote(words: np.ndarray) -> int:
    """Turn every code 2 into 1; return how many states changed."""
    low = np.uint64(LOW)
    one = np.uint64(1)
    count = 0
    for j in range(words.shape[0]):
        w = words[j]
        m = (w >> one) & ~w & low
        if m:
            words[j] = w ^ (m | (m << one))
            while m:
                m &= m - one
                count += 1
    return count
