"""``fewest solve PUZZLE --batch FILE.jsonl``: one JSON result per input line."""

from __future__ import annotations

import json
import sys
from typing import Any

import typer

from fewest.cli import exit_codes
from fewest.cli.inputs import make_options
from fewest.cli.render import solution_json
from fewest.errors import InvalidPuzzleError, NoSolutionError, SearchLimitError
from fewest.problem import Limits
from fewest.puzzles.base import Family

KEYS = {"board", "goal", "cursor", "die", "shape", "algorithm"}


def _lines(path: str) -> list[str]:
    if path == "-":
        return sys.stdin.read().splitlines()
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read().splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidPuzzleError(f"cannot read batch file {path!r}: {exc}") from None


def solve_line(family: Family, text: str, *, algorithm: str, limits: Limits | None
               ) -> tuple[dict[str, Any], int]:
    """The result object for one batch line, and its exit code."""
    try:
        item = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidPuzzleError(f"line is not JSON ({exc.msg}): {text[:60]!r}") from None
    if not isinstance(item, dict) or "board" not in item:
        raise InvalidPuzzleError(f"line must be an object with a 'board': {text[:60]!r}")
    unknown = set(item) - KEYS
    if unknown:
        raise InvalidPuzzleError(f"unknown key(s) {sorted(unknown)} in line: {text[:60]!r}")
    options = make_options(goal=item.get("goal"), cursor=item.get("cursor"),
                           die=item.get("die"), shape=item.get("shape"))
    instance = family.parse(item["board"], options)
    try:
        sol = instance.solve(item.get("algorithm", algorithm), limits=limits)
    except NoSolutionError:
        out = solution_json(instance, None, family.name)
        out["stats"] = None
        return out, exit_codes.UNREACHABLE
    return solution_json(instance, sol, family.name), exit_codes.SOLVED


def run_batch(family: Family, path: str, *, algorithm: str, limits: Limits | None) -> int:
    """Solve every line in order; a bad line yields an ``error`` result, not a stop.

    Exit code: 2 if any line was malformed, else 3 if any hit a limit, else 0.
    """
    worst = exit_codes.SOLVED
    for number, text in enumerate(_lines(path), start=1):
        if not text.strip():
            continue
        try:
            out, _code = solve_line(family, text, algorithm=algorithm, limits=limits)
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
        typer.echo(json.dumps(out))
    return worst
