"""Verdicts: what went wrong on one case, in the judges' own words.

A :class:`Verdict` has a ``kind`` (one of :data:`KINDS`, the JSON value)
and a one-line ``message``.  :func:`process_verdict` reads a finished
program run (:class:`~fewest.check.runner.RunResult`) and says whether it
timed out, ran out of memory, wrote too much or crashed; only a clean exit
gets its output judged.

>>> from fewest.check.runner import RunResult
>>> run = RunResult("", "Traceback ...\\nZeroDivisionError: division by zero\\n", 1, 0.02,
...                 False, 9 * 2**20, 0)
>>> v = process_verdict(run, timeout=2, memory=256 * 2**20)
>>> v.kind, v.message
('runtime-error', 'exit status 1: ZeroDivisionError: division by zero')
>>> v.title, v.text("ko")
('runtime error', '런타임 에러: exit status 1: ZeroDivisionError: division by zero')
"""

from __future__ import annotations

import signal
from dataclasses import dataclass

from fewest.check.runner import RunResult

#: Every verdict kind, as it appears in ``--json``.
KINDS = ("wrong-answer", "time-limit", "runtime-error", "bad-output", "memory", "no-output")

#: Lines on stderr that mean the program never started (a missing file, command or class).
START_SIGNS = ("can't open file", "command not found", "No such file or directory",
               "cannot run ", "Could not find or load main class", "Cannot find module",
               "cannot execute", "Permission denied")

#: Lines on stderr that mean a failed allocation (Python, C++, C, Java, Go, Rust).
MEMORY_SIGNS = ("MemoryError", "bad_alloc", "Cannot allocate memory", "OutOfMemoryError",
                "out of memory", "memory allocation of")


@dataclass(frozen=True)
class Verdict:
    """One failure: ``kind`` (from :data:`KINDS`) and a one-line ``message``."""

    kind: str
    message: str
    message_ko: str = ""

    @property
    def title(self) -> str:
        """The kind as words: ``wrong answer``."""
        return self.kind.replace("-", " ")

    def text(self, lang: str = "en") -> str:
        """``title: message`` in ``lang`` (the judges' own names in Korean)."""
        from fewest.check.messages import verdict_title

        if lang != "ko":
            return str(self)
        return f"{verdict_title('ko', self.kind)}: {self.message_ko or self.message}"

    def __str__(self) -> str:
        return f"{self.title}: {self.message}"


def wrong(message: str, message_ko: str = "") -> Verdict:
    """A wrong answer."""
    return Verdict("wrong-answer", message, message_ko)


def no_output() -> Verdict:
    """A clean exit with nothing on stdout."""
    return Verdict("no-output", "printed nothing", "아무것도 출력하지 않았습니다")


def cannot_start(run: RunResult) -> str | None:
    """Why ``run`` never started (a missing file, command, class or module), or ``None``.

    >>> cannot_start(RunResult("", "python3: can't open file 'x.py': [Errno 2] No such "
    ...                        "file or directory\\n", 2, 0.01, False, 0, 0))
    "python3: can't open file 'x.py': [Errno 2] No such file or directory"
    """
    if run.timed_out or run.exit_code == 0 or "Traceback" in run.stderr:
        return None
    lines = [line.strip() for line in run.stderr.splitlines() if line.strip()]
    if run.exit_code in (126, 127) or (len(lines) <= 12 and any(
            sign in line for line in lines for sign in START_SIGNS)):
        return next((line for line in lines if any(s in line for s in START_SIGNS)),
                    lines[-1] if lines else f"exit status {run.exit_code}")
    return None


def bad_output(message: str) -> Verdict:
    """Output that cannot be read as the judge's answer."""
    return Verdict("bad-output", message)


def memory_verdict(memory: int, detail: str) -> Verdict:
    """Over the memory cap."""
    cap = f"the {memory // 2**20} MiB cap" if memory else "the machine's memory"
    return Verdict("memory", f"ran out of memory under {cap} ({detail})")


def process_verdict(run: RunResult, *, timeout: float, memory: int,
                    output_cap: int | None = None) -> Verdict | None:
    """The verdict a program run gets before its output is read (``None``: a clean exit)."""
    if run.timed_out:
        return Verdict("time-limit", f"no answer within {timeout:g} s (killed)")
    last = run.last_stderr_line()
    code = run.exit_code
    if code == -signal.SIGXFSZ or (output_cap is not None and run.output_bytes >= output_cap):
        return bad_output(f"more than {run.output_bytes // 2**20} MiB of output (stopped)")
    if code != 0 and any(sign in last for sign in MEMORY_SIGNS):
        return memory_verdict(memory, last)
    if code < 0 and memory and run.max_rss >= 0.9 * memory:
        return memory_verdict(memory, f"killed by {_signal_name(-code)}")
    if code != 0:
        how = f"killed by {_signal_name(-code)}" if code < 0 else f"exit status {code}"
        return Verdict("runtime-error", f"{how}: {last}" if last else how)
    return None


def _signal_name(number: int) -> str:
    """``SIGSEGV`` for 11.

    >>> _signal_name(11)
    'SIGSEGV'
    """
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"
