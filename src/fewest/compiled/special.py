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
    code nested in it): the source of a function, the bytes of an array, the
    ``repr`` of a plain value (a module is named only); then its closure's
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
    for name in sorted(_global_names(fn.__code__)):
        if name in fn.__globals__:
            text = _value_text(fn.__globals__[name], seen)
            if text is None:
                return None
            parts.append(f"{name}={text}")
    for i, cell in enumerate(fn.__closure__ or ()):
        try:
            value = cell.cell_contents
        except ValueError:  # an empty cell
            return None
        text = _value_text(value, seen)
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


def _value_text(value: Any, seen: set[int]) -> str | None:
    """A global's or a closure cell's part of :func:`source_text`."""
    if isinstance(value, pytypes.ModuleType):
        return f"module {value.__name__}"
    if isinstance(value, CPUDispatcher) or inspect.isfunction(value):
        return source_text(value, seen)
    if isinstance(value, np.ndarray):
        digest = hashlib.sha256(np.ascontiguousarray(value).tobytes()).hexdigest()
        return f"array {value.dtype} {value.shape} {digest}"
    if isinstance(value, type):
        return f"type {value.__module__}.{value.__qualname__}"
    if isinstance(value, int | float | complex | str | bytes | bool | tuple | type(None)
                  | np.generic):
        return repr(value)
    if callable(value):  # a numba or numpy callable (np.zeros, njit): named
        name = getattr(value, "__qualname__", None) or getattr(value, "__name__", None)
        return None if name is None else f"callable {type(value).__name__} {name}"
    text = repr(value)
    return None if " at 0x" in text else text  # an address: another text in each process


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
