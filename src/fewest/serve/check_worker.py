"""The check page's worker process: ``python -m fewest.serve.check_worker``.

It reads one JSON job on stdin, ``{"problem", "code", "suffix", "filename"?, "lang",
"cases"?, "seed"?, "max_seconds"?}``, writes the code into a temporary folder
and runs the same check session as ``fewest check FILE``
(:func:`fewest.check.run.run_check`, with the CLI's per-case time and memory
caps).  It writes one JSON object per line on stdout:

* ``{"type": "phase", "phase": "compiling" | "running", "language": ...}``;
* ``{"type": "progress", "phase": "cases" | "shrinking", "done", "total", "rate"}``
  (at most about five a second);
* and last ``{"type": "result", "body": <fewest check --json>, "case": <the
  counterexample's value>, "puzzle": <its family>}``, or ``{"type": "error",
  "kind": "cannot-run" | "invalid", "message"}``, or ``{"type": "cancelled"}``.

The server starts it in a process group of its own; SIGTERM makes the check
session kill every running program (:func:`fewest.check.session.interrupts`)
and the worker answer ``cancelled``.  Nothing else writes on the protocol's
stdout: the worker keeps a copy of it and points file descriptor 1 at stderr.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import IO, Any

#: the seconds between two progress lines
PROGRESS_EVERY = 0.2
SAFE_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,80}$")


def source_name(suffix: str, filename: str | None) -> str:
    """The file the code is written to: the student's own file name when it is plain and
    has the suffix, else ``Main.java`` / ``main.SUFFIX``.

    >>> source_name(".cpp", "a.cpp"), source_name(".cpp", "../x.cpp"), source_name(".java", None)
    ('a.cpp', 'main.cpp', 'Main.java')
    """
    if filename and SAFE_NAME.match(filename) and filename.lower().endswith(suffix):
        return filename
    return "Main.java" if suffix == ".java" else f"main{suffix}"


class Lines:
    """JSON lines on the protocol's stream, progress at most every :data:`PROGRESS_EVERY` s."""

    def __init__(self, out: IO[str]) -> None:
        self.out = out
        self.last = 0.0
        self.phase = ""
        self.began = time.monotonic()

    def send(self, item: dict[str, Any]) -> None:
        self.out.write(json.dumps(item, ensure_ascii=False) + "\n")
        self.out.flush()

    def progress(self, phase: str, done: int, total: int | None) -> None:
        now = time.monotonic()
        if phase != self.phase:
            self.phase, self.began, self.last = phase, now, 0.0
        if now - self.last < PROGRESS_EVERY and done != total:
            return
        self.last = now
        spent = now - self.began
        self.send({"type": "progress", "phase": phase, "done": done, "total": total,
                   "rate": round(done / spent, 1) if spent > 0 else 0.0})


def work(job: dict[str, Any], lines: Lines) -> int:
    """Run one job (see the module docstring); the exit status."""
    from fewest.check import report
    from fewest.check.languages import CannotRun, NotStarted
    from fewest.check.messages import say, verdict_title
    from fewest.check.problem import problem as find_problem
    from fewest.check.run import run_check
    from fewest.check.session import DEFAULT_MEMORY, DEFAULT_TIMEOUT, Interrupted, Settings
    from fewest.errors import InvalidPuzzleError

    lang = job.get("lang", "en")
    folder = tempfile.mkdtemp(prefix="fewest-page-check-")
    try:
        problem = find_problem(job["problem"])
        path = Path(folder) / "src" / source_name(job["suffix"], job.get("filename"))
        path.parent.mkdir()
        path.write_text(job["code"], encoding="utf-8")
        count = int(job.get("cases") or problem.spec.default_cases)
        lines.send({"type": "phase", "phase": "compiling"})

        def started(harness: Any) -> None:
            lines.send({"type": "phase", "phase": "running", "language": harness.language})

        result = run_check(problem, program=str(path), memory_mb=DEFAULT_MEMORY // 2**20,
                           settings=lambda harness: Settings(
                               harness, count, int(job.get("seed", 0)), DEFAULT_TIMEOUT,
                               DEFAULT_MEMORY, 1, job.get("max_seconds"), True),
                           lang=lang, progress=lines.progress, started=started,
                           folder=str(Path(folder) / "build"))
    except Interrupted:
        lines.send({"type": "cancelled"})
        return 130
    except NotStarted as exc:
        lines.send({"type": "error", "kind": "cannot-run",
                    "message": say(lang, "cannot-run", why=exc.why)})
        return 2
    except CannotRun as exc:
        lines.send({"type": "error", "kind": "cannot-run", "message": str(exc)})
        return 2
    except InvalidPuzzleError as exc:
        lines.send({"type": "error", "kind": "invalid", "message": str(exc)})
        return 2
    finally:
        import shutil

        shutil.rmtree(folder, ignore_errors=True)
    small = result.smallest
    lines.send({"type": "result", "body": report.as_json(result, lang),
                "case": small.case.value if small is not None else None,
                "moves": solution_words(small) if small is not None else [],
                "verdict_title": (verdict_title(lang, small.verdict.kind)
                                  if small is not None else None),
                "puzzle": problem.family.name})
    return 0


def solution_words(failure: Any) -> list[list[Any]]:
    """The optimal solution's moves as ``[move's JSON, its words]`` (the words the CLI's
    report prints; the page names a step by them when the line it draws is this one)."""
    try:
        inst = failure.expected.instance
        return [[inst.move_json(m), str(inst.move_text(m))] for m in failure.expected.moves]
    except Exception:  # words are a nicety: the page falls back on the moves' JSON
        return []


def main() -> int:
    """Read the job, keep the protocol's stream to ourselves, run it."""
    out = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    lines = Lines(out)
    try:
        job = json.loads(sys.stdin.read())
    except ValueError as exc:
        lines.send({"type": "error", "kind": "invalid", "message": f"bad job: {exc}"})
        return 2
    return work(job, lines)


if __name__ == "__main__":
    raise SystemExit(main())
