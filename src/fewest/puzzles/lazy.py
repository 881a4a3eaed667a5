"""Lazy package exports: a family's package imports its kernels only when a name is used.

A family's ``__init__`` keeps ``FAMILY`` eager (cheap) and lists the rest in a
table of ``name -> module``; :func:`lazy_exports` gives the package its
``__getattr__``, so ``from fewest.puzzles.<family> import solve_pairs`` still
works but plain ``get_family(...)`` loads no numba, numpy or scipy.

>>> getattr_ = lazy_exports("fewest.puzzles", {"parse": "fewest.puzzles"})
>>> getattr_("parse").__name__
'parse'
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping


def lazy_exports(package: str, table: Mapping[str, str]) -> Callable[[str], object]:
    """The module ``__getattr__`` of ``package`` that imports ``table[name]`` on first use."""

    def __getattr__(name: str) -> object:
        module = table.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        return getattr(importlib.import_module(module), name)

    return __getattr__
