"""A compact open-addressing table of packed state keys, with one value per key.

Layout (all numpy, so numba kernels read and write it directly):

* ``keys``: ``uint64[cap + 1, words]``; a free slot holds all ones in every
  word.  The one real key that is all ones (possible only when a state fills
  every bit) lives in the extra last row, ``keys[cap]``, marked used by
  ``meta[1]``.
* ``vals``: one unsigned value per slot, ``width`` bytes little-endian
  (``uint8[cap + 1, width]``: 1 for BFS depths mod 256, 2 for exact depths,
  4 for path costs).  One byte array for every width means one compiled
  kernel for every table; :func:`get_val` and :func:`put_val` read and write it.
* ``meta``: ``int64[4]`` = count, special row used, capacity, load limit.

Linear probing from ``home = hash * cap >> 32`` (any capacity, not just
powers of two), at most :data:`MAX_LOAD` full; a kernel that might pass the
limit stops and the driver calls :meth:`Table.grow`, which multiplies the
capacity by :data:`GROWTH` (by :data:`SMALL_GROWTH` while the table is below
:data:`SMALL` slots, so a small search rehashes less often).  Past that the
load stays between ``MAX_LOAD / GROWTH`` (0.57) and ``MAX_LOAD`` (0.8): with
a one-byte value a one-word key costs 9 bytes a slot, 11.3 to 15.8 bytes a
stored state.

>>> import numpy as np
>>> t = Table(words=1, width=2, capacity=8)
>>> slot, new = insert(t.keys, t.meta, np.uint64(42), np.uint64(0))
>>> put_val(t.vals, slot, 300); t.value(slot), get_val(t.vals, slot)
(300, 300)
>>> new, find(t.keys, t.meta, np.uint64(42), np.uint64(0)) == slot
(True, True)
>>> find(t.keys, t.meta, np.uint64(7), np.uint64(0))
-1
>>> t.grow(100); t.count, t.capacity >= 125, find(t.keys, t.meta, np.uint64(42), np.uint64(0)) >= 0
(1, True, True)
"""

from __future__ import annotations

import numpy as np
from numba import njit

from fewest.compiled.nrt import NO_REFCOUNT

EMPTY = np.uint64(0xFFFFFFFFFFFFFFFF)
MAX_LOAD = 0.8
GROWTH = 1.4
SMALL_GROWTH = 4
#: slots below which a table grows by SMALL_GROWTH (half a MiB of one-word keys)
SMALL = 1 << 16
_M1 = np.uint64(0xBF58476D1CE4E5B9)
_M2 = np.uint64(0x94D049BB133111EB)
_GOLD = np.uint64(0x9E3779B97F4A7C15)


@njit(**NO_REFCOUNT)
def home(k0: np.uint64, k1: np.uint64, cap: int) -> np.int64:
    """The first slot probed for key ``(k0, k1)`` (a splitmix64 finaliser, range-reduced)."""
    x = k0 ^ (k1 * _GOLD)
    x ^= x >> np.uint64(30)
    x *= _M1
    x ^= x >> np.uint64(27)
    x *= _M2
    x ^= x >> np.uint64(31)
    return np.int64(((x >> np.uint64(32)) * np.uint64(cap)) >> np.uint64(32))


@njit(**NO_REFCOUNT)
def free(keys: np.ndarray, s: int) -> bool:
    """True when slot ``s`` (below the capacity) holds no key."""
    return keys[s, 0] == EMPTY and (keys.shape[1] == 1 or keys[s, 1] == EMPTY)


@njit(**NO_REFCOUNT)
def used(keys: np.ndarray, meta: np.ndarray, s: int) -> bool:
    """True when slot ``s`` (``0 .. cap``, the special row included) holds a key."""
    if s == meta[2]:
        return meta[1] != 0
    return not free(keys, s)


@njit(**NO_REFCOUNT)
def probe(keys: np.ndarray, cap: int, k0: np.uint64, k1: np.uint64) -> int:
    """The slot holding key ``(k0, k1)``, or ``-1 - slot`` of the free slot where it goes.

    The probe loop reads the array directly, and these helpers are compiled
    without reference counting (``_nrt=False``): with it, a call passing
    arrays can cost more than the probe itself.
    """
    s = home(k0, k1, cap)
    if keys.shape[1] == 1:
        while True:
            v = keys[s, 0]
            if v == k0:
                return s
            if v == EMPTY:
                return -1 - s
            s += 1
            if s == cap:
                s = 0
    while True:
        v = keys[s, 0]
        w = keys[s, 1]
        if v == k0 and w == k1:
            return s
        if v == EMPTY and w == EMPTY:
            return -1 - s
        s += 1
        if s == cap:
            s = 0


