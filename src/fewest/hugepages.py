"""In-memory copies of large read-only tables on huge pages (Linux), for random lookups.

A search over several gigabytes of pattern databases reads one random byte
per lookup.  With 4 KiB pages nearly every lookup also misses the TLB, and
on a virtual machine a page-table walk costs several memory reads more.
Linux's transparent huge pages map 2 MiB at a time, so the same TLB covers
512 times as much.  They apply to private anonymous memory, not to a mapped
file, so :func:`resident` copies the arrays into such memory, advised
``MADV_HUGEPAGE``.  On the 24-puzzle's databases the search runs 1.08-1.09
times as many nodes per second once the mapped files are warm, and about
1.5 times on a first run, which otherwise faults every page in
(``bench/hugepages.py``).

Copies are kept for the arrays last asked for and dropped when a later call
asks for others, so at most one working set is held.  Worker processes
forked after the copy share its pages (nothing writes to them).  Elsewhere
(other systems, transparent huge pages switched off, too little free
memory, or ``FEWEST_HUGE_PAGES=0`` in the environment) the arrays are
returned unchanged.

>>> import numpy as np
>>> small = np.arange(10, dtype=np.uint8)
>>> resident([small])[0] is small           # below MIN_BYTES: left as it is
True
"""

from __future__ import annotations

import mmap
import os
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np

#: Arrays smaller than this are used as they are.
MIN_BYTES = 64 << 20
#: Free memory to keep beyond the copies.
HEADROOM = 2 << 30

_held: dict[int, tuple[np.ndarray, np.ndarray]] = {}


def enabled() -> bool:
    """Whether to copy: Linux with transparent huge pages on, and not ``FEWEST_HUGE_PAGES=0``."""
    if os.environ.get("FEWEST_HUGE_PAGES", "").strip() == "0":
        return False
    if not sys.platform.startswith("linux") or not hasattr(mmap, "MADV_HUGEPAGE"):
        return False
    try:
        mode = Path("/sys/kernel/mm/transparent_hugepage/enabled").read_text()
    except OSError:
        return False
    return "[never]" not in mode


def available_bytes() -> int:
    """``MemAvailable`` from ``/proc/meminfo`` (0 when unknown)."""
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


def _copy(array: np.ndarray) -> np.ndarray:
    flags = mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS
    memory = mmap.mmap(-1, array.nbytes, flags=flags)
    memory.madvise(mmap.MADV_HUGEPAGE)
    out = np.frombuffer(memory, dtype=array.dtype, count=array.size).reshape(array.shape)
    np.copyto(out, array)
    out.flags.writeable = False
    return out


def resident(arrays: Sequence[np.ndarray]) -> list[np.ndarray]:
    """Huge-page copies of the large ``arrays`` (the same values), when the system allows.

    Copies held for arrays not in this call are dropped first.
    """
    keep = {id(a) for a in arrays}
    for key in [k for k in _held if k not in keep]:
        del _held[key]
    big = [a for a in arrays if a.nbytes >= MIN_BYTES and id(a) not in _held]
    need = sum(a.nbytes for a in big)
    if big and enabled() and available_bytes() >= need + HEADROOM:
        for a in big:
            _held[id(a)] = (a, _copy(a))
    return [_held[id(a)][1] if id(a) in _held else a for a in arrays]


def forget() -> None:
    """Drop every copy."""
    _held.clear()
