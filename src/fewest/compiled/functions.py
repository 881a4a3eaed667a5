"""The user's jitted functions, compiled once into first-class functions of fixed types.

Every kernel calls the puzzle through four function values of these types:

* ``successors(state, out, moves, costs) -> count`` (:data:`SUCC`): the user
  writes rows of ``out`` and optionally ``moves`` (move ids) and ``costs``; a
  small wrapper fills what the user's own signature leaves out (move id = row,
  cost = 1), so one compiled kernel serves every puzzle;
* ``heuristic(state) -> int`` (:data:`HEUR`) and ``is_goal(state) -> bool``
  (:data:`GOAL`).

Because the kernels take *function types* rather than specific functions,
numba compiles (and caches on disk) each kernel once for all puzzles; only
the user's functions and their wrappers compile per process.  User functions
are always recompiled with ``boundscheck=True``, so a stray index raises
instead of corrupting memory.
"""

from __future__ import annotations

import contextlib
import functools
import inspect
import os
import re
import tempfile
import threading
import types as pytypes
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
from numba import njit, types
from numba.core.caching import NullCache
from numba.core.registry import CPUDispatcher

from fewest.compiled.nrt import kernel_options
from fewest.compiled.special import distinct_symbols
from fewest.errors import InvalidPuzzleError

distinct_symbols()

STATE = types.Array(types.uint8, 1, "C")
ROWS = types.Array(types.uint8, 2, "C")
INTS = types.Array(types.int64, 1, "C")
SUCC = types.int64(STATE, ROWS, INTS, INTS)
HEUR = types.int64(STATE)
GOAL = types.boolean(STATE)
#: the optional trailing parameters of a user's successors function
EXTRAS = ("moves", "costs")


def numba_reason(exc: BaseException) -> str:
    """numba's first line that says what went wrong (not its "Failed in ..." banner).

    Terminal colour codes (numba highlights its messages on a terminal) are dropped.

    >>> numba_reason(ValueError("Failed in nopython mode pipeline\\n\\nNameError: x"))
    'NameError: x'
    >>> numba_reason(ValueError("\\x1b[1mNameError: y\\x1b[0m"))
    'NameError: y'
    """
    text = re.sub(r"\x1b\[[0-9;]*m", "", str(exc))
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    for line in lines:
        if not line.startswith(("Failed in ", "During:")):
            return line
    return lines[0] if lines else type(exc).__name__


def _jit(fn: Any, role: str, checked: bool) -> Any:
    """``fn`` as a numba dispatcher (recompiled with bounds checks when ``checked``).

    A function the user compiles with ``cache=True`` keeps numba's disk cache:
    the checked copy is cached under its own name (numba's cache key does not
    tell bounds-checked code from unchecked), which holds a hash of what its
    code is made of (:func:`~fewest.compiled.special.source_text`: its source,
    the arrays, tuples, module attributes and helpers it reads), so a changed
    table is compiled afresh, never loaded stale; when that cannot be read it
    is not cached.  numba's own caches of the helpers it calls are flushed when
    what they read has changed (:func:`~fewest.compiled.special.flush_stale_numba_caches`).
    """
    from fewest.compiled.special import content_hash, flush_stale_numba_caches

    if isinstance(fn, CPUDispatcher) or inspect.isfunction(fn):
        from fewest.cache import cache_dir

        flush_stale_numba_caches(fn, lambda: cache_dir() / "numba-stamps")
    if isinstance(fn, CPUDispatcher):
        if not checked:
            return fn
        digest = None if isinstance(getattr(fn, "_cache", NullCache()), NullCache) else (
            content_hash(fn))
        if digest is None:
            return njit(boundscheck=True)(fn.py_func)
        return njit(boundscheck=True, cache=True)(
            _renamed(fn.py_func, f"__fewest_checked_{digest}"))
    if inspect.isfunction(fn):
        return njit(boundscheck=checked)(fn)
    raise InvalidPuzzleError(f"{role} must be a function (ideally @numba.njit), got {fn!r}")


def _renamed(fn: Any, suffix: str) -> Any:
    """A copy of the function ``fn`` whose qualified name ends in ``suffix``."""
    copy = pytypes.FunctionType(fn.__code__, fn.__globals__, fn.__name__ + suffix,
                                fn.__defaults__, fn.__closure__)
    copy.__qualname__ = fn.__qualname__ + suffix
    copy.__module__ = fn.__module__
    return copy


def check_function(fn: Any, role: str) -> None:
    """Refuse what cannot be a puzzle function (a bound method, a class, a builtin)
    in one line, when the puzzle is built."""
    if isinstance(fn, CPUDispatcher) or inspect.isfunction(fn):
        return
    what = ("a bound method (numba compiles plain functions only: write a module-level "
            "function, or a closure over the values it needs)" if inspect.ismethod(fn)
            else repr(fn))
    raise InvalidPuzzleError(f"{role} must be a function (ideally @numba.njit), got {what}")


