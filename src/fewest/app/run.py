"""The one ``run``: a request (or a prepared one) in, an :class:`Outcome` out, never raising.

Bad input, unreachable boards, limits, memory and internal errors all come
back as an outcome with a status and a one-line message, the same whatever
the front end.  Only ``KeyboardInterrupt`` and other ``BaseException``\\ s pass.

>>> from fewest.app.request import Request
>>> run(Request("sliding", "2 1 / 3 0")).status.value
'unreachable'
>>> out = run(Request("sliding", "8 6 7 / 2 5 4 / 3 0 1", algorithm="bfs",
...                   limits={"max_expansions": 5}))
>>> out.status.value, out.reason, out.message[:14]
('limit', 'max_expansions', 'limit reached:')
>>> run(Request("nope", "1")).message.split(";")[0]
"unknown puzzle 'nope'"
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from fewest.app.outcome import Outcome, limit_message
from fewest.app.request import Prepared, Request, prepare
from fewest.app.status import Status
from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.problem import Limits, Solution
from fewest.progress import ProgressFn
from fewest.words import one_line

#: ``solve(instance, method, limits) -> Solution``: replaces ``instance.solve``
#: (the teaching view records the search through it)
Solver = Callable[[Any, str, Limits | None], Solution[Any]]

MEMORY_MESSAGE = "out of memory; set max_states to stop earlier"


def _default_solver(instance: Any, method: str, limits: Limits | None) -> Solution[Any]:
    result: Solution[Any] = instance.solve(method, limits=limits)
    return result


def refused(exc: BaseException, puzzle: str | None = None) -> Outcome:
    """The outcome of an error raised outside a search (while preparing, say)."""
    if isinstance(exc, InvalidPuzzleError):
        return Outcome(Status.INVALID, one_line(str(exc)), puzzle)
    if isinstance(exc, MemoryError):
        return Outcome(Status.LIMIT, MEMORY_MESSAGE, puzzle, reason="max_states")
    return Outcome(Status.INTERNAL, f"internal error: {type(exc).__name__}: {exc}", puzzle)


def solve_prepared(prepared: Prepared, *, method: str | None = None,
                   limits: Limits | None = None, solver: Solver | None = None) -> Outcome:
    """Solve a prepared request (``method``/``limits`` override the request's)."""
    instance = prepared.instance
    name = prepared.family.name
    solve = solver or _default_solver
    try:
        sol = solve(instance, method or prepared.method, limits or prepared.limits)
    except NoSolutionError as exc:
        return Outcome(Status.UNREACHABLE, f"unreachable: {exc}", name, instance, stats=exc.stats)
    except SearchLimitError as exc:
        return Outcome(Status.LIMIT, limit_message(exc), name, instance, bound=exc.bound,
                       reason=exc.reason, stats=exc.stats, known_length=exc.length)
    except Exception as exc:
        out = refused(exc, name)
        out.instance = instance
        return out
    return Outcome(Status.SOLVED, "", name, instance, sol, stats=sol.stats)


def run(request: Request | Prepared, *, caps: Mapping[str, Any] | None = None,
        progress: ProgressFn | None = None, solver: Solver | None = None) -> Outcome:
    """Prepare (if needed) and solve; every failure is an outcome, never an exception.

    ``caps`` are a server's limits (see :func:`~fewest.app.request.prepare`);
    ``progress`` receives table-build bars and the live search line.
    """
    if isinstance(request, Prepared):
        prepared = request
    else:
        try:
            prepared = prepare(request, caps=caps)
        except Exception as exc:
            return refused(exc, _puzzle_name(request))
    if progress is not None:
        prepared.instance.progress = progress
    return solve_prepared(prepared, solver=solver)


def _puzzle_name(request: Request) -> str | None:
    from fewest.puzzles import resolve_name

    try:
        return resolve_name(request.puzzle)
    except Exception:
        return None
