"""``njit`` options for code that allocates nothing: no reference counting.

Compiled without numba's reference counting, a call that passes arrays
costs a few nanoseconds instead of some tens (the counts are atomic, and
the table probe they would guard takes less).  Use :data:`NO_REFCOUNT` for
small helpers that take arrays; never for code that allocates, or that
returns or keeps an array it made.

A kernel whose loop inlines helpers taking arrays pays the counts on every
pass (each inlined argument is a new reference: two atomic operations and
two calls, that numba's pruning leaves where a call or an early return
follows).  :func:`without_refcount` marks such a kernel so that
:func:`fewest.compiled.functions.kernel` compiles it with ``_nrt=False``.
That is sound for a kernel that allocates nothing and returns a number,
even one that calls the user's functions: arrays come in without a
reference-counted owner (numba's counting skips it), and what a called
function counts it counts in balance itself.

>>> NO_REFCOUNT["_nrt"]
False
>>> def k(a): return 0
>>> kernel_options(without_refcount(k)), kernel_options(lambda a: 0)
({'_nrt': False}, {})
"""

from collections.abc import Callable
from typing import Any, TypeVar

NO_REFCOUNT: dict[str, Any] = {"cache": True, "_nrt": False}
#: the attribute of a kernel's Python function that holds its own ``njit`` options
KERNEL_OPTIONS = "_fewest_njit"

F = TypeVar("F", bound=Callable[..., Any])


def without_refcount(fn: F) -> F:
    """Mark the kernel ``fn`` to be compiled without reference counting."""
    setattr(fn, KERNEL_OPTIONS, {"_nrt": False})
    return fn


def kernel_options(fn: Any) -> dict[str, Any]:
    """The kernel ``fn``'s own ``njit`` options (none unless marked)."""
    return dict(getattr(fn, KERNEL_OPTIONS, {}))
