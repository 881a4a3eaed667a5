"""Kernels specialised on a puzzle's own functions, cached on disk.

A kernel such as :func:`~fewest.compiled.idastar.ida_kernel` takes the
puzzle's functions as arguments.  Compiled for function *types*, one kernel
serves every puzzle, but each call of a user function goes through a
pointer.  Specialised here, the user's functions are inlined, and numba's
disk cache still serves the next process:

* a small module is written to ``<fewest cache dir>/kernels/``, named after a
  hash of the kernel (its name and the sources of :mod:`fewest.compiled`) and
  of the puzzle's functions (their source, the source of the functions they
  call, their closure values and the globals they read,
  :func:`source_text`); it holds one function, the kernel without its
  function parameters, which calls the kernel (inlined, ``inline="always"``)
  with the module's globals ``_F0``, ``_F1``, ... in their place;
* fewest sets those globals to the puzzle's compiled functions and compiles
  the module's function with numba's ``cache=True``: a later process with the
  same code loads it from numba's cache (``__pycache__`` beside the module)
  instead of compiling; a changed function has another hash, so another
  module and another kernel.

When a function's source cannot be read (a lambda, code typed at a prompt),
or reads a value whose text names a memory address, or when numba cannot
cache the kernel (it hands a function to a helper it does not inline; a
``<name>.uncached`` file beside the module remembers that), :func:`specialised`
returns ``None`` and the caller falls back to the shared kernels.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import inspect
import os
import sys
import types as pytypes
import warnings
from collections.abc import Callable
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import numpy as np
from numba import njit, typeof
from numba.core.caching import NullCache
from numba.core.errors import NumbaWarning
from numba.core.registry import CPUDispatcher

from fewest.compiled.nrt import kernel_options

#: the attribute holding a function value's source text (set by :mod:`fewest.compiled.functions`)
SOURCE_ATTR = "_fewest_source"


def distinct_symbols() -> None:
    """Start numba's function ids at a random point in this process.

    numba names a compiled function's machine code ``qualname$id``, the id
    counted from 1 in every process.  Two kernels cached by two processes may
    each hold a function of the same name and id but other code (the
    successors wrappers of two puzzles, both ``wrap``, say); loaded into one
    process, both would then call the first one loaded: a wrong answer.  Ids
    counted from a random 40-bit start make that chance negligible.
    """
    import itertools
    import secrets

    from numba.core import bytecode

    ident = getattr(bytecode, "FunctionIdentity", None)
    if ident is not None and hasattr(ident, "_unique_ids") and not _STARTED:
        ident._unique_ids = itertools.count(secrets.randbits(40) << 16)
        _STARTED.append(True)


_STARTED: list[bool] = []


def source_text(fn: Any, _seen: set[int] | None = None) -> str | None:
    """The text that decides what ``fn`` compiles to, or ``None`` when unreadable.

    The function's source, then for each global it reads (in its code and the
    code nested in it) its content (:func:`_value_text`): the source of a
    function, a hash of an array's bytes, the items of a tuple or namedtuple,
    the attributes a module is read for (``mod.T[x]``); then its closure's
    values likewise.

    >>> def double(x):
    ...     return 2 * x
    >>> "2 * x" in source_text(double)
    True
    >>> source_text(lambda x: x) is None
    True
    """
    fn = getattr(fn, "py_func", fn)
    if not inspect.isfunction(fn) or fn.__name__ == "<lambda>":
        return None
    seen = set() if _seen is None else _seen
    if id(fn) in seen:
        return f"<{fn.__qualname__}>"
    seen.add(id(fn))
    try:
        parts = [inspect.getsource(fn)]
    except (OSError, TypeError):
        return None
    names = _global_names(fn.__code__)
    for name in sorted(names):
        if name in fn.__globals__:
            text = _value_text(fn.__globals__[name], seen, names)
            if text is None:
                return None
            parts.append(f"{name}={text}")
    for i, cell in enumerate(fn.__closure__ or ()):
        try:
            value = cell.cell_contents
        except ValueError:  # an empty cell
            return None
        text = _value_text(value, seen, names)
        if text is None:
            return None
        parts.append(f"cell{i}={text}")
    return "\n".join(parts)


def _global_names(code: pytypes.CodeType) -> set[str]:
    names = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, pytypes.CodeType):
            names |= _global_names(const)
    return names


def _value_text(value: Any, seen: set[int], names: frozenset[str] | set[str] = frozenset(),
                depth: int = 0) -> str | None:
    """A global's or a closure cell's part of :func:`source_text`, by content.

    An array is its bytes' hash (never its ``repr``, which numpy shortens to
    ``...``); a tuple, a list or a namedtuple is its items' texts (and its
    type); a module is its file's hash and the texts of those of its
    attributes the code names (``mod.T[x]``, ``mod.helper()``); a function is
    :func:`source_text`.  ``None`` when a value has no text that is the same in
    every process and changes with its content (then nothing is cached).
    """
    if depth > _MAX_DEPTH:
        return None
    if isinstance(value, pytypes.ModuleType):
        return _module_text(value, seen, names, depth)
    if isinstance(value, CPUDispatcher) or inspect.isfunction(value):
        return source_text(value, seen)
    if isinstance(value, np.ndarray):
        if value.dtype.hasobject:
            return None
        digest = hashlib.sha256(np.ascontiguousarray(value).tobytes()).hexdigest()
        return f"array {value.dtype.str} {value.shape} {digest}"
    if isinstance(value, type):
        return f"type {value.__module__}.{value.__qualname__}"
    if isinstance(value, tuple | list):
        items = []
        for item in value:
            text = _value_text(item, seen, names, depth + 1)
            if text is None:
                return None
            items.append(text)
        kind = type(value)
        return f"{kind.__module__}.{kind.__qualname__}({', '.join(items)})"
    if isinstance(value, int | float | complex | str | bytes | bool | type(None) | np.generic):
        return f"{type(value).__name__} {value!r}"
    if callable(value):  # a numba or numpy callable (np.zeros, njit): named
        name = getattr(value, "__qualname__", None) or getattr(value, "__name__", None)
        return None if name is None else f"callable {type(value).__name__} {name}"
    text = repr(value)
    # an address (another text in each process) or a shortened repr (numpy's ``...``)
    return None if " at 0x" in text or "..." in text else text


#: how deep tuples and modules are followed
_MAX_DEPTH = 8


def _module_text(module: pytypes.ModuleType, seen: set[int], names: frozenset[str] | set[str],
                 depth: int) -> str | None:
    """A module's part of :func:`source_text`: its name, a hash of its file, and the
    texts of the attributes among ``names`` (the names the code reads).

    A library's modules (numpy, numba, math, fewest) are named only: their code
    is not the user's data, and their attributes are functions and constants.
    """
    name = module.__name__
    if name.split(".")[0] in _LIBRARIES:
        return f"module {name}"
    parts = [f"module {name}"]
    path = getattr(module, "__file__", None)
    if path:
        try:
            with open(path, "rb") as handle:
                parts.append(hashlib.sha256(handle.read()).hexdigest())
        except OSError:
            pass
    for attr in sorted(names):
        if attr not in module.__dict__:
            continue
        text = _value_text(module.__dict__[attr], seen, names, depth + 1)
        if text is None:
            return None
        parts.append(f"{attr}={text}")
    return " ".join(parts)


#: top-level packages whose modules :func:`_module_text` names without their contents
_LIBRARIES = frozenset({"numpy", "numba", "math", "cmath", "fewest", "builtins", "operator",
                        "random", "llvmlite"})


def reachable_functions(fn: Any) -> list[Any]:
    """``fn`` and every function or dispatcher it reads, through globals, closures,
    tuples and module attributes (the values :func:`source_text` follows)."""
    found: dict[int, Any] = {}

    def visit(value: Any, names: frozenset[str] | set[str], depth: int) -> None:
        if depth > _MAX_DEPTH:
            return
        if isinstance(value, CPUDispatcher) or inspect.isfunction(value):
            py = getattr(value, "py_func", value)
            if id(value) in found or not inspect.isfunction(py):
                return
            found[id(value)] = value
            code_names = _global_names(py.__code__)
            for name in code_names:
                if name in py.__globals__:
                    visit(py.__globals__[name], code_names, depth + 1)
            for cell in py.__closure__ or ():
                with contextlib.suppress(ValueError):
                    visit(cell.cell_contents, code_names, depth + 1)
        elif isinstance(value, tuple | list):
            for item in value:
                visit(item, names, depth + 1)
        elif isinstance(value, pytypes.ModuleType):
            if value.__name__.split(".")[0] in _LIBRARIES:
                return
            for attr in names:
                if attr in value.__dict__:
                    visit(value.__dict__[attr], names, depth + 1)

    visit(fn, frozenset(), 0)
    return list(found.values())


def content_hash(fn: Any) -> str | None:
    """A hash of :func:`source_text` (``None`` when it cannot be read)."""
    text = source_text(fn)
    return None if text is None else hashlib.sha256(text.encode()).hexdigest()[:16]


def flush_stale_numba_caches(fn: Any, where: Callable[[], Path]) -> None:
    """Keep numba's own disk cache (``@njit(cache=True)``) from serving stale code.

    numba keys its cache on a function's source file only, and compiles the
    arrays a function reads as constants: change a table the function reads
    (loaded from a ``.npy`` file, say) and the next process loads the code of
    the old table.  For each cached dispatcher reachable from ``fn``, a stamp
    in the folder ``where()`` keeps the hash of what its code is made of
    (:func:`source_text`); when it changed, or was never stamped, or cannot be
    read, numba's cache of that function is flushed before it compiles.  A
    dispatcher already loaded from a stale cache in this process cannot be
    mended: that is one clear error.
    """
    from fewest.errors import InvalidPuzzleError

    for value in reachable_functions(fn):
        cache = getattr(value, "_cache", None)
        if not isinstance(value, CPUDispatcher) or cache is None or isinstance(
                cache, NullCache):
            continue
        py = value.py_func
        digest = content_hash(value)
        ident = f"{getattr(py, '__code__', None) and py.__code__.co_filename}:{py.__qualname__}"
        stamp = where() / hashlib.sha256(ident.encode()).hexdigest()[:24]
        try:
            old = stamp.read_text() if stamp.exists() else None
        except OSError:
            old = None
        if digest is not None and old == digest:
            continue
        if sum(value.stats.cache_hits.values()):
            if old is None and digest is not None:
                with contextlib.suppress(OSError):
                    stamp.parent.mkdir(parents=True, exist_ok=True)
                    stamp.write_text(digest)
                continue  # never stamped: nothing says it is stale
            raise InvalidPuzzleError(
                f"{py.__qualname__} was loaded from numba's disk cache (cache=True), but the "
                f"arrays or helpers it reads have changed since that code was compiled; "
                f"restart Python (fewest flushes that cache before it is loaded), or drop "
                f"cache=True")
        with contextlib.suppress(Exception):
            cache.flush()
        if digest is not None:
            with contextlib.suppress(OSError):
                stamp.parent.mkdir(parents=True, exist_ok=True)
                stamp.write_text(digest)


def function_id(fn: Any) -> str | None:
    """What identifies a kernel's function argument across processes, or ``None``."""
    own = getattr(fn, SOURCE_ATTR, None)
    if own is not None:
        return own
    py = getattr(fn, "py_func", fn)
    if getattr(py, "__module__", "").startswith("fewest.") and "<locals>" not in py.__qualname__:
        return f"{py.__module__}.{py.__qualname__}"  # fewest's own: in the kernel sources' hash
    return None


