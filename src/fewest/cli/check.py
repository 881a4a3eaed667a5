"""``fewest check PROBLEM (FILE | --run CMD | --function FILE:NAME)``: find the smallest
input on which your own judge solution is wrong.

Exit codes: 0 no counterexample in the cases run, 1 one was found, 2 the
program cannot be judged (a compile error, a missing file or compiler, a
program that does not start) or a usage error, 4 internal errors, 130
interrupted (every program killed).
``register(app)`` adds the command to a Typer app.
"""

from __future__ import annotations

import json
import os
import sys
from typing import TYPE_CHECKING, Annotated

import typer

from fewest.cli import exit_codes
from fewest.cli.guard import guarded
from fewest.errors import InvalidPuzzleError

if TYPE_CHECKING:
    from collections.abc import Callable

    from fewest.check.harness import Harness
    from fewest.check.problem import Problem
    from fewest.check.session import Settings

#: Fewest megabytes ``--memory`` accepts (a Python interpreter needs some to start).
MIN_MEMORY_MB = 32


def register(app: typer.Typer) -> None:
    """Add ``fewest check`` to ``app``."""

    @app.command("check")
    @guarded
    def check_cmd(
        puzzle: Annotated[str, typer.Argument(
            help="a judge problem: boj-1525 (Baekjoon 1525), boj-2549 (Baekjoon 2549), "
            "leetcode-909 (LeetCode 909, also lc-909), programmers-72415 (Programmers 72415, "
            "also pg-72415), ... (`fewest list --judge`), or its family's name")],
        program: Annotated[str | None, typer.Argument(
            help="your solution: sol.cpp, sol.c, sol.java, sol.py, sol.js (.kt, .rs), "
            "compiled once with the judge's flags")] = None,
        run: Annotated[str | None, typer.Option(
            "--run", help="a command that reads one case on stdin and prints the answer, "
            "e.g. \"python3 sol.py\"")] = None,
        function: Annotated[str | None, typer.Option(
            "--function", help="FILE.py:NAME, e.g. sol.py:Solution.snakesAndLadders or "
            "sol.py:solution (called in a separate process)")] = None,
        cases: Annotated[int | None, typer.Option(
            "--cases", help="cases to try (default: the judge's, e.g. 100 for boj-1525)")] = None,
        seed: Annotated[int, typer.Option("--seed", help="seed of the case stream")] = 0,
        timeout: Annotated[float | None, typer.Option(
            "--timeout", help="seconds per case before the program is killed (default: the "
            "judge's time limit; 3x + 2 s for Python, JavaScript and --run, 2x + 1 s for "
            "Java and Kotlin)")] = None,
        memory: Annotated[int, typer.Option(
            "--memory", help="memory cap per program in MiB (address space; 0: none)")] = 1024,
        max_seconds: Annotated[float | None, typer.Option(
            "--max-seconds", help="stop starting cases (and shrinking) after this long")] = None,
        jobs: Annotated[int, typer.Option(
            "--jobs", help="programs run at once (0: every core)")] = 1,
        shrink: Annotated[bool, typer.Option(
            "--shrink/--no-shrink", help="shrink the first counterexample to a 1-minimal one")
        ] = True,
        save: Annotated[str | None, typer.Option(
            "--save", help="write the counterexample's input (what the judge feeds) and answer "
            "into this folder")] = None,
        as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
        lang: Annotated[str | None, typer.Option(
            "--lang", help="en or ko (default: ko when the locale is Korean)")] = None,
        progress: Annotated[bool, typer.Option(
            "--progress/--no-progress", help="a progress bar on a terminal")] = True,
    ) -> None:
        """Run your judge solution on cases with proven-optimal answers; show the smallest
        input it gets wrong, shrunk until no single shrink step still fails.

        Problems: Baekjoon 1525, Baekjoon 2549, LeetCode 909, Programmers 72415, and every
        judge problem in `fewest list --judge`.  Exit 0: no counterexample; 1: found; 2: the
        program cannot be judged (compile error, missing file or compiler) or a usage error.
        """
        from fewest.check.messages import language, say
        from fewest.check.problem import problem as find_problem
        from fewest.check.session import Settings

        if lang is not None and lang not in ("en", "ko"):
            raise InvalidPuzzleError(f"--lang must be en or ko, got {lang!r}")
        lang = language(lang)
        try:
            try:
                problem = find_problem(puzzle)
            except InvalidPuzzleError as exc:
                if lang != "ko":
                    raise
                raise InvalidPuzzleError(say(lang, "unknown-problem", name=puzzle)) from exc
            if sum(x is not None for x in (program, run, function)) != 1:
                raise InvalidPuzzleError(say(lang, "one-program"))
            count = problem.spec.default_cases if cases is None else cases
            _check_numbers(count, timeout, memory, max_seconds, jobs, lang)
            if save is not None:
                _check_save(save, lang)
            if run is not None and not run.strip():
                raise InvalidPuzzleError(say(lang, "empty-run"))
            if function is not None:
                from fewest.check.run import parse_target

                path, _name = parse_target(function)
                if os.path.isdir(path):
                    raise InvalidPuzzleError(f"--function: {say(lang, 'is-folder', file=path)}")
                if not os.path.isfile(path):
                    raise InvalidPuzzleError(f"--function: {say(lang, 'no-file', file=path)}")
        except InvalidPuzzleError as exc:
            if lang != "ko":
                raise
            typer.echo(f"{say(lang, 'error')} {exc}", err=True)
            raise typer.Exit(exit_codes.BAD_INPUT) from None
        raise typer.Exit(_run(problem, program=program, run=run, function=function,
                              memory_mb=memory,
                              settings=lambda harness: Settings(
                                  harness, count, seed,
                                  harness.time_limit() if timeout is None else timeout,
                                  memory * 2**20,
                                  jobs or (os.cpu_count() or 1), max_seconds, shrink,
                                  wall=WALL),
                              save=save, as_json=as_json, lang=lang,
                              progress=progress and sys.stderr.isatty() and not as_json))