def python_function(fn: Any) -> Callable[..., Any]:
    """The plain Python function behind ``fn`` (a dispatcher or a function)."""
    return fn.py_func if isinstance(fn, CPUDispatcher) else fn


def extras(fn: Any, role: str) -> tuple[str, ...]:
    """The names after ``(state, out)`` in a successors function: ``moves``/``costs``.

    >>> def succ(state, out, costs): return 0
    >>> extras(succ, "successors")
    ('costs',)
    """
    try:
        params = list(inspect.signature(python_function(fn)).parameters)
    except (TypeError, ValueError):
        raise InvalidPuzzleError(f"{role}: cannot read the parameters of {fn!r}") from None
    rest = tuple(params[2:])
    if len(params) < 2 or len(set(rest)) != len(rest) or any(p not in EXTRAS for p in rest):
        raise InvalidPuzzleError(
            f"{role} must take (state, out) and optionally moves and/or costs, "
            f"got ({', '.join(params)})")
    return rest


def _compile(fn: Any, role: str, args: tuple[Any, ...], want: str) -> None:
    """Compile ``fn`` for ``args``; check that it returns ``want`` ("int" or "bool")."""
    name = getattr(python_function(fn), "__name__", role)
    try:
        fn.compile(args)
    except Exception as exc:  # numba raises many types; all mean "cannot compile"
        raise InvalidPuzzleError(
            f"{role} function {name!r} could not be compiled by numba: {numba_reason(exc)}"
        ) from None
    result = fn.overloads[args].signature.return_type
    ok = isinstance(result, types.Boolean | types.Integer)
    if want == "int" and isinstance(result, types.Boolean):
        ok = role != "successors"
    if not ok:
        raise InvalidPuzzleError(
            f"{role} function {name!r} must return {'an int' if want == 'int' else 'a bool'}, "
            f"numba typed its result as {result}")


def successors_function(fn: Any, role: str, checked: bool) -> Any:
    """``fn`` wrapped to the :data:`SUCC` type (compiled now; errors name ``role``)."""
    order = extras(fn, role)
    user = _jit(fn, role, checked)
    _compile(user, role, (STATE, ROWS, *(INTS for _ in order)), "int")
    if order == ():
        def wrap(state, out, moves, costs):
            return defaults(user(state, out), moves, costs, True, True)
    elif order == ("moves",):
        def wrap(state, out, moves, costs):
            return defaults(user(state, out, moves), moves, costs, False, True)
    elif order == ("costs",):
        def wrap(state, out, moves, costs):
            return defaults(user(state, out, costs), moves, costs, True, False)
    elif order == ("moves", "costs"):
        def wrap(state, out, moves, costs):
            return user(state, out, moves, costs)
    else:
        def wrap(state, out, moves, costs):
            return user(state, out, costs, moves)
    return _tagged(njit(SUCC, inline="always")(wrap), f"successors {order} checked={checked}", fn)


@njit(cache=True, inline="always")
def defaults(count: int, moves: np.ndarray, costs: np.ndarray, ids: bool, ones: bool) -> int:
    """Fill what a user's successors leave out: move id = row (``ids``), cost 1 (``ones``)."""
    for r in range(min(count, moves.shape[0])):
        if ids:
            moves[r] = r
        if ones:
            costs[r] = 1
    return count


def heuristic_function(fn: Any, checked: bool) -> Any:
    """The user's heuristic as a :data:`HEUR` function value."""
    user = _jit(fn, "heuristic", checked)
    _compile(user, "heuristic", (STATE,), "int")
    return _tagged(njit(HEUR)(lambda state: user(state)), f"heuristic checked={checked}", fn)


def goal_function(fn: Any, checked: bool) -> Any:
    """The user's ``is_goal`` as a :data:`GOAL` function value."""
    user = _jit(fn, "is_goal", checked)
    _compile(user, "is_goal", (STATE,), "bool")
    return _tagged(njit(GOAL)(lambda state: user(state)), f"is_goal checked={checked}", fn)


def _tagged(value: Any, what: str, fn: Any) -> Any:
    """``value`` (a function value wrapping the user's ``fn``) marked with the text that
    decides its code (:func:`fewest.compiled.special.source_text`; none when unreadable),
    so that kernels specialised on it can be cached on disk."""
    from fewest.compiled.special import SOURCE_ATTR, source_text

    text = source_text(fn)
    setattr(value, SOURCE_ATTR, None if text is None else f"{what}\n{text}")
    return value


@njit(HEUR, cache=True)
def zero_heuristic(state: np.ndarray) -> int:
    """The heuristic of a puzzle that has none."""
    return 0


