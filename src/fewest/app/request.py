"""A request, validated once: :class:`Request` in, :func:`prepare` checks it all.

Every front end (the CLI, ``fewest serve``, a batch line, ``analyze
--sample``, ``fewest check``) builds a :class:`Request` of plain values and
hands it to :func:`prepare`, which checks the puzzle name, the options, the
method and mode, the output format, the limits and the jobs, and parses the
board.  Whatever the front end, the same request gets the same one-line
error.

>>> p = prepare(Request("sliding", "1 2 / 0 3", fmt="number"))
>>> p.method, p.fmt, p.limits
('auto', 'number', None)
>>> prepare(Request("sliding", "1 2 / 0 3", limits={"max_seconds": -1}))
Traceback (most recent call last):
...
fewest.errors.InvalidPuzzleError: max_seconds must be a positive number, got -1
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from fewest.errors import LIMIT_REASONS, InvalidPuzzleError
from fewest.problem import Limits
from fewest.puzzles import get_family
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.methods import Method, normalise
from fewest.puzzles.options import InputOptions, make_options

#: The modes a request may ask for.
MODES = ("optimal", "fast")
#: Output formats every family has (beside its judge formats).
BASE_FORMATS = ("text", "json")


@dataclass(frozen=True)
class Request:
    """What a user asked for, as plain values (CLI strings or JSON values).

    ``options`` maps option names (:data:`fewest.puzzles.options.OPTIONS`) to
    values; ``limits`` maps ``max_seconds``/``max_expansions``/``max_states``
    to numbers; ``algorithm`` ``None`` means ``auto`` (or, with ``mode="fast"``,
    the family's fast method); ``jobs`` 0 means every core.
    ``allow_suboptimal`` lets a judge format (``number``, ``boj``) print the count
    of a method that does not prove it minimal (refused otherwise).
    """

    puzzle: str
    board: Any = None
    options: Mapping[str, Any] = field(default_factory=dict)
    algorithm: str | None = None
    mode: str = "optimal"
    limits: Mapping[str, Any] = field(default_factory=dict)
    fmt: str = "json"
    jobs: int = 1
    allow_suboptimal: bool = False


@dataclass
class Prepared:
    """A checked request: the family, the parsed instance, the resolved method name
    (as asked: ``auto`` stays ``auto``), the limits (the server's caps applied),
    the output format and the worker count."""

    request: Request
    family: Family
    instance: Instance
    method: str
    limits: Limits | None
    fmt: str
    jobs: int = 1

    def notes(self) -> list[str]:
        """Lines to show before solving: first-use table builds and the like.  A build
        the time limit rules out is not announced: the solve reports that limit."""
        lines = self.instance.notes(self.method)
        seconds = None if self.limits is None else self.limits.max_seconds
        if seconds is None or not lines:
            return lines
        need = self.instance.table_need(normalise(self.method))
        if need is None or need.build_seconds <= seconds:
            return lines
        return [line for line in lines if not line.startswith(f"building {need.what}")]


def check_limits(limits: Mapping[str, Any]) -> dict[str, Any]:
    """The limits as validated numbers (``max_seconds`` may be fractional).

    >>> check_limits({"max_states": 10.0, "max_seconds": None})
    {'max_states': 10}
    >>> check_limits({"max_nodes": 3})
    Traceback (most recent call last):
    ...
    fewest.errors.InvalidPuzzleError: unknown limit 'max_nodes'; expected: max_seconds, \
max_expansions, max_states
    """
    out: dict[str, Any] = {}
    for name, value in limits.items():
        if name not in LIMIT_REASONS:
            raise InvalidPuzzleError(
                f"unknown limit {name!r}; expected: {', '.join(LIMIT_REASONS)}")
        if value is None:
            continue
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        ok = ok and math.isfinite(value) and value > 0
        if ok and name != "max_seconds":
            ok = float(value).is_integer() and value < 2**62
            value = int(value) if ok else value
        if not ok:
            raise InvalidPuzzleError(f"{name} must be a positive number, got {_quote(value)}")
        out[name] = value
    return out


def _quote(value: Any) -> str:
    try:
        return json.dumps(value)[:60]
    except (TypeError, ValueError):
        return repr(value)[:60]


def resolve_jobs(jobs: Any) -> int:
    """``0`` means every core; otherwise a positive count.

    >>> resolve_jobs(3)
    3
    >>> resolve_jobs(-1)
    Traceback (most recent call last):
    ...
    fewest.errors.InvalidPuzzleError: jobs must be 0 (every core) or a positive count, got -1
    """
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 0 or jobs > 4096:
        raise InvalidPuzzleError(
            f"jobs must be 0 (every core) or a positive count, got {_quote(jobs)}")
    if jobs > 0:
        return jobs
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def capped(method: Method, asked: Mapping[str, Any], caps: Mapping[str, Any]) -> dict[str, Any]:
    """The client's limits, each capped by the server's.

    A cap the method cannot honour is left out (the server's deadline still
    stops an overrunning worker); a limit the *client* asks for is passed on,
    so an unhonoured one is refused exactly as on the command line.

    >>> m = Method("x", optimal=True, summary="", honours=frozenset({"max_seconds"}))
    >>> capped(m, {"max_seconds": 30}, {"max_seconds": 10, "max_states": 5})
    {'max_seconds': 10}
    """
    values: dict[str, Any] = {}
    for name in LIMIT_REASONS:
        mine, cap = asked.get(name), caps.get(name)
        if mine is None and (cap is None or name not in method.honours):
            continue
        values[name] = cap if mine is None else mine if cap is None else min(mine, cap)
    return values


def choice_limits(asked: Mapping[str, Any], caps: Mapping[str, Any]) -> Limits | None:
    """The limits ``auto`` decides under: each the tighter of the client's and the
    server's (a table larger than a state cap is not chosen, say).

    >>> choice_limits({"max_states": 50}, {"max_states": 20, "max_seconds": 1}).max_states
    20
    """
    values = {}
    for name in LIMIT_REASONS:
        given = [v for v in (asked.get(name), caps.get(name)) if v is not None]
        if given:
            values[name] = min(given)
    return Limits(**values) if values else None


def method_name(family: Family, request: Request) -> str:
    """The method the request asks for, after ``mode`` (checked against the family)."""
    if request.mode not in MODES:
        raise InvalidPuzzleError(f"mode must be 'optimal' or 'fast', got {_quote(request.mode)}")
    algorithm = request.algorithm
    if algorithm is not None and not isinstance(algorithm, str):
        raise InvalidPuzzleError(f"algorithm must be a name, got {_quote(algorithm)}")
    if request.mode == "fast":
        if algorithm not in (None, "auto"):
            raise InvalidPuzzleError("give either mode fast or an algorithm, not both")
        algorithm = family.fast_method
    algorithm = algorithm or "auto"
    family.resolve_method(algorithm)
    return algorithm


def check_format(family: Family, fmt: str) -> str:
    """``fmt`` if the family prints it, else a one-line error listing those it does."""
    known = (*BASE_FORMATS, *family.formats)
    if fmt not in known:
        raise InvalidPuzzleError(
            f"format {fmt!r} is not available for {family.name}; use {', '.join(known)}")
    return fmt


def check_judge_method(family: Family, method: str, fmt: str, request: Request) -> None:
    """A judge format prints the minimum: refuse a method that does not prove its
    count minimal, unless the request allows it (``--allow-suboptimal``).

    >>> from fewest.puzzles import get_family
    >>> check_judge_method(get_family("sliding"), "dfs", "number", Request("sliding"))
    Traceback (most recent call last):
    ...
    fewest.errors.InvalidPuzzleError: format 'number' prints the minimum, but method 'dfs' \
does not prove its count minimal; give --allow-suboptimal to print it anyway
    """
    if fmt in BASE_FORMATS or request.allow_suboptimal:
        return
    chosen = family.resolve_method(method)
    if not chosen.optimal:
        how = (f"--mode fast runs {chosen.name!r}, which" if request.mode == "fast"
               else f"method {chosen.name!r}")
        raise InvalidPuzzleError(
            f"format {fmt!r} prints the minimum, but {how} does not prove its count minimal; "
            f"give --allow-suboptimal to print it anyway")


def options_of(family: Family, request: Request) -> InputOptions:
    """The request's options, parsed, and checked against what the family takes."""
    if not isinstance(request.options, Mapping):
        raise InvalidPuzzleError(f"options must be an object, got {_quote(request.options)}")
    options = make_options(**request.options)
    family.check_options(options)
    return options


@dataclass(frozen=True)
class Checked:
    """The parts of a request checked before its board is read (a batch checks
    these once for every line)."""

    family: Family
    method: str
    fmt: str
    limits: dict[str, Any]
    jobs: int
    options: InputOptions


def check(request: Request) -> Checked:
    """Check everything but the board: puzzle, method and mode, format, limits,
    jobs and options (raises a one-line :class:`~fewest.errors.InvalidPuzzleError`)."""
    if not isinstance(request.puzzle, str) or not request.puzzle.strip():
        raise InvalidPuzzleError(
            f"puzzle must name a puzzle (see `fewest list`), got {_quote(request.puzzle)}")
    family = get_family(request.puzzle)
    method, fmt = method_name(family, request), check_format(family, request.fmt)
    check_judge_method(family, method, fmt, request)
    return Checked(family, method, fmt, check_limits(request.limits), resolve_jobs(request.jobs),
                   options_of(family, request))


def prepare(request: Request, *, caps: Mapping[str, Any] | None = None) -> Prepared:
    """Check every part of ``request`` and parse its board (raises
    :class:`~fewest.errors.InvalidPuzzleError` with one line for the first problem).

    ``caps`` are a server's limits: each of the request's limits is capped by
    it, for the method that really runs (``auto`` asks the instance).
    """
    checked = check(request)
    family, limits = checked.family, checked.limits
    if request.board is None:
        raise InvalidPuzzleError("no board given")
    instance = family.parse(request.board, checked.options)
    family.check_alias(request.puzzle, instance)
    if checked.jobs != 1:
        instance.jobs = checked.jobs
    if caps:
        chosen = family.resolve_method(checked.method)
        if chosen.name == "auto":
            chosen = family.resolve_method(instance.auto_method(choice_limits(limits, caps)))
        limits = capped(chosen, limits, caps)
    return Prepared(request, family, instance, checked.method,
                    Limits(**limits) if limits else None, checked.fmt, checked.jobs)
