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
('runtime error', '런타임 에러: 종료 코드 1: ZeroDivisionError: division by zero')
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


def bad_output(message: str, message_ko: str = "") -> Verdict:
    """Output that cannot be read as the judge's answer."""
    return Verdict("bad-output", message, message_ko)


def memory_verdict(memory: int, detail: str) -> Verdict:
    """Over the memory cap.

    >>> memory_verdict(2**30, "MemoryError").message_ko
    '메모리 1024 MiB 제한 안에서 메모리가 부족했습니다 (MemoryError)'
    """
    cap = f"the {memory // 2**20} MiB cap" if memory else "the machine's memory"
    cap_ko = f"메모리 {memory // 2**20} MiB 제한 안에서" if memory else "이 컴퓨터의 메모리 안에서"
    return Verdict("memory", f"ran out of memory under {cap} ({detail})",
                   f"{cap_ko} 메모리가 부족했습니다 ({detail})")


def process_verdict(run: RunResult, *, timeout: float, memory: int,
                    output_cap: int | None = None) -> Verdict | None:
    """The verdict a program run gets before its output is read (``None``: a clean exit)."""
    if run.timed_out:
        return Verdict("time-limit", f"no answer within {timeout:g} s (killed)",
                       f"{timeout:g}초 안에 답이 없어 멈췄습니다")
    if run.exit_code in (-signal.SIGXCPU, -signal.SIGKILL) and run.cpu_seconds >= timeout:
        return Verdict("time-limit", f"no answer within {timeout:g} s of CPU time (killed)",
                       f"CPU 시간 {timeout:g}초 안에 답이 없어 멈췄습니다")
    if run.seconds > timeout and run.cpu_seconds > timeout:
        # over the limit both on the clock and in CPU time (a loaded machine stretches the
        # first alone, a JVM's compiler threads the second alone)
        return Verdict("time-limit", f"answered after {run.seconds:.2f} s, over the {timeout:g} s "
                       f"limit ({run.cpu_seconds:.2f} s of CPU time)",
                       f"{run.seconds:.2f}초 뒤에 답해 {timeout:g}초 제한을 넘었습니다 "
                       f"(CPU 시간 {run.cpu_seconds:.2f}초)")
    last = run.last_stderr_line()
    code = run.exit_code
    if code == -signal.SIGXFSZ or (output_cap is not None and run.output_bytes >= output_cap):
        mib = run.output_bytes // 2**20
        return bad_output(f"more than {mib} MiB of output (stopped)",
                          f"출력이 {mib} MiB를 넘어 멈췄습니다")
    if code != 0 and any(sign in last for sign in MEMORY_SIGNS):
        return memory_verdict(memory, last)
    if code < 0 and memory and run.max_rss >= 0.9 * memory:
        return memory_verdict(memory, f"killed by {_signal_name(-code)}")
    if code != 0:
        how = f"killed by {_signal_name(-code)}" if code < 0 else f"exit status {code}"
        how_ko = (f"{_signal_name(-code)} 시그널로 종료" if code < 0
                  else f"종료 코드 {code}")
        return Verdict("runtime-error", f"{how}: {last}" if last else how,
                       f"{how_ko}: {last}" if last else how_ko)
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