@njit(**NO_REFCOUNT)
def find(keys: np.ndarray, meta: np.ndarray, k0: np.uint64, k1: np.uint64) -> int:
    """The slot of key ``(k0, k1)``, or -1 when it is absent."""
    cap = meta[2]
    if k0 == EMPTY and (keys.shape[1] == 1 or k1 == EMPTY):
        return cap if meta[1] else -1
    s = probe(keys, cap, k0, k1)
    return s if s >= 0 else -1


@njit(**NO_REFCOUNT)
def insert(keys: np.ndarray, meta: np.ndarray, k0: np.uint64, k1: np.uint64) -> tuple[int, bool]:
    """``(slot, new)``: the slot of the key, stored now if it was absent.

    The caller keeps the count below ``meta[3]`` (see :meth:`Table.room`).
    """
    cap = meta[2]
    if k0 == EMPTY and (keys.shape[1] == 1 or k1 == EMPTY):
        if meta[1]:
            return cap, False
        meta[1] = 1
        meta[0] += 1
        return cap, True
    s = probe(keys, cap, k0, k1)
    if s >= 0:
        return s, False
    s = -1 - s
    keys[s, 0] = k0
    if keys.shape[1] == 2:
        keys[s, 1] = k1
    meta[0] += 1
    return s, True


@njit(**NO_REFCOUNT)
def get_val(vals: np.ndarray, s: int) -> np.int64:
    """The value of slot ``s``."""
    v = np.int64(0)
    for b in range(vals.shape[1]):
        v |= np.int64(vals[s, b]) << np.int64(8 * b)
    return v


@njit(**NO_REFCOUNT)
def put_val(vals: np.ndarray, s: int, v: np.int64) -> None:
    """Set the value of slot ``s`` to ``v`` (``0 <= v < 256 ** width``)."""
    for b in range(vals.shape[1]):
        vals[s, b] = (v >> np.int64(8 * b)) & np.int64(0xFF)


@njit(cache=True)
def _rehash(keys: np.ndarray, vals: np.ndarray, meta: np.ndarray,
            new_keys: np.ndarray, new_vals: np.ndarray, new_meta: np.ndarray) -> None:
    cap = meta[2]
    two = keys.shape[1] == 2
    for s in range(cap):
        if free(keys, s):
            continue
        k1 = keys[s, 1] if two else np.uint64(0)
        t, _ = insert(new_keys, new_meta, keys[s, 0], k1)
        put_val(new_vals, t, get_val(vals, s))
    if meta[1]:
        new_meta[1] = 1
        new_meta[0] += 1
        put_val(new_vals, new_meta[2], get_val(vals, cap))


class Table:
    """Keys of ``words`` 64-bit words, each with an unsigned value of ``width`` bytes."""

    def __init__(self, words: int, width: int, capacity: int = 1 << 12) -> None:
        self.width = width
        self.keys, self.vals, self.meta = self._arrays(words, capacity)

    def _arrays(self, words: int, capacity: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        if capacity >= 1 << 32:
            raise MemoryError(f"a table of {capacity:,} slots is beyond the 2**32 limit")
        keys = np.full((capacity + 1, words), EMPTY, dtype=np.uint64)
        vals = np.zeros((capacity + 1, self.width), dtype=np.uint8)
        meta = np.array([0, 0, capacity, int(capacity * MAX_LOAD)], dtype=np.int64)
        return keys, vals, meta

    @property
    def count(self) -> int:
        """How many keys are stored."""
        return int(self.meta[0])

    @property
    def capacity(self) -> int:
        """How many slots there are."""
        return int(self.meta[2])

    @property
    def nbytes(self) -> int:
        """Bytes of the keys and values."""
        return int(self.keys.nbytes + self.vals.nbytes)

    def value(self, slot: int) -> int:
        """The value of ``slot``."""
        return int.from_bytes(self.vals[slot].tobytes(), "little")

    def values(self, slots: np.ndarray) -> np.ndarray:
        """The values of ``slots`` (``int64``)."""
        weights = np.int64(256) ** np.arange(self.width, dtype=np.int64)
        return self.vals[slots].astype(np.int64) @ weights

    def room(self) -> int:
        """How many more keys fit before the table must grow."""
        return int(self.meta[3] - self.meta[0])

    def _next_capacity(self, need: int) -> int:
        cap = self.capacity
        while int(cap * MAX_LOAD) < self.count + need or cap == self.capacity:
            cap = int(cap * (SMALL_GROWTH if cap * SMALL_GROWTH <= SMALL else GROWTH)) + 1
        return cap

    def grow_bytes(self, need: int) -> int:
        """The bytes :meth:`grow` would allocate for ``need`` more keys."""
        return (self._next_capacity(need) + 1) * (8 * self.keys.shape[1] + self.width)

    def grow(self, need: int) -> None:
        """Enlarge (by :data:`GROWTH` at least) so that ``need`` more keys fit."""
        cap = self._next_capacity(need)
        keys, vals, meta = self._arrays(self.keys.shape[1], cap)
        _rehash(self.keys, self.vals, self.meta, keys, vals, meta)
        self.keys, self.vals, self.meta = keys, vals, meta
