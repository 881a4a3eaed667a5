"""Running untrusted programs: one process group each, a deadline, caps, nothing left behind.

A :class:`Sandbox` runs a command with its stdin, stdout and stderr in
temporary files (so a program that prints forever fills a capped file, not
fewest's memory).  Every program

* starts through :mod:`fewest.check.limits` (``RLIMIT_AS`` memory cap,
  output-size cap, no core files) in a new session, so it and everything it
  starts share one process group;
* is waited for with a deadline (a ``pidfd`` poll: no busy loop); at the
  deadline, or when it exits, the *whole group* is killed with ``SIGKILL``
  before the leader is reaped, so a background child cannot outlive it and
  the group id cannot be reused meanwhile;
* has its temporary files removed when it is done.

:meth:`Sandbox.stop` (called by the Ctrl-C handler) kills every running
group at once and refuses new runs; :meth:`Sandbox.close` also removes the
temporary folder.  Runs may come from several threads (``--jobs``).

>>> with Sandbox(timeout=5) as box:
...     res = box.run(["/bin/sh", "-c", "read x; echo $((x * 2))"], "21\\n")
>>> res.stdout, res.exit_code, res.timed_out
('42\\n', 0, False)
"""

from __future__ import annotations

import contextlib
import itertools
import math
import os
import select
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from fewest.check.limits import limit_args

#: Output kept per stream (bytes); the file cap stops a program writing more.
OUTPUT_CAP = 16 * 2**20


class Stopped(Exception):
    """The sandbox was stopped (Ctrl-C): no new program starts."""


@dataclass(frozen=True)
class RunResult:
    """What one run of a program did.

    ``exit_code`` is the exit status, or ``-N`` when killed by signal ``N``;
    ``timed_out`` says fewest killed it at the deadline; ``max_rss`` is its
    peak resident memory in bytes (with its waited-for children).
    """

    stdout: str
    stderr: str
    exit_code: int
    seconds: float
    timed_out: bool
    max_rss: int
    output_bytes: int
    #: user and system CPU seconds (with its waited-for children)
    cpu_seconds: float = 0.0

    def last_stderr_line(self) -> str:
        """The last non-blank line the program wrote to stderr (``""`` when none).

        >>> err = "a\\nTraceback\\nValueError: x\\n\\n"
        >>> RunResult("", err, 1, 0.1, False, 0, 0).last_stderr_line()
        'ValueError: x'
        """
        lines = [line.strip() for line in self.stderr.splitlines() if line.strip()]
        return lines[-1] if lines else ""