#: A program is killed after the time limit plus 1 s of CPU time (by the kernel), or
#: ``WALL`` times the limit on the clock; the limit is judged on the clock and in CPU
#: time together (a loaded machine stretches the clock alone).
WALL = 3.0

#: Most seconds ``--timeout`` and ``--max-seconds`` accept (a day).
MAX_SECONDS = 86400.0


def _check_numbers(cases: int, timeout: float | None, memory: int, max_seconds: float | None,
                   jobs: int, lang: str = "en") -> None:
    from fewest.check.messages import say

    if cases < 1:
        raise InvalidPuzzleError(say(lang, "bad-cases", got=cases))
    if timeout is not None and not 0 < timeout <= MAX_SECONDS:
        raise InvalidPuzzleError(say(lang, "bad-timeout", most=f"{MAX_SECONDS:g}",
                                     got=f"{timeout:g}"))
    if memory != 0 and memory < MIN_MEMORY_MB:
        raise InvalidPuzzleError(say(lang, "bad-memory", least=MIN_MEMORY_MB, got=memory))
    if max_seconds is not None and not 0 < max_seconds <= MAX_SECONDS:
        raise InvalidPuzzleError(say(lang, "bad-max-seconds", most=f"{MAX_SECONDS:g}",
                                     got=f"{max_seconds:g}"))
    if jobs < 0 or jobs > 256:
        raise InvalidPuzzleError(say(lang, "bad-jobs", got=jobs))


def _check_save(save: str, lang: str) -> None:
    """``--save``'s folder can be made and written, checked before the first case."""
    from fewest.check.messages import say

    path = os.path.abspath(save)
    if os.path.exists(path) and not os.path.isdir(path):
        raise InvalidPuzzleError(say(lang, "save-not-folder", path=save))
    existing = path
    while not os.path.exists(existing):
        existing = os.path.dirname(existing)
    if not os.path.isdir(existing) or not os.access(existing, os.W_OK | os.X_OK):
        raise InvalidPuzzleError(say(lang, "save-not-writable", path=save))


def _run(problem: Problem, *, program: str | None, run: str | None, function: str | None,
         memory_mb: int, settings: Callable[[Harness], Settings], save: str | None,
         as_json: bool, lang: str, progress: bool) -> int:
    from fewest.check import report
    from fewest.check.languages import CannotRun, NotStarted
    from fewest.check.messages import say
    from fewest.check.run import run_check
    from fewest.check.session import Interrupted
    from fewest.progress import bar

    try:
        with bar(progress, delay=0.5) as draw:
            result = run_check(problem, program=program, run=run, function=function,
                               memory_mb=memory_mb, settings=settings, lang=lang,
                               progress=lambda phase, done, total: draw(
                                   say(lang, f"phase-{phase}"), done, total))
    except Interrupted:
        typer.echo(say(lang, "interrupted"), err=True)
        return exit_codes.INTERRUPTED
    except NotStarted as exc:
        typer.echo(f"{say(lang, 'error')} {say(lang, 'cannot-run', why=exc.why)}", err=True)
        return exit_codes.BAD_INPUT
    except CannotRun as exc:
        typer.echo(f"{say(lang, 'error')} {exc}", err=True)
        return exit_codes.BAD_INPUT
    saved = report.save(result, save) if save is not None else []
    if as_json:
        body = report.as_json(result, lang)
        if saved:
            body["saved"] = [str(p) for p in saved]
        typer.echo(json.dumps(body, ensure_ascii=False))
    else:
        typer.echo(report.text(result, saved, lang))
    return 1 if result.status == "fail" else 0
