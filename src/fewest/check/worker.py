"""The separate process that imports a student's function and calls it once.

``fewest check --function sol.py:Solution.snakesAndLadders`` never imports
the student's file in fewest's own process.  Each case runs this file as a
plain script, through the same sandbox as ``--run`` programs::

    python -I worker.py FILE TARGET        # stdin: {"args": [...]} or {"probe": true}

It loads ``FILE`` as a module (its folder first on ``sys.path``, no
``__pycache__`` written), with the names LeetCode and Programmers provide
without an import already defined (``List``, ``Optional``, ``deque``, ...).
``TARGET`` is ``name`` (a function, Programmers style) or ``Class.method``
(the class is instantiated with no arguments, LeetCode style), or
``auto:NAME`` for a file pasted from the site: ``Solution().NAME`` (or the
class's only public method), else the function ``solution``, else ``NAME``.  It calls the
target with the case's arguments and writes **one JSON line** to its real
stdout:

* ``{"return": value}`` (or ``{"repr": "..."}`` when the value is not JSON);
* ``{"error": "ValueError: boom", "where": "sol.py line 3", "memory": false}``
  when the call raised (``memory`` is true for ``MemoryError``);
* ``{"load": "..."}`` when the file or target cannot be loaded.

Whatever the student's code prints goes to stderr, so it cannot corrupt
that line.

>>> import json, sys, tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "sol.py").write_text("def solution(a, b):\\n    return a + b\\n")
>>> call(load(str(folder / "sol.py"), "solution"), [2, 3])
{'return': 5}
"""

from __future__ import annotations

import collections
import heapq
import importlib.util
import itertools
import json
import math
import os
import sys
import traceback
import typing
from collections.abc import Callable
from typing import Any

#: This file's path, run as a script by :mod:`fewest.check.harness`.
SCRIPT = os.path.abspath(__file__)


class LoadError(Exception):
    """The file or the target could not be loaded (one line)."""


def prelude() -> dict[str, Any]:
    """What LeetCode's Python 3 assumes without an import: ``typing``'s names (``List``,
    ``Optional``, ...), ``collections``' (``deque``, ``defaultdict``, ``Counter``, ...),
    ``heapq``'s, ``bisect``'s, ``functools``' (``cache``, ``lru_cache``), ``itertools``'
    and ``math``'s, and the modules themselves."""
    import bisect
    import builtins
    import functools
    import re
    import string

    names: dict[str, Any] = {}
    for module in (math, itertools, functools, bisect, heapq, collections, typing):
        names.update({n: getattr(module, n) for n in getattr(module, "__all__", dir(module))
                      if not n.startswith("_") and hasattr(module, n)
                      and not hasattr(builtins, n)})
    names.update(collections=collections, heapq=heapq, math=math, itertools=itertools,
                 bisect=bisect, functools=functools, re=re, string=string, typing=typing,
                 inf=math.inf)
    return names


def load(path: str, target: str) -> Callable[..., Any]:
    """The callable ``target`` of the file ``path`` (raises :class:`LoadError`).

    >>> load("/nonexistent/sol.py", "solution")
    Traceback (most recent call last):
    ...
    fewest.check.worker.LoadError: cannot read /nonexistent/sol.py: No such file or directory
    """
    if not os.path.isfile(path):
        raise LoadError(f"cannot read {path}: No such file or directory")
    sys.dont_write_bytecode = True
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    spec = importlib.util.spec_from_file_location("solution_under_check", path)
    if spec is None or spec.loader is None:
        raise LoadError(f"cannot load {path} as Python")
    module = importlib.util.module_from_spec(spec)
    module.__dict__.update(prelude())
    try:
        spec.loader.exec_module(module)
    except BaseException as exc:
        raise LoadError(f"importing {os.path.basename(path)} failed: {_error_line(exc)}") from None
    if target.startswith("auto:"):
        return _pasted(module, target[5:], os.path.basename(path))
    obj: Any = module
    parts = target.split(".")
    for i, name in enumerate(parts):
        if not hasattr(obj, name):
            where = ".".join(parts[:i]) or os.path.basename(path)
            raise LoadError(f"{where} has no {name!r}")
        obj = getattr(obj, name)
        if isinstance(obj, type) and i < len(parts) - 1:
            try:
                obj = obj()
            except BaseException as exc:
                raise LoadError(f"{name}() failed: {_error_line(exc)}") from None
    if not callable(obj):
        raise LoadError(f"{target} is not a function")
    return typing.cast(Callable[..., Any], obj)


def _pasted(module: Any, name: str, filename: str) -> Callable[..., Any]:
    """The function of a file pasted from the site (see the module docstring)."""
    cls = getattr(module, "Solution", None)
    if isinstance(cls, type):
        try:
            obj = cls()
        except BaseException as exc:
            raise LoadError(f"Solution() failed: {_error_line(exc)}") from None
        if callable(getattr(obj, name, None)):
            return typing.cast(Callable[..., Any], getattr(obj, name))
        public = [n for n, v in vars(cls).items() if callable(v) and not n.startswith("_")]
        if len(public) == 1:
            return typing.cast(Callable[..., Any], getattr(obj, public[0]))
        raise LoadError(f"Solution has no {name!r}")
    for found in ("solution", name):
        if callable(getattr(module, found, None)):
            return typing.cast(Callable[..., Any], getattr(module, found))
    raise LoadError(f"{filename} defines no class Solution and no function 'solution' "
                    f"or {name!r}")


def call(func: Callable[..., Any], args: list[Any]) -> dict[str, Any]:
    """Call ``func(*args)``; the reply line as a dict (see the module docstring)."""
    try:
        value = func(*args)
    except MemoryError:
        return {"error": "MemoryError", "where": "", "memory": True}
    except BaseException as exc:
        frames = traceback.extract_tb(exc.__traceback__)
        where = f"{os.path.basename(frames[-1].filename)} line {frames[-1].lineno}" if frames \
            else ""
        return {"error": _error_line(exc), "where": where, "memory": False}
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return {"repr": repr(value)[:200]}
    return {"return": value}


def _error_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


def main(argv: list[str]) -> int:
    """``worker.py FILE TARGET``: read the request on stdin, write one reply line."""
    if len(argv) != 3:
        sys.stderr.write("usage: worker.py FILE TARGET\n")
        return 2
    reply = os.fdopen(os.dup(1), "w")  # the real stdout, for the reply line only
    os.dup2(2, 1)  # the student's prints go to stderr
    request = json.loads(sys.stdin.read() or "{}")
    try:
        func = load(argv[1], argv[2])
    except LoadError as exc:
        out: dict[str, Any] = {"load": str(exc)}
    else:
        out = {"ok": True} if request.get("probe") else call(func, request.get("args", []))
    reply.write(json.dumps(out) + "\n")
    reply.flush()
    return 0 if "return" in out or "ok" in out else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
