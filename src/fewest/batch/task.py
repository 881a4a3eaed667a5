"""One batch line in, one JSON result out: the pure function every worker runs.

:func:`solve_line_result` takes plain data (a :class:`BatchSpec` of command
line defaults, the line's number and its text), builds a
:class:`~fewest.app.Request` and returns the outcome's one JSON shape
(:meth:`fewest.app.Outcome.to_json`) with ``"line"`` (1-based input line) in
front and ``"exit"``, the exit code the line alone would give.  It never
raises for a bad or hard line, so a local process pool and a Dask cluster run
it unchanged, and its result can be written to disk and printed again later.
With a judge format (``fmt="number"``...) the result also carries ``"judge"``,
the text to print.

>>> spec = BatchSpec("sliding")
>>> r = solve_line_result(spec, 3, '{"board": "1 0 3 / 4 2 5 / 7 8 6"}')
>>> r["line"], r["status"], r["length"], r["exit"]
(3, 'solved', 3, 0)
>>> bad = solve_line_result(spec, 4, "not json")
>>> bad["exit"], bad["length"], bad["error"][:16]
(2, None, 'line is not JSON')
>>> judge = BatchSpec("sliding", fmt="number")
>>> solve_line_result(judge, 1, '{"board": "2 1 3 / 4 5 6 / 7 8 0"}')["judge"]
'-1'
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from fewest.app import Outcome, Request, Status, run
from fewest.app.status import worst
from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits
from fewest.puzzles.boardtext import request_int, strip_bom
from fewest.puzzles.options import InputOptions, option_names

#: the keys a line may hold
#: a line's keys beside every family's option names
KEYS = ("board", "algorithm")
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
    #: a judge format may print the count of a method that is not optimal
    allow_suboptimal: bool = False

    @property
    def judge(self) -> bool:
        """True when results print as a judge format rather than JSON."""
        return self.fmt not in JSON_FORMATS


def parse_line(text: str) -> dict[str, Any]:
    """The line as a JSON object with known keys (raises a one-line error)."""
    text = strip_bom(text)
    try:
        item = json.loads(text, parse_int=request_int)
    except InvalidPuzzleError:
        raise
    except (json.JSONDecodeError, ValueError) as exc:
        msg = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc)
        raise InvalidPuzzleError(f"line is not JSON ({msg}): {text[:60]!r}") from None
    if not isinstance(item, dict) or "board" not in item:
        raise InvalidPuzzleError(f"line must be an object with a 'board': {text[:60]!r}")
    unknown = sorted(set(item) - {*KEYS, *option_names()})
    if unknown:
        raise InvalidPuzzleError(f"unknown key(s) {unknown} in line: {text[:60]!r}")
    return item


def line_request(spec: BatchSpec, item: dict[str, Any]) -> Request:
    """The request of one line: its own keys over the command-line defaults.

    >>> line_request(BatchSpec("snakes", options=InputOptions(die=6, start=0)),
    ...              {"board": "x", "die": 4}).options
    {'die': 4, 'start': 0}
    """
    options = {**spec.options.as_dict(),
               **{k: item[k] for k in option_names() if item.get(k) is not None}}
    limits = {} if spec.limits is None else {
        k: v for k, v in vars(spec.limits).items() if v is not None}
    return Request(spec.puzzle, item["board"], options, item.get("algorithm", spec.algorithm),
                   limits=limits, fmt="json" if not spec.judge else spec.fmt,
                   allow_suboptimal=spec.allow_suboptimal)


def error_result(number: int, message: str, code: int, **extra: Any) -> dict[str, Any]:
    """The result of a line that could not be answered (a lost worker, say).

    >>> error_result(7, "worker lost", 4)["exit"]
    4
    """
    status = next((s for s in Status if s.exit_code == code), Status.INTERNAL)
    return {"line": number, "status": status.value, "length": None, "error": message,
            "message": message, "exit": code, **extra}


def line_outcome(spec: BatchSpec, text: str) -> Outcome:
    """The outcome of one line (never raises)."""
    try:
        item = parse_line(text)
    except InvalidPuzzleError as exc:
        return Outcome(Status.INVALID, str(exc), spec.puzzle)
    return run(line_request(spec, item))


def solve_line_result(spec: BatchSpec, number: int, text: str) -> dict[str, Any]:
    """The result object for line ``number`` (never raises an ``Exception``)."""
    outcome = line_outcome(spec, text)
    result = {"line": number, **outcome.to_json(), "exit": outcome.exit_code}
    if spec.judge and outcome.instance is not None and outcome.status in (
            Status.SOLVED, Status.UNREACHABLE):
        result["judge"] = outcome.instance.judge_output(outcome.solution, spec.fmt)
    return result


def exit_code(results: list[dict[str, Any]]) -> int:
    """The batch's exit code: 2 if any line was bad, else 4 if any failed
    internally (or lost its worker), else 3 if any hit a limit, else 0.

    >>> exit_code([{"line": 1}, {"line": 2, "exit": 3}, {"line": 3, "exit": 4}])
    4
    """
    by_code = {s.exit_code: s for s in Status}
    statuses = [by_code.get(r.get("exit", 0), Status.INTERNAL) for r in results]
    return worst(statuses).exit_code
