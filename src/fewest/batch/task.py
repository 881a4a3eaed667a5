"""One batch line in, one JSON result out: the pure function every worker runs.

:func:`solve_line_result` takes plain data (a :class:`BatchSpec` of command
line defaults, the line's number and its text) and returns a plain JSON
object; it never raises for a bad or hard line, so a local process pool and
a Dask cluster can run it unchanged, and its result can be written to disk
and printed again later.

A result always starts with ``"line"`` (1-based input line).  A line that
could not be answered carries ``"error"`` (one line of text), ``"length":
null`` and ``"exit"``, the exit code the line alone would give (2 bad line,
3 limit, 4 internal error or lost worker).  With a judge format
(``fmt="number"``...) the result also carries ``"judge"``, the text to print.

>>> spec = BatchSpec("sliding")
>>> r = solve_line_result(spec, 3, '{"board": "1 0 3 / 4 2 5 / 7 8 6"}')
>>> r["line"], r["status"], r["length"]
(3, 'solved', 3)
>>> bad = solve_line_result(spec, 4, "not json")
>>> bad["exit"], bad["length"], bad["error"][:16]
(2, None, 'line is not JSON')
>>> judge = BatchSpec("sliding", fmt="number")
>>> solve_line_result(judge, 1, '{"board": "2 1 3 / 4 5 6 / 7 8 0"}')["judge"]
'-1'
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any

from fewest.cli import exit_codes
from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.problem import Limits
from fewest.puzzles.base import InputOptions

OPTION_KEYS = ("goal", "cursor", "die", "shape", "overshoot", "start")
KEYS = {"board", "algorithm", *OPTION_KEYS}
#: output formats that print JSON (any other is a family's judge format)
JSON_FORMATS = ("json", "text")


@dataclass(frozen=True)
class BatchSpec:
    """What every line shares: the puzzle family and the command-line defaults.

    Plain, picklable data: it travels to local worker processes and to Dask
    workers with each line.
    """

    puzzle: str
    algorithm: str = "auto"
    limits: Limits | None = None
    options: InputOptions = field(default_factory=InputOptions)
    fmt: str = "json"

    @property
    def judge(self) -> bool:
        """True when results print as a judge format rather than JSON."""
        return self.fmt not in JSON_FORMATS


def line_options(item: dict[str, Any], defaults: InputOptions) -> InputOptions:
    """The line's options: its own keys over the command-line defaults.

    >>> line_options({"die": 4}, InputOptions(die=6, start=0))
    InputOptions(goal=None, cursor=None, die=4, shape=None, overshoot=None, start=0)
    """
    from fewest.puzzles.options import make_options

    own = make_options(**{k: item[k] for k in OPTION_KEYS if k in item})
    return replace(defaults, **{k: getattr(own, k) for k in OPTION_KEYS if k in item})


def _parse_line(text: str) -> dict[str, Any]:
    try:
        item = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidPuzzleError(f"line is not JSON ({exc.msg}): {text[:60]!r}") from None
    if not isinstance(item, dict) or "board" not in item:
        raise InvalidPuzzleError(f"line must be an object with a 'board': {text[:60]!r}")
    unknown = set(item) - KEYS
    if unknown:
        raise InvalidPuzzleError(f"unknown key(s) {sorted(unknown)} in line: {text[:60]!r}")
    return item


def solve_line(spec: BatchSpec, text: str) -> tuple[dict[str, Any], str | None]:
    """The JSON result of one line and its judge output (raises for a bad line)."""
    from fewest.puzzles import get_family
    from fewest.render.jsonout import solution_json

    family = get_family(spec.puzzle)
    item = _parse_line(text)
    instance = family.parse(item["board"], line_options(item, spec.options))
    method = item.get("algorithm", spec.algorithm)
    if not isinstance(method, str):
        raise InvalidPuzzleError(f"algorithm must be a name, got {method!r}")
    try:
        sol = instance.solve(method, limits=spec.limits)
    except NoSolutionError:
        out = solution_json(instance, None, family.name)
        out["stats"] = None
        return out, instance.judge_output(None, spec.fmt) if spec.judge else None
    judge = instance.judge_output(sol, spec.fmt) if spec.judge else None
    return solution_json(instance, sol, family.name), judge


def error_result(number: int, message: str, code: int, **extra: Any) -> dict[str, Any]:
    """The result of a line that could not be answered.

    >>> error_result(7, "worker lost", 4)
    {'line': 7, 'error': 'worker lost', 'length': None, 'exit': 4}
    """
    return {"line": number, "error": message, "length": None, "exit": code, **extra}


def solve_line_result(spec: BatchSpec, number: int, text: str) -> dict[str, Any]:
    """The result object for line ``number`` (never raises an ``Exception``)."""
    try:
        out, judge = solve_line(spec, text)
    except InvalidPuzzleError as exc:
        return error_result(number, str(exc), exit_codes.BAD_INPUT)
    except SearchLimitError as exc:
        return error_result(number, f"limit reached: {exc}", exit_codes.LIMIT,
                            stats=exc.stats.as_dict())
    except Exception as exc:
        return error_result(number, f"internal error: {type(exc).__name__}: {exc}",
                            exit_codes.INTERNAL)
    result = {"line": number, **out}
    if judge is not None:
        result["judge"] = judge
    return result


def exit_code(results: list[dict[str, Any]]) -> int:
    """The batch's exit code: 2 if any line was bad, else 4 if any failed
    internally (or lost its worker), else 3 if any hit a limit, else 0.

    >>> exit_code([{"line": 1}, {"line": 2, "exit": 3}, {"line": 3, "exit": 4}])
    4
    """
    codes = {r.get("exit", exit_codes.SOLVED) for r in results}
    for code in (exit_codes.BAD_INPUT, exit_codes.INTERNAL, exit_codes.LIMIT):
        if code in codes:
            return code
    return exit_codes.SOLVED