@njit(GOAL, cache=True)
def no_goal(state: np.ndarray) -> bool:
    """The goal test of a puzzle with an explicit goal state (the kernels compare keys)."""
    return False


@njit(SUCC, cache=True)
def no_successors(state: np.ndarray, out: np.ndarray, moves: np.ndarray, costs: np.ndarray) -> int:
    """The predecessors of a puzzle that has none (never called)."""
    return 0


_KERNELS: dict[tuple[Any, ...], Any] = {}


def kernel(py: Callable[..., Any], *args: Any, special: bool | None = False) -> Any:
    """``py`` compiled for the types of ``args``, function values typed as
    first-class function types (:data:`SUCC`, :data:`HEUR`, :data:`GOAL`).

    So one compiled kernel, cached on disk, serves every puzzle: a new
    process compiles only the user's functions.  ``special`` (a puzzle's
    ``specialize``) compiles ``py`` for the function values themselves
    instead, so the user's code is inlined: ``None`` (the default) and
    ``True`` cache the kernel on disk under a hash of the functions' sources
    (:mod:`fewest.compiled.special`), so only the first process compiles it;
    when a source cannot be read, ``None`` falls back to the shared kernel
    and ``True`` compiles in every process.  ``FEWEST_SPECIALIZE=0`` turns
    ``None`` into ``False``.
    """
    py = getattr(py, "py_func", py)
    if special is None and os.environ.get("FEWEST_SPECIALIZE", "1") == "0":
        special = False
    if special is not False:
        from fewest.cache import cache_dir
        from fewest.compiled.special import specialised

        made = specialised(py, args, source_tag(), lambda: cache_dir() / "kernels",
                           compile_lock)
        if made is not None:
            return made
        if special:
            return _special(py, args)
    fast = (py, *map(_fast_key, args))
    found = _FAST.get(fast)
    if found is None:
        sig = tuple(
            types.FunctionType(a.nopython_signatures[0]) if isinstance(a, CPUDispatcher)
            else _typeof(a) for a in args)
        key = (py, sig)
        found = _KERNELS.get(key)
        if found is None:
            with compile_lock():
                found = _KERNELS[key] = njit(sig, cache=True, **kernel_options(py))(
                    _renamed(py, source_tag()))
        _FAST[fast] = found
    return found


@functools.cache
def source_tag() -> str:
    """``_`` and a hash of the sources a kernel's compiled code is made of.

    numba keys a cached function on its own file only, but a kernel's code
    holds the helpers it inlines from the other modules; naming each kernel
    after this hash makes any change to them compile the kernels afresh.
    """
    import hashlib
    from pathlib import Path

    here = Path(__file__).resolve().parent
    h = hashlib.sha256()
    for path in [*sorted(here.glob("*.py")), here.parent / "kernels" / "ranking.py"]:
        h.update(path.read_bytes())
    return "_" + h.hexdigest()[:12]


@contextlib.contextmanager
def compile_lock() -> Iterator[None]:
    """Hold a machine-wide lock while a kernel loads or compiles.

    Processes that start together (``--jobs``, test workers) would each
    compile the same kernels, seconds each; with the lock one compiles and
    the others then load numba's disk cache.  The wait counts as set-up
    (:func:`fewest.progress.setting_up`), as the compile does: a search's
    time limit and stats leave it out.
    """
    from fewest.progress import setting_up

    try:
        import fcntl
    except ImportError:  # pragma: no cover - not POSIX: no lock, just compile
        with setting_up():
            yield
        return
    path = os.path.join(tempfile.gettempdir(), f"fewest-kernels-{os.getuid()}.lock")
    with setting_up(), _THREADS, open(path, "a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


_THREADS = threading.Lock()


def _special(py: Callable[..., Any], args: tuple[Any, ...]) -> Any:
    """``py`` compiled for these very function values (called directly, so numba
    inlines them): faster, but compiled in every process, since numba cannot
    cache code that names a function object."""
    key = (py, "special", *(a if isinstance(a, CPUDispatcher) else _fast_key(a) for a in args))
    found = _FAST.get(key)
    if found is None:
        found = _FAST[key] = njit(**kernel_options(py))(py)
    return found


#: kernels by what decides their numba types, found without numba's typeof
_FAST: dict[tuple[Any, ...], Any] = {}


def _fast_key(value: Any) -> Any:
    """What decides the numba type of a kernel argument (cheap to compute)."""
    if isinstance(value, np.ndarray):
        f = value.flags
        return (value.dtype.char, value.ndim, f.c_contiguous, f.f_contiguous, f.writeable)
    if isinstance(value, CPUDispatcher):
        return value  # its one signature decides; the object is a cheaper key
    return type(value)


def _typeof(value: Any) -> Any:
    from numba import typeof

    return typeof(value)
