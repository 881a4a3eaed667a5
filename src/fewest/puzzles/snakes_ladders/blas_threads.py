"""Run a block with the OpenBLAS that SciPy and NumPy bundle on one thread.

SciPy's iterative solvers do their vector work through BLAS.  On a machine
whose cores are all busy, a threaded BLAS call on a long vector waits for a
second thread to be scheduled, and GMRES slows down many times over.  The
chain solves here are memory bound and gain nothing from threads, so they
run single-threaded.  This is what ``threadpoolctl`` does in general; here it
is the one call for the OpenBLAS that the SciPy and NumPy wheels ship.
Where such a library is not found (a build against MKL or a system BLAS),
the block runs unchanged for it.

>>> with one_blas_thread():
...     pass
"""

from __future__ import annotations

import ctypes
import glob
import os
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

#: (package, library file pattern, thread-count function suffix) of the bundled OpenBLAS
_BUNDLED = (("scipy", "libscipy_openblas*", ""), ("numpy", "libscipy_openblas64_*", "64_"))


@cache
def _openblas() -> tuple[tuple[Any, Any], ...]:
    """``(get, set)`` thread-count calls of the OpenBLAS that SciPy and NumPy bundle."""
    import importlib

    found = []
    for package, pattern, suffix in _BUNDLED:
        module = importlib.import_module(package)
        folder = os.path.join(os.path.dirname(os.path.dirname(module.__file__ or "")),
                              f"{package}.libs")
        for path in sorted(glob.glob(os.path.join(folder, pattern))):
            try:
                lib = ctypes.CDLL(path)
                get = getattr(lib, f"scipy_openblas_get_num_threads{suffix}")
                put = getattr(lib, f"scipy_openblas_set_num_threads{suffix}")
            except (OSError, AttributeError):
                continue
            get.restype = ctypes.c_int
            put.argtypes = [ctypes.c_int]
            found.append((get, put))
    return tuple(found)


@contextmanager
def one_blas_thread() -> Iterator[None]:
    """Inside the block the bundled OpenBLAS libraries use one thread; the old
    counts are restored after."""
    libs = _openblas()
    before = [int(get()) for get, _put in libs]
    for _get, put in libs:
        put(1)
    try:
        yield
    finally:
        for (_get, put), count in zip(libs, before, strict=True):
            put(count)
