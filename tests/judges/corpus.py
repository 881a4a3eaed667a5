"""Run a corpus program (a judge solution: .py, .cpp, ...) against a judge problem's
case stream, for the catalogue tests.

:func:`first_failure` feeds each case from the family's ``JudgeSpec.stream``
to the program, exactly as the judge would (stdin, or the function's JSON
arguments through a small Python caller), and judges the output with the
spec's own ``judge`` against the family's ``-f judge`` answer.  It returns the
first failing case and why, or ``None``.  It is a test helper, not the
checker: ``fewest check`` is tested through the CLI separately.
"""

from __future__ import annotations

import json
import random
import shutil
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from fewest.puzzles import get_family
from fewest.puzzles.judge import BadOutput

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


def run_case(name: str, path: str, case: Any, timeout: float = 10.0) -> str:
    """The program's output (stdout, or the JSON return value) on ``case``.  A ``.py``
    file of a function problem is called through :data:`CALLER`; a compiled program
    of a function problem reads the arguments as one JSON object on stdin (as
    ``fewest check`` gives them) and prints the return value as JSON."""
    spec = get_family(name).judge
    assert spec is not None
    if spec.io == "function" and str(path).endswith(".py"):
        caller = Path(tempfile.gettempdir()) / "fewest_corpus_caller.py"
        caller.write_text(CALLER)
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
    """The first case of the stream (``seed``) that ``path`` gets wrong, with why."""
    spec = get_family(name).judge
    assert spec is not None
    stream = spec.stream(random.Random(seed))
    for _, case in zip(range(cases), stream, strict=False):
        want = expected(name, case)
        got = run_case(name, str(path), case)
        try:
            why = spec.judge(case, want, got)
        except BadOutput as exc:
            return case, f"bad output: {exc}"
        if why is not None:
            return case, why.message
    return None


def have(tool: str) -> bool:
    """Whether a compiler is on this machine."""
    return shutil.which(tool) is not None
