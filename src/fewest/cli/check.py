"""``fewest check PUZZLE (--run CMD | --function FILE:NAME)``: find the smallest input on
which your own judge solution is wrong.

Exit codes: 0 no counterexample in the cases run, 1 one was found, 2 usage
errors (one line), 4 internal errors, 130 interrupted (every program killed).
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
    from fewest.check.session import Settings

#: Fewest megabytes ``--memory`` accepts (a Python interpreter needs some to start).
MIN_MEMORY_MB = 32


def parse_target(text: str) -> tuple[str, str]:
    """``FILE.py:NAME`` -> ``(FILE.py, NAME)``; one-line errors for anything else.

    >>> parse_target("sol.py:Solution.snakesAndLadders")
    ('sol.py', 'Solution.snakesAndLadders')
    >>> parse_target("sol.py")
    Traceback (most recent call last):
    ...
    fewest.errors.InvalidPuzzleError: --function must look like FILE.py:NAME \
(e.g. sol.py:solution), got 'sol.py'
    """
    path, sep, name = text.rpartition(":")
    if not sep or not path or not name or not all(p.isidentifier() for p in name.split(".")):
        raise InvalidPuzzleError(f"--function must look like FILE.py:NAME (e.g. sol.py:solution), "
                                 f"got {text!r}")
    return path, name


def register(app: typer.Typer) -> None:
    """Add ``fewest check`` to ``app``."""

    @app.command("check")
    @guarded
    def check_cmd(
        puzzle: Annotated[str, typer.Argument(
            help="sliding (Baekjoon 1525), rubiks-square (Baekjoon 2549), snakes-ladders "
            "(LeetCode 909) or card-match (Programmers 72415)")],
        run: Annotated[str | None, typer.Option(
            "--run", help="a command that reads one case on stdin and prints the answer, "
            "e.g. \"python3 sol.py\"")] = None,
        function: Annotated[str | None, typer.Option(
            "--function", help="FILE.py:NAME, e.g. sol.py:Solution.snakesAndLadders or "
            "sol.py:solution (called in a separate process)")] = None,
        cases: Annotated[int | None, typer.Option(
            "--cases", help="cases to try (default per puzzle: 100, 60, 300, 200)")] = None,
        seed: Annotated[int, typer.Option("--seed", help="seed of the case stream")] = 0,
        timeout: Annotated[float, typer.Option(
            "--timeout", help="seconds per case before the program is killed")] = 5.0,
        memory: Annotated[int, typer.Option(
            "--memory", help="memory cap per program in MiB (address space; 0: none)")] = 1024,
        max_seconds: Annotated[float | None, typer.Option(
            "--max-seconds", help="stop starting cases (and shrinking) after this long")] = None,
        jobs: Annotated[int, typer.Option(
            "--jobs", help="programs run at once (0: every core)")] = 1,
        goal: Annotated[str | None, typer.Option(
            "--goal", help="sliding: blank-last (Baekjoon 1525, default) or blank-first")] = None,
        shrink: Annotated[bool, typer.Option(
            "--shrink/--no-shrink", help="shrink the first counterexample")] = True,
        save: Annotated[str | None, typer.Option(
            "--save", help="write the counterexample's input and answer into this folder")] = None,
        as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
        progress: Annotated[bool, typer.Option(
            "--progress/--no-progress", help="a progress bar on a terminal")] = True,
    ) -> None:
        """Run your judge solution on cases with proven-optimal answers; show the smallest
        input it gets wrong.

        sliding: Baekjoon 1525. rubiks-square: Baekjoon 2549. snakes-ladders: LeetCode 909.
        card-match: Programmers 72415.  Exit 0: no counterexample; 1: found; 2: usage error.
        """
        from fewest.check.harness import FunctionHarness, Harness, RunHarness
        from fewest.check.judges import judge_for
        from fewest.check.session import Settings

        judge = judge_for(puzzle)
        if (run is None) == (function is None):
            raise InvalidPuzzleError("give exactly one of --run \"COMMAND\" or --function "
                                     "FILE.py:NAME")
        options = {}
        if goal is not None:
            if "goal" not in judge.options:
                raise InvalidPuzzleError(f"--goal does not apply to {judge.puzzle}")
            if goal not in ("blank-last", "blank-first"):
                raise InvalidPuzzleError(f"--goal must be blank-last or blank-first, got {goal!r}")
            options["goal"] = goal
        count = judge.default_cases if cases is None else cases
        _check_numbers(count, timeout, memory, max_seconds, jobs)
        harness: Harness
        if run is not None:
            if not run.strip():
                raise InvalidPuzzleError("--run needs a command, e.g. --run \"python3 sol.py\"")
            harness = RunHarness(judge, run)
        else:
            path, name = parse_target(function or "")
            if not os.path.isfile(path):
                raise InvalidPuzzleError(f"--function: no such file {path!r}")
            harness = FunctionHarness(judge, path, name)
        settings = Settings(harness, count, seed, options, timeout, memory * 2**20,
                            jobs or (os.cpu_count() or 1), max_seconds, shrink)
        raise typer.Exit(_run(settings, save=save, as_json=as_json,
                              progress=progress and sys.stderr.isatty() and not as_json))


def _check_numbers(cases: int, timeout: float, memory: int, max_seconds: float | None,
                   jobs: int) -> None:
    if cases < 1:
        raise InvalidPuzzleError(f"--cases must be at least 1, got {cases}")
    if not timeout > 0:
        raise InvalidPuzzleError(f"--timeout must be a positive number of seconds, got {timeout}")
    if memory != 0 and memory < MIN_MEMORY_MB:
        raise InvalidPuzzleError(f"--memory must be 0 (no cap) or at least {MIN_MEMORY_MB} MiB, "
                                 f"got {memory}")
    if max_seconds is not None and not max_seconds > 0:
        raise InvalidPuzzleError(f"--max-seconds must be positive, got {max_seconds}")
    if jobs < 0 or jobs > 256:
        raise InvalidPuzzleError(f"--jobs must be 0 (every core) or 1..256, got {jobs}")


def _run(settings: Settings, *, save: str | None, as_json: bool, progress: bool) -> int:
    from fewest.check import report
    from fewest.check.harness import FunctionHarness
    from fewest.check.runner import Sandbox, Stopped
    from fewest.check.session import Interrupted, check, interrupts
    from fewest.progress import bar

    box = Sandbox(timeout=settings.timeout, memory=settings.memory)
    try:
        with interrupts(box):
            harness = settings.harness
            if isinstance(harness, FunctionHarness):
                why = harness.probe(box)
                if box.stopping:
                    raise Interrupted
                if why is not None:
                    raise InvalidPuzzleError(f"--function {harness.target}: {why}")
            with bar(progress, delay=0.5) as draw:
                result = check(settings, lambda phase, done, total: draw(
                    phase, done, total if total is not None else settings.budget), box)
    except (Interrupted, Stopped):
        typer.echo("interrupted: every program was stopped", err=True)
        return exit_codes.INTERRUPTED
    finally:
        box.close()
    saved = report.save(result, save) if save is not None else []
    if as_json:
        body = report.as_json(result)
        if saved:
            body["saved"] = [str(p) for p in saved]
        typer.echo(json.dumps(body))
    else:
        typer.echo(report.text(result, saved))
    return 1 if result.status == "fail" else 0
