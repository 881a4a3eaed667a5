"""The one in-memory cache of loaded tables (pattern databases, distance tables).

Tables live on disk in :mod:`fewest.cache`; this module keeps the ones in use
in memory so that the next solve in the same process does not load them
again.  One policy for every family: **least recently used, within a byte
budget**.  An entry's size is its ``nbytes`` (numpy arrays, or any object
with an ``nbytes`` attribute; a list or tuple counts the sum of its items),
except that an array mapped from a file (what :func:`fewest.cache.load`
returns) counts nothing: its pages belong to the operating system's page
cache, shared between processes and dropped under memory pressure.
When a new entry pushes the total past the budget, the least recently used
entries are dropped until it fits; the newest entry is always kept, even
alone over budget.  The budget is ``$FEWEST_TABLE_MEMORY_MB`` megabytes
(default 1024).  A dropped table stays on disk and is simply loaded again.

Keys are plain strings; use the table's disk-cache name, so one name means
one table everywhere.

>>> import numpy as np
>>> forget()
>>> calls = []
>>> def load():
...     calls.append(1)
...     return np.zeros(10, dtype=np.uint8)
>>> a = get("demo-table", load)
>>> b = get("demo-table", load)
>>> a is b, len(calls), contains("demo-table"), held_bytes()
(True, 1, True, 10)
>>> forget("demo-")
>>> contains("demo-table")
False
"""

from __future__ import annotations

import mmap
import os
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

DEFAULT_BUDGET_MB = 1024

_entries: OrderedDict[str, tuple[Any, int]] = OrderedDict()
_lock = threading.Lock()


def budget_bytes() -> int:
    """The byte budget: ``$FEWEST_TABLE_MEMORY_MB`` megabytes, default 1024.

    >>> budget_bytes() >= 0
    True
    """
    text = os.environ.get("FEWEST_TABLE_MEMORY_MB", "")
    try:
        mb = float(text) if text.strip() else DEFAULT_BUDGET_MB
    except ValueError:
        mb = DEFAULT_BUDGET_MB
    return max(0, int(mb * (1 << 20)))


def size_of(value: Any) -> int:
    """The bytes ``value`` holds: ``nbytes``, or the sum over a list/tuple.

    >>> import numpy as np
    >>> size_of([np.zeros(3, dtype=np.int64), np.zeros(2, dtype=np.uint8)]), size_of("x")
    (26, 0)
    """
    if isinstance(value, (list, tuple)):
        return sum(size_of(v) for v in value)
    if _file_mapped(value):
        return 0
    return int(getattr(value, "nbytes", 0) or 0)


def _file_mapped(value: Any) -> bool:
    """Whether ``value`` is a view of a memory-mapped file.

    >>> import mmap, numpy as np
    >>> _file_mapped(np.frombuffer(mmap.mmap(-1, 8), dtype=np.uint8)), _file_mapped(b"x")
    (True, False)
    """
    base = getattr(value, "base", None)
    while base is not None:
        if isinstance(base, mmap.mmap):
            return True
        base = getattr(base, "base", None) or getattr(base, "obj", None)
    return False


def get(name: str, load: Callable[[], T]) -> T:
    """The table called ``name``: from memory, else ``load()`` (then kept).

    ``load`` runs outside the lock (a build may take minutes); when two
    threads load the same name at once, the first stored copy wins.
    """
    with _lock:
        hit = _entries.get(name)
        if hit is not None:
            _entries.move_to_end(name)
            return hit[0]
    from fewest.progress import setting_up

    with setting_up():
        value = load()
    return put(name, value)


def put(name: str, value: T) -> T:
    """Keep ``value`` under ``name`` (most recently used), evicting others past the budget.

    Returns the stored value (an earlier copy of the same name wins).
    """
    with _lock:
        hit = _entries.get(name)
        if hit is not None:
            _entries.move_to_end(name)
            return hit[0]
        _entries[name] = (value, size_of(value))
        _evict(budget_bytes())
    return value


def peek(name: str) -> Any | None:
    """The table in memory under ``name`` (marked as used), or ``None``."""
    with _lock:
        hit = _entries.get(name)
        if hit is None:
            return None
        _entries.move_to_end(name)
        return hit[0]


def contains(name: str) -> bool:
    """Whether ``name`` is held in memory (does not count as a use)."""
    with _lock:
        return name in _entries


def held_bytes() -> int:
    """Total bytes of the tables held now."""
    with _lock:
        return sum(size for _, size in _entries.values())


def names() -> list[str]:
    """Names held, least recently used first."""
    with _lock:
        return list(_entries)


def forget(prefix: str = "") -> None:
    """Drop every table whose name starts with ``prefix`` (all by default)."""
    with _lock:
        for name in [n for n in _entries if n.startswith(prefix)]:
            del _entries[name]


def _evict(budget: int) -> None:
    total = sum(size for _, size in _entries.values())
    while total > budget and len(_entries) > 1:
        _, (_, size) = _entries.popitem(last=False)
        total -= size