class Sandbox:
    """Runs untrusted commands under a time limit (seconds), a memory cap (bytes,
    0: none) and an output cap; see the module docstring.  ``cwd`` is where
    programs run (default: the current folder)."""

    def __init__(self, *, timeout: float, memory: int = 0, output_cap: int = OUTPUT_CAP,
                 cwd: str | None = None, wall: float = 1.0, cpu: bool = False) -> None:
        self.timeout = timeout
        #: with ``cpu``, a program also gets a CPU-time cap of the timeout (rounded up)
        #: plus 1 s: a loop is killed by the kernel however busy the machine is
        self.cpu = cpu
        #: a program is killed after ``wall * timeout`` seconds of wall-clock time; the
        #: time limit itself is judged on CPU time too (:func:`~fewest.check.verdict.
        #: process_verdict`), so a loaded machine does not turn a fast program into a
        #: time limit exceeded
        self.wall = wall
        self.memory = memory
        self.output_cap = output_cap
        self.cwd = cwd
        self.folder = Path(tempfile.mkdtemp(prefix="fewest-check-"))
        self._lock = threading.RLock()
        self._live: dict[int, subprocess.Popen[bytes]] = {}
        self._count = itertools.count()
        self.stopping = False

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def run(self, command: list[str], stdin: str, *, timeout: float | None = None,
            address_cap: bool = True) -> RunResult:
        """Run ``command`` with ``stdin`` as its input; raises :class:`Stopped` once stopped.
        ``address_cap=False`` leaves out the address-space cap (a JVM reserves far more
        address space than it uses, and caps its heap itself)."""
        with self._lock:
            n = next(self._count)
        paths = [self.folder / f"{n}.{part}" for part in ("in", "out", "err")]
        try:
            paths[0].write_text(stdin, encoding="utf-8")
            with paths[0].open("rb") as fin, paths[1].open("wb") as fout, \
                    paths[2].open("wb") as ferr:
                started = time.perf_counter()
                cap = math.ceil(timeout or self.timeout) + 1 if self.cpu else 0
                proc = self._start(command, fin, fout, ferr, address_cap, cap)
                timed_out, status, rss, cpu = self._finish(
                    proc, (timeout or self.timeout) * self.wall)
                seconds = time.perf_counter() - started
            size = paths[1].stat().st_size
            out, err = (_read(p, self.output_cap) for p in paths[1:])
        finally:
            for p in paths:
                with contextlib.suppress(FileNotFoundError):
                    p.unlink()
        return RunResult(out, err, status, seconds, timed_out, rss, size, cpu)

    def _start(self, command: list[str], fin: BinaryIO, fout: BinaryIO,
               ferr: BinaryIO, address_cap: bool = True, cpu: int = 0) -> subprocess.Popen[bytes]:
        argv = limit_args(self.memory if address_cap else 0, self.output_cap, command, cpu=cpu)
        with self._lock:
            if self.stopping:
                raise Stopped
            proc = subprocess.Popen(argv, stdin=fin, stdout=fout, stderr=ferr,
                                    start_new_session=True, close_fds=True, cwd=self.cwd)
            self._live[proc.pid] = proc
            if self.stopping:  # a stop that came in while we were starting it
                _kill_group(proc.pid)
        return proc

    def _finish(self, proc: subprocess.Popen[bytes],
                timeout: float) -> tuple[bool, int, int, float]:
        """Wait up to ``timeout`` s, kill the group, reap: ``(timed_out, status, max_rss,
        cpu_seconds)``."""
        try:
            exited = _wait_exit(proc.pid, timeout)
        finally:
            _kill_group(proc.pid)
            _, status, usage = os.wait4(proc.pid, 0)
            proc.returncode = os.waitstatus_to_exitcode(status)
            with self._lock:
                self._live.pop(proc.pid, None)
        return ((not exited and not self.stopping), proc.returncode, usage.ru_maxrss * 1024,
                usage.ru_utime + usage.ru_stime)

    def running(self) -> list[int]:
        """The process-group ids of the programs running now."""
        with self._lock:
            return list(self._live)

    def stop(self) -> None:
        """Kill every running program's group and refuse new runs (safe in a signal handler)."""
        with self._lock:
            self.stopping = True
            for pid in list(self._live):
                _kill_group(pid)

    def close(self) -> None:
        """Stop, wait for the runs in flight to reap their programs, remove the folder."""
        self.stop()
        deadline = time.monotonic() + 5
        while self.running() and time.monotonic() < deadline:
            time.sleep(0.01)
        shutil.rmtree(self.folder, ignore_errors=True)


def _kill_group(pgid: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


def _wait_exit(pid: int, timeout: float) -> bool:
    """Whether ``pid`` exited within ``timeout`` seconds; it is left unreaped (a zombie)."""
    try:
        fd = os.pidfd_open(pid)
    except (AttributeError, OSError):
        return _poll_exit(pid, timeout)
    try:
        poller = select.poll()
        poller.register(fd, select.POLLIN)
        return bool(poller.poll(max(0.0, timeout) * 1000))
    finally:
        os.close(fd)


def _poll_exit(pid: int, timeout: float) -> bool:
    """The fallback without pidfds: ``waitid(WNOWAIT)`` with short sleeps."""
    deadline = time.monotonic() + timeout
    delay = 0.001
    while True:
        if os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None:
            return True
        if time.monotonic() >= deadline:
            return False
        time.sleep(delay)
        delay = min(delay * 2, 0.02)


def _read(path: Path, cap: int) -> str:
    with path.open("rb") as f:
        return f.read(cap).decode("utf-8", errors="replace")
