"""Run a corpus program (a judge solution: .py, .cpp, ...) against a judge problem's
case stream, for the catalogue tests.

:func:`first_failure` runs the program on the family's ``JudgeSpec.stream``
through ``fewest check``'s platform (compiled with the judge's flags,
sandboxed, judged by the spec's own ``judge`` against the family's ``-f
judge`` answer) and returns the first failing case and why, or ``None``.
:func:`run_case` and :func:`expected` do the same for one case *without*
the checker (their own compile and run, a small Python caller for function
problems): tests use them to confirm the checker's verdicts independently.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from fewest.puzzles import get_family

CALLER = r"""
import json, sys
from typing import *
from collections import *
import heapq, math, itertools, functools, bisect
src = open(sys.argv[1]).read()
ns = {"__name__": "solution"}
exec(compile(src, sys.argv[1], "exec"), ns)
args = json.loads(sys.stdin.read())
if "Solution" in ns:
    obj = ns["Solution"]()
    name = [n for n in dir(obj) if not n.startswith("_")][0]
    fn = getattr(obj, name)
else:
    fn = ns["solution"]
print(json.dumps(fn(*args.values())))
"""


@cache
def command(path: str) -> tuple[str, ...]:
    """The command that runs ``path``, compiled once into a temporary folder."""
    p = Path(path)
    if p.suffix == ".py":
        return (sys.executable, str(p))
    if p.suffix == ".cpp":
        out = Path(tempfile.mkdtemp()) / "a.out"
        subprocess.run(["g++", "-O2", "-std=gnu++17", "-o", str(out), str(p)], check=True)
        return (str(out),)
    raise ValueError(f"no runner for {path}")


def expected(name: str, case: Any) -> str:
    """What an accepted submission prints for ``case``."""
    family = get_family(name)
    inst = family.parse(case)
    try:
        sol = inst.solve()
    except Exception as exc:  # NoSolutionError: the judge's "no answer" output
        from fewest.errors import NoSolutionError

        if not isinstance(exc, NoSolutionError):
            raise
        sol = None
    return inst.judge_output(sol, "judge")


@cache
def _caller() -> Path:
    """The caller script, in a folder of this process's own (a shared path would be
    rewritten by other test processes while this one reads it)."""
    path = Path(tempfile.mkdtemp(prefix="fewest-corpus-")) / "caller.py"
    path.write_text(CALLER)
    return path


def run_case(name: str, path: str, case: Any, timeout: float = 10.0) -> str:
    """The program's output (stdout, or the JSON return value) on ``case``.  A ``.py``
    file of a function problem is called through :data:`CALLER`; a compiled program
    of a function problem reads the arguments as one JSON object on stdin (as
    ``fewest check`` gives them) and prints the return value as JSON."""
    spec = get_family(name).judge
    assert spec is not None
    if spec.io == "function" and str(path).endswith(".py"):
        caller = _caller()
        args = {p: case[p] for p in spec.params}
        proc = subprocess.run([sys.executable, str(caller), path], input=json.dumps(args),
                              capture_output=True, text=True, timeout=timeout)
    else:  # stdin; a compiled program for a function problem reads the arguments as JSON
        text = (json.dumps({p: case[p] for p in spec.params}) + "\n"
                if spec.io == "function" else spec.stdin_of([case]))
        proc = subprocess.run(command(path), input=text,
                              capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        return f"<exit {proc.returncode}: {proc.stderr.strip()[-200:]}>"
    return proc.stdout


def first_failure(name: str, path: str | Path, cases: int = 50,
                  seed: int = 0) -> tuple[Any, str] | None:
    """The first case of the stream (``seed``) that ``path`` gets wrong, with why, found by
    ``fewest check``'s own platform (the file compiled with the judge's flags, run in the
    sandbox, judged by the spec; not shrunk).  ``None`` when every case passes."""
    from fewest.check.languages import harness_for
    from fewest.check.problem import problem
    from fewest.check.session import Settings, check

    harness = harness_for(problem(name), str(path))
    try:
        result = check(Settings(harness, cases, seed, timeout=10.0, shrink=False))
    finally:
        if harness.folder is not None:
            shutil.rmtree(harness.folder, ignore_errors=True)
    failure = result.first
    if failure is None:
        return None
    verdict = failure.verdict
    why = verdict.message if verdict.kind == "wrong-answer" else f"{verdict.title}: " \
        f"{verdict.message}"
    return failure.case.value, why


def have(tool: str) -> bool:
    """Whether a compiler is on this machine."""
    return shutil.which(tool) is not None
