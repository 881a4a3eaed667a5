"""One check session from start to end, as ``fewest check`` and the check page run it.

:func:`run_check` builds the harness for the program (a file compiled with the
judge's flags, a ``--run`` command or a ``--function`` target), opens the
sandbox, installs :func:`~fewest.check.session.interrupts` (SIGINT and SIGTERM
kill every running program) and runs :func:`~fewest.check.session.check`;
the compiled program's folder and the sandbox are always cleaned up.  The
CLI (:mod:`fewest.cli.check`) and the page's worker process
(:mod:`fewest.serve.check_worker`) both call it, so the page judges exactly
as the command does.

Raises :class:`~fewest.check.session.Interrupted` when stopped (every
program killed), :class:`~fewest.check.languages.NotStarted` /
:class:`~fewest.check.languages.CannotRun` when the program cannot be judged
(a compile error's message quotes the compiler with the student's file name
and line numbers), :class:`~fewest.errors.InvalidPuzzleError` for a
``--function`` target that cannot be called.

>>> from fewest.check.problem import problem
>>> from fewest.check.session import Settings
>>> result = run_check(problem("boj-1525"), run="echo 0",
...                    settings=lambda harness: Settings(harness, cases=3))
>>> result.status, result.cases
('fail', 1)
"""

from __future__ import annotations

import shutil
from collections.abc import Callable

from fewest.check.harness import FunctionHarness, Harness, RunHarness
from fewest.check.languages import harness_for
from fewest.check.messages import say
from fewest.check.problem import Problem
from fewest.check.runner import Sandbox, Stopped
from fewest.check.session import Interrupted, Progress, Result, Settings, check, interrupts
from fewest.errors import InvalidPuzzleError

#: ``started(harness)``: called once the program is built, before its first case
Started = Callable[[Harness], None]


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


def run_check(problem: Problem, *, program: str | None = None, run: str | None = None,
              function: str | None = None, memory_mb: int = 1024,
              settings: Callable[[Harness], Settings], lang: str = "en",
              progress: Progress | None = None, started: Started | None = None,
              folder: str | None = None) -> Result:
    """Check one program (exactly one of ``program``, ``run``, ``function``) against
    ``problem``'s oracle and return the :class:`~fewest.check.session.Result`.

    ``settings(harness)`` gives the session's settings once the harness is built;
    ``progress(phase, done, total)`` is told of every case judged and every shrink
    candidate (``total`` is the shrinking budget while shrinking); ``folder`` is
    where a program is compiled (a temporary folder, removed after, when ``None``).
    """
    box: Sandbox | None = None
    harness: Harness | None = None
    try:
        if program is not None:
            harness = harness_for(problem, program, lang=lang, memory_mb=memory_mb,
                                  folder=folder)
        elif run is not None:
            harness = RunHarness(problem, ["/bin/sh", "-c", run], language="--run")
        else:
            path, name = parse_target(function or "")
            harness = FunctionHarness(problem, path, name)
        chosen = settings(harness)
        box = Sandbox(timeout=chosen.timeout, memory=chosen.memory, wall=chosen.wall,
                      cpu=chosen.wall > 1)
        with interrupts(box):
            if isinstance(harness, FunctionHarness):
                why = harness.probe(box)
                if box.stopping:
                    raise Interrupted
                if why is not None:
                    where = harness.target if function is not None else program
                    raise InvalidPuzzleError(f"--function {where}: {why}" if function
                                             else say(lang, "cannot-run", why=why))
            if started is not None:
                started(harness)
            told = progress or (lambda _phase, _done, _total: None)
            return check(chosen, lambda phase, done, total: told(
                phase, done, total if total is not None else chosen.budget), box)
    except Stopped:
        raise Interrupted from None
    finally:
        if box is not None:
            box.close()
        if harness is not None and harness.folder is not None:
            shutil.rmtree(harness.folder, ignore_errors=True)
