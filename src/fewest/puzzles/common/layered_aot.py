"""The layered-grid kernels compiled ahead of time, so that a solve need not import numba.

A numba-jitted function, even cached, costs a whole process about a second
before it runs (importing numba, then loading its typing and lowering
registries).  For the largest judge inputs that second is half the time
limit.  So on first use the three kernels of
:mod:`~fewest.puzzles.common.layered_kernels` are compiled once, with numba's
ahead-of-time compiler, into a small extension module in fewest's cache
folder (``aot/``); later processes import that module with numpy only.

The module's name carries a hash of the kernels' source and of the Python
build, so an edit or another interpreter builds a fresh one.  Where the
build cannot run (no C compiler, no ``numba.pycc``), a ``.failed`` marker is
left and the jitted kernels are used, as before.

>>> name().startswith("fewest_layered_")
True
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import os
import sys
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

#: the exported kernels and their numba signatures
SIGNATURES = {
    "bfs_chunk": "void(u1[::1], u1[::1], i8, i8, i8, i8[::1], u1[::1], u1[::1], i4[::1], "
                 "u1[::1], i8[::1], i8)",
    "path_length": "i8(u1[::1], u1[::1], i8, i8, i8[::1], i8)",
    "trace": "i8(u1[::1], u1[::1], i8, i8, i8[::1], i8, i8[::1])",
}


def name() -> str:
    """The module name: the kernels' source and the interpreter hashed in."""
    source = (Path(__file__).with_name("layered_kernels.py")).read_bytes()
    tag = f"{sys.implementation.cache_tag}-{sys.platform}-{SIGNATURES}".encode()
    return "fewest_layered_" + hashlib.sha256(source + tag).hexdigest()[:16]


def _folder() -> Path:
    from fewest.cache import cache_dir

    return cache_dir() / "aot"


def _path() -> Path:
    return _folder() / (name() + importlib.machinery.EXTENSION_SUFFIXES[0])


_LOADED: dict[Path, ModuleType] = {}


def load() -> ModuleType | None:
    """The compiled module from the cache folder, or ``None`` when it is not built
    (imported once per process)."""
    path = _path()
    if path in _LOADED:
        return _LOADED[path]
    if not path.exists():
        return None
    try:
        spec = importlib.util.spec_from_file_location(name(), path)
        if spec is None or spec.loader is None:
            return None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    except (ImportError, OSError):
        return None
    _LOADED[path] = module
    return module


def failed() -> bool:
    """Whether a build was tried here and could not run."""
    return (_folder() / (name() + ".failed")).exists()


def build() -> ModuleType | None:
    """Compile the module into the cache folder (a temporary folder, then one
    rename); ``None``, with a ``.failed`` marker, when that cannot be done."""
    import warnings

    folder = _folder()
    folder.mkdir(parents=True, exist_ok=True)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            from numba.pycc import CC

            from fewest.puzzles.common import layered_kernels as k

            with tempfile.TemporaryDirectory(dir=folder) as tmp:
                cc = CC(name())
                cc.output_dir = tmp
                cc.verbose = False
                kernels: dict[str, Any] = {"bfs_chunk": k.bfs_chunk,
                                           "path_length": k.path_length, "trace": k.trace}
                for fn, sig in SIGNATURES.items():
                    cc.export(fn, sig)(kernels[fn].py_func)
                cc.compile()
                built = next(Path(tmp).glob(name() + "*"))
                os.replace(built, _path())
    except Exception as exc:  # any failure means: use the jitted kernels
        (folder / (name() + ".failed")).write_text(f"{type(exc).__name__}: {exc}\n")
        return None
    return load()


def kernels() -> Any:
    """The module to search with: the ahead-of-time build (built on first use), or
    the jitted kernels where it cannot be built."""
    module = load()
    if module is None and not failed():
        module = build()
    if module is None:
        from fewest.puzzles.common import layered_kernels

        return layered_kernels
    return module