#: specialised kernels by (kernel, function arguments) in this process
_LOADED: dict[tuple[Any, ...], Specialised | None] = {}


class Specialised:
    """A specialised kernel, called with the kernel's full arguments (the function
    arguments are dropped: they are compiled in)."""

    def __init__(self, dispatcher: Any, keep: tuple[int, ...]) -> None:
        self.dispatcher = dispatcher
        self.keep = keep

    def __call__(self, *args: Any) -> Any:
        return self.dispatcher(*[args[i] for i in self.keep])


def specialised(py: Callable[..., Any], args: tuple[Any, ...], tag: str,
                where: Callable[[], Path], lock: Callable[[], AbstractContextManager[Any]]
                ) -> Specialised | None:
    """``py`` specialised on the function values among ``args`` and cached on disk
    in the folder ``where()``, or ``None`` when one of them has no readable source.
    It is loaded or compiled for the types of ``args`` at once, holding ``lock()``."""
    slots = [i for i, a in enumerate(args) if isinstance(a, CPUDispatcher)]
    if not slots:
        return None
    key = (py, *(args[i] for i in slots))
    if key in _LOADED:
        return _LOADED[key]
    _LOADED[key] = None  # until it is made
    ids = [function_id(args[i]) for i in slots]
    params = list(inspect.signature(py).parameters)
    if len(params) != len(args):
        return None
    h = hashlib.sha256()
    for part in (tag, py.__module__, py.__qualname__, *(str(i) for i in slots), *ids):
        if part is None:  # a function without readable source
            return None
        h.update(part.encode())
        h.update(b"\0")
    name = f"fewest_{py.__name__}_{h.hexdigest()[:20]}"
    keep = tuple(i for i in range(len(args)) if i not in slots)
    folder = where()
    refused = folder / f"{name}.uncached"
    if refused.exists():
        return None
    with lock(), warnings.catch_warnings():
        warnings.simplefilter("ignore", NumbaWarning)  # "cannot cache": handled below
        try:
            module = _module(folder, name, py, params, slots)
        except OSError:  # a cache folder we cannot write: the shared kernels then
            return None
        module._KERNEL = njit(inline="always")(py)
        for i in slots:
            setattr(module, f"_F{i}", args[i])
        dispatcher = njit(cache=True, **kernel_options(py))(module.kernel)
        sig = tuple(typeof(args[i]) for i in keep)
        dispatcher.compile(sig)
    if dispatcher.overloads[sig].library.has_dynamic_globals:
        # numba cannot cache it (the kernel hands a function to a helper it does not
        # inline): not worth a compile in every process; the next ones skip it at once
        with contextlib.suppress(OSError):
            refused.write_text("numba cannot cache this kernel\n")
        return None
    found = _LOADED[key] = Specialised(dispatcher, keep)
    return found


def _module(folder: Path, name: str, py: Callable[..., Any], params: list[str],
            slots: list[int]) -> Any:
    """The generated module ``name`` (written once, then imported from the file and
    kept in ``sys.modules``: numba finds a cached kernel's globals there)."""
    if name in sys.modules:
        return sys.modules[name]
    path = folder / f"{name}.py"
    if not path.exists():
        folder.mkdir(parents=True, exist_ok=True)
        outer = ", ".join(p for i, p in enumerate(params) if i not in slots)
        inner = ", ".join(f"_F{i}" if i in slots else p for i, p in enumerate(params))
        text = (f'"""{py.__module__}.{py.__qualname__}, specialised on a puzzle\'s functions '
                f'(written by fewest; safe to delete)."""\n\n'
                + "".join(f"_F{i} = None\n" for i in slots)
                + f"_KERNEL = None\n\n\ndef kernel({outer}):\n    return _KERNEL({inner})\n")
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_text(text)
        os.replace(tmp, path)
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules[name] = module
    return module
