"""Packing a state (a row of small non-negative ints) into one or two 64-bit words.

A state of ``n`` values, each below ``values``, takes ``bits`` bits per value
(the fewest that hold ``values - 1``).  ``per_word = 64 // bits`` values go
into each word, the first ones in the low bits of word 0.  Two words (128
bits) are the most a key may use; :class:`KeyLayout` refuses larger states.

>>> import numpy as np
>>> layout = KeyLayout.for_state(9, 9)          # the 8-puzzle: 4 bits x 9 values
>>> layout.bits, layout.per_word, layout.words
(4, 16, 1)
>>> k0, k1 = pack(np.array([1, 2, 0, 3], np.uint8), 4, 16)
>>> hex(k0), k1
('0x3021', 0)
>>> out = np.zeros(4, np.uint8)
>>> unpack(k0, k1, 4, 16, out); out.tolist()
[1, 2, 0, 3]
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numba import njit

from fewest.compiled.nrt import NO_REFCOUNT
from fewest.errors import InvalidPuzzleError

#: the most values a state may hold in one position (states are uint8 rows)
MAX_VALUES = 256
#: the most bits a key may take
MAX_BITS = 128


@dataclass(frozen=True)
class KeyLayout:
    """How states of one puzzle are packed: ``n`` values of ``bits`` bits in ``words`` words."""

    n: int
    values: int
    bits: int
    per_word: int
    words: int

    @classmethod
    def for_state(cls, n: int, values: int) -> KeyLayout:
        """The layout for states of ``n`` values in ``0 .. values-1``.

        >>> KeyLayout.for_state(16, 16).words, KeyLayout.for_state(20, 16).words
        (1, 2)
        """
        if values > MAX_VALUES:
            raise InvalidPuzzleError(
                f"values={values}: a state's values must lie in 0..{MAX_VALUES - 1}")
        bits = max(1, (values - 1).bit_length())
        per_word = 64 // bits
        words = -(-n // per_word)
        if words > MAX_BITS // 64:
            raise InvalidPuzzleError(
                f"a state of {n} values in 0..{values - 1} needs {n * bits} bits; "
                f"keys hold at most {MAX_BITS} ({MAX_BITS // bits} such values)")
        return cls(n, values, bits, per_word, words)


@njit(**NO_REFCOUNT)
def pack_row(rows: np.ndarray, r: int, bits: int, per_word: int) -> tuple[np.uint64, np.uint64]:
    """The key of row ``r`` of the 2-D array ``rows``."""
    n = rows.shape[1]
    first = min(n, per_word)
    k0 = np.uint64(0)
    shift = np.uint64(0)
    step = np.uint64(bits)
    for i in range(first):
        k0 |= np.uint64(rows[r, i]) << shift
        shift += step
    k1 = np.uint64(0)
    shift = np.uint64(0)
    for i in range(first, n):
        k1 |= np.uint64(rows[r, i]) << shift
        shift += step
    return k0, k1


@njit(cache=True, inline="always")
def pack_row_top(rows: np.ndarray, r: int, bits: int, per_word: int
                 ) -> tuple[np.uint64, np.uint64, int]:
    """:func:`pack_row` inlined, with the row's largest value (checked by the caller)."""
    n = rows.shape[1]
    first = min(n, per_word)
    k0 = np.uint64(0)
    shift = np.uint64(0)
    step = np.uint64(bits)
    top = 0
    for i in range(first):
        v = rows[r, i]
        top = max(top, v)
        k0 |= np.uint64(v) << shift
        shift += step
    k1 = np.uint64(0)
    shift = np.uint64(0)
    for i in range(first, n):
        v = rows[r, i]
        top = max(top, v)
        k1 |= np.uint64(v) << shift
        shift += step
    return k0, k1, top


@njit(cache=True)
def pack(state: np.ndarray, bits: int, per_word: int) -> tuple[np.uint64, np.uint64]:
    """The key ``(word0, word1)`` of a 1-D state (``word1`` is 0 for one-word layouts)."""
    return pack_row(state.reshape((1, state.shape[0])), 0, bits, per_word)


@njit(**NO_REFCOUNT)
def unpack(k0: np.uint64, k1: np.uint64, bits: int, per_word: int, out: np.ndarray) -> None:
    """Write the state of key ``(k0, k1)`` into ``out`` (its length is the state's)."""
    n = out.shape[0]
    first = min(n, per_word)
    step = np.uint64(bits)
    mask = (np.uint64(1) << step) - np.uint64(1)
    for i in range(first):
        out[i] = k0 & mask
        k0 >>= step
    for i in range(first, n):
        out[i] = k1 & mask
        k1 >>= step
