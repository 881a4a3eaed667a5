"""``fewest solve PUZZLE --batch FILE.jsonl``: one result per input line.

The command-line options are defaults for every line; a line's own keys
(``goal``, ``cursor``, ``die``, ``shape``, ``overshoot``, ``start``,
``algorithm``) override them.  With ``-f json`` (the default for batches given
``-f text``) each result is one JSON object; with a judge format (``-f
number``) each result is that format's output.
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from typing import Any

import typer

from fewest.cli import exit_codes
from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.problem import Limits
from fewest.puzzles.base import Family, InputOptions
from fewest.puzzles.options import make_options
from fewest.render.jsonout import solution_json

OPTION_KEYS = ("goal", "cursor", "die", "shape", "overshoot", "start")
KEYS = {"board", "algorithm", *OPTION_KEYS}


def _lines(path: str) -> list[str]:
    if path == "-":
        return sys.stdin.read().splitlines()
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read().splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidPuzzleError(f"cannot read batch file {path!r}: {exc}") from None


def line_options(item: dict[str, Any], defaults: InputOptions) -> InputOptions:
    """The line's options: its own keys over the command-line defaults."""
    own = make_options(**{k: item[k] for k in OPTION_KEYS if k in item})
    return replace(defaults, **{k: getattr(own, k) for k in OPTION_KEYS if k in item})


def solve_line(family: Family, text: str, *, algorithm: str, limits: Limits | None,
               options: InputOptions | None = None, fmt: str = "json",
               ) -> tuple[dict[str, Any], int, str | None]:
    """The JSON result for one batch line, its exit code, and its judge output."""
    try:
        item = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidPuzzleError(f"line is not JSON ({exc.msg}): {text[:60]!r}") from None
    if not isinstance(item, dict) or "board" not in item:
        raise InvalidPuzzleError(f"line must be an object with a 'board': {text[:60]!r}")
    unknown = set(item) - KEYS
    if unknown:
        raise InvalidPuzzleError(f"unknown key(s) {sorted(unknown)} in line: {text[:60]!r}")
    instance = family.parse(item["board"], line_options(item, options or InputOptions()))
    method = item.get("algorithm", algorithm)
    if not isinstance(method, str):
        raise InvalidPuzzleError(f"algorithm must be a name, got {method!r}")
    try:
        sol = instance.solve(method, limits=limits)
    except NoSolutionError:
        out = solution_json(instance, None, family.name)
        out["stats"] = None
        judge = instance.judge_output(None, fmt) if fmt not in ("json", "text") else None
        return out, exit_codes.UNREACHABLE, judge
    judge = instance.judge_output(sol, fmt) if fmt not in ("json", "text") else None
    return solution_json(instance, sol, family.name), exit_codes.SOLVED, judge


def run_batch(family: Family, path: str, *, algorithm: str, limits: Limits | None,
              options: InputOptions | None = None, fmt: str = "json") -> int:
    """Solve every line in order; a bad line yields an ``error`` result, not a stop.

    Exit code: 2 if any line was malformed, else 3 if any hit a limit, else 0.
    """
    worst = exit_codes.SOLVED
    for number, text in enumerate(_lines(path), start=1):
        if not text.strip():
            continue
        judge: str | None = None
        try:
            out, _code, judge = solve_line(family, text, algorithm=algorithm, limits=limits,
                                           options=options, fmt=fmt)
        except InvalidPuzzleError as exc:
            out = {"line": number, "error": str(exc), "length": None}
            worst = exit_codes.BAD_INPUT
        except SearchLimitError as exc:
            out = {"line": number, "error": f"limit reached: {exc}", "length": None,
                   "stats": exc.stats.as_dict()}
            if worst != exit_codes.BAD_INPUT:
                worst = exit_codes.LIMIT
        except Exception as exc:
            out = {"line": number, "error": f"internal error: {type(exc).__name__}: {exc}",
                   "length": None}
            worst = max(worst, exit_codes.INTERNAL)
        else:
            out = {"line": number, **out}
        if judge is not None:
            typer.echo(judge)
        elif fmt not in ("json", "text") and "error" in out:
            typer.echo(f"line {number}: error: {out['error']}", err=True)
            typer.echo("error")
        else:
            typer.echo(json.dumps(out))
    return worst
