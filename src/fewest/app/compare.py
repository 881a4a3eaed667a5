"""Several methods on one board: one outcome per method, and the comparison's own status.

``fewest compare`` and ``POST /api/compare`` both come here.  Every name is
resolved before anything runs, so an unknown one is bad input everywhere.
Limits apply to each method on its own (``max_seconds`` is per method); a
server that must bound the whole request divides its caps among the methods
before it calls :func:`compare`.  Default limits (the CLI's
:data:`DEFAULT_LIMITS`, a server's caps) apply only to the methods that honour
them; a limit the user asks for applies to every method, and a method that
cannot honour it is a "not applicable" row, as is a method of another family.

>>> from fewest.app.request import Request, prepare
>>> result = compare(prepare(Request("sliding", "1 2 3 / 0 4 6 / 7 5 8")), ["bfs", "dfs"])
>>> result.status.value, result.shortest, [r["algorithm"] for r in result.rows]
('solved', 3, ['bfs', 'dfs'])
>>> [r["status"][:14] for r in compare(prepare(Request("sliding", "1 2 / 0 3")),
...                                     ["bfs", "gf2"]).rows]
['solved', 'not applicable']
>>> compare(prepare(Request("sliding", "1 2 / 0 3")), ["bfs", "nope"])
Traceback (most recent call last):
...
fewest.errors.InvalidPuzzleError: unknown method 'nope' for sliding; choose one of: auto, ...
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fewest.app.outcome import Outcome
from fewest.app.request import Prepared, capped, choice_limits
from fewest.app.run import Solver, solve_prepared
from fewest.app.status import Status
from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits
from fewest.puzzles.base import Family
from fewest.puzzles.methods import Method, normalise

#: what a comparison runs when no methods are named (the CLI and the server alike)
DEFAULT_METHODS = ("bfs", "dfs", "bidirectional", "astar", "idastar")
#: at most this many methods in one comparison
MAX_METHODS = 20
#: the limits ``fewest compare`` applies to each method that honours them, unless
#: the user gives their own
DEFAULT_LIMITS: dict[str, Any] = {"max_seconds": 10.0, "max_states": 2_000_000}


def method_list(names: Sequence[str] | str | None, family: Family | None = None) -> list[str]:
    """The methods to compare: a list, comma-separated text, or ``None`` (the default:
    :data:`DEFAULT_METHODS`, after ``family``'s own methods when its answer is computed,
    so that the comparison has the answer beside why no search gives it).

    >>> method_list("bfs, dfs")
    ['bfs', 'dfs']
    >>> from fewest.puzzles import get_family
    >>> method_list(None, get_family("boj-7576"))[:2]
    ['formula', 'bfs']
    """
    if names is None:
        own = [m.name for m in family.methods] if family is not None and family.computed else []
        return own + list(DEFAULT_METHODS)
    if isinstance(names, str):
        names = [n.strip() for n in names.split(",") if n.strip()]
    if (not isinstance(names, (list, tuple)) or not names
            or not all(isinstance(n, str) for n in names)):
        raise InvalidPuzzleError(f"algorithms must list method names, got {names!r}")
    if len(names) > MAX_METHODS:
        raise InvalidPuzzleError(
            f"at most {MAX_METHODS} algorithms per comparison, got {len(names)}")
    return list(names)


@dataclass
class Comparison:
    """One :class:`~fewest.app.outcome.Outcome` per method, in order."""

    prepared: Prepared
    names: list[str]
    outcomes: list[Outcome]

    @property
    def rows(self) -> list[dict[str, Any]]:
        """One plain row per method: its name, status, length, optimality, stats, message
        (and ``answer``, the judge's output, where a method computes it: no length)."""
        out = []
        for name, o in zip(self.names, self.outcomes, strict=True):
            sol = o.solution
            status = o.status.value
            if o.status is Status.LIMIT:
                status = f"limit ({o.reason})"
            elif o.status is Status.INVALID:
                status = f"not applicable: {o.message}"
            row = {"algorithm": name, "status": status, "length": o.length,
                   "optimal": sol.optimal if sol is not None else o.status is Status.UNREACHABLE,
                   "stats": o.stats.as_dict() if o.stats else None, "message": o.message}
            if o.computed:  # an answer, not a path: no length to compare
                assert sol is not None and o.instance is not None
                row.update(length=None, answer=o.instance.judge_output(sol, "judge"))
            out.append(row)
        return out

    @property
    def shortest(self) -> int | None:
        """The shortest length an optimal method proved (``-1``: proven unreachable)."""
        lengths = [o.length for o in self.outcomes
                   if o.solution is not None and o.solution.optimal and not o.computed]
        if lengths:
            return min(x for x in lengths if x is not None)
        if any(o.status is Status.UNREACHABLE for o in self.outcomes):
            return -1
        return None

    @property
    def status(self) -> Status:
        """Solved if any method solved, else unreachable if one proved it, else
        limit if any stopped at one, else invalid (none applied)."""
        statuses = {o.status for o in self.outcomes}
        for status in (Status.SOLVED, Status.UNREACHABLE, Status.LIMIT, Status.INTERNAL):
            if status in statuses:
                return status
        return Status.INVALID

    def to_json(self) -> dict[str, Any]:
        """The one JSON shape of a comparison (``compare --json`` and ``/api/compare``)."""
        instance = self.prepared.instance
        board = self.prepared.request.board
        return {"puzzle": self.prepared.family.name, **instance.summary(),
                "board": board if isinstance(board, str) else instance.format_state(
                    instance.puzzle().start),
                "status": self.status.value, "shortest": self.shortest,
                "algorithms": self.rows}


def compare(prepared: Prepared, names: Sequence[str], *,
            solver: Solver | None = None,
            defaults: Mapping[str, Any] | None = None,
            caps: Mapping[str, Any] | None = None) -> Comparison:
    """Run every method in ``names`` on the prepared board.

    The request's own limits (``prepared.limits``) apply to every method as
    given; ``defaults`` (the CLI's default limits) fill in the limits the
    request leaves out, and ``caps`` (a server's) cap the request's, each for
    the methods that honour them.  A method of another family, or
    one that cannot honour a limit the user asked for, is a "not applicable"
    row.  Raises :class:`~fewest.errors.InvalidPuzzleError` before running
    anything when a name is no method at all.
    """
    methods = [_method_or_reason(prepared.family, name) for name in names]
    asked = _as_dict(prepared.limits)
    outcomes = []
    for name, method in zip(names, methods, strict=True):
        if isinstance(method, str):
            outcomes.append(Outcome(Status.INVALID, method, prepared.family.name,
                                    prepared.instance))
            continue
        if method.name == "auto":
            method = prepared.family.resolve_method(
                prepared.instance.auto_method(choice_limits(asked, caps or {})))
        given = {**{k: v for k, v in (defaults or {}).items()
                    if k in method.honours and k not in asked}, **asked}
        limits = capped(method, given, caps or {})
        outcomes.append(solve_prepared(prepared, method=name, solver=solver,
                                       limits=Limits(**limits) if limits else Limits()))
    return Comparison(prepared, list(names), outcomes)


def _as_dict(limits: Limits | None) -> dict[str, Any]:
    if limits is None:
        return {}
    return {k: v for k, v in vars(limits).items() if v is not None}


def _method_or_reason(family: Family, name: str) -> Method | str:
    """The family's method called ``name``, or why it does not apply here when it is
    a method elsewhere (another family's, or an engine algorithm this family's
    puzzles cannot run); an unknown name raises."""
    try:
        return family.resolve_method(name)
    except InvalidPuzzleError as exc:
        if normalise(name) in family.engine_unsupported:
            return str(exc)
        for owner in _families_with(name):
            return f"{name!r} is a {owner} method; {family.name} has no such method"
        raise


def _families_with(name: str) -> list[str]:
    from fewest.puzzles import families

    key = normalise(name)
    return [f.name for f in families()
            if any(key == m.name or key in m.aliases for m in f.methods)]
