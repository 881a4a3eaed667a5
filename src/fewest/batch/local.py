"""Running batch lines on this machine: in-process, or over a pool of worker processes.

Both runners take ``(line number, text)`` tasks and yield one result per
task, in the order they finish.  The pool keeps a small window of lines in
flight (so a huge batch does not queue up front, and Ctrl+C stops at once),
ignores Ctrl+C in the workers (the parent stops them), and survives a worker
that dies: the lines that were in flight run again, one at a time, in a
fresh pool, and a line that loses its worker again is reported with an
``error`` field.

>>> from fewest.batch.task import BatchSpec
>>> spec = BatchSpec("sliding", fmt="number")
>>> tasks = [(1, '{"board": "1 0 3 / 4 2 5 / 7 8 6"}'), (2, '{"board": "1 2 3 / 4 5 6 / 7 0 8"}')]
>>> [r["judge"] for r in run_serial(spec, tasks)]
['3', '1']
"""

from __future__ import annotations

import multiprocessing as mp
import os
import signal
import sys
from collections import deque
from collections.abc import Callable, Generator, Iterable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from fewest.app.status import EXIT_CODES, Status
from fewest.batch.task import BatchSpec, error_result, solve_line_result

Task = tuple[int, str]
Result = dict[str, Any]
LineFn = Callable[[BatchSpec, int, str], Result]

def run_serial(spec: BatchSpec, tasks: Iterable[Task],
               func: LineFn = solve_line_result) -> Generator[Result, None, None]:
    """Solve each line in this process, in order."""
    for number, text in tasks:
        yield func(spec, number, text)


def _worker_init() -> None:
    """Workers leave Ctrl+C to the parent, which stops them, and die with it.

    On Linux the kernel kills a worker whose parent dies (``PR_SET_PDEATHSIG``),
    so a batch killed with ``kill -9`` leaves no orphan workers behind.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # pragma: no cover - not Linux
        return
    if os.getppid() == 1:  # the parent died before the line above ran
        os._exit(1)


def _context() -> Any:
    """How to start workers: by ``fork`` on Linux (CPython's default there up to
    3.13), so they start at once with every module the parent imported; the
    platform's default elsewhere (``fork`` is unsafe on macOS)."""
    if sys.platform.startswith("linux"):
        return mp.get_context("fork")
    return mp.get_context()  # pragma: no cover - not Linux


def _executor(jobs: int) -> ProcessPoolExecutor:
    return ProcessPoolExecutor(max_workers=jobs, mp_context=_context(), initializer=_worker_init)


def _stop(pool: ProcessPoolExecutor) -> None:
    """Stop the workers at once (their current lines are abandoned)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for proc in processes:
        if proc.is_alive():
            proc.kill()
    for proc in processes:
        proc.join(5)


def run_pool(spec: BatchSpec, tasks: Iterable[Task], jobs: int,
             func: LineFn = solve_line_result) -> Generator[Result, None, None]:
    """Solve the lines on ``jobs`` worker processes; results come as they finish.

    When a worker dies, every line in flight lost its run; each of them runs
    again *alone* in a fresh pool, so a line that kills its worker a second
    time is known to be the culprit and is reported, and no other line is
    blamed for it.
    """
    todo: deque[Task] = deque(tasks)
    suspects: deque[Task] = deque()
    retried: set[int] = set()
    window = 2 * jobs
    pool = _executor(jobs)
    running: dict[Future[Result], Task] = {}
    finished = False
    try:
        while todo or suspects or running:
            if suspects:
                if not running:
                    task = suspects.popleft()
                    retried.add(task[0])
                    running[pool.submit(func, spec, *task)] = task
            else:
                while todo and len(running) < window:
                    task = todo.popleft()
                    running[pool.submit(func, spec, *task)] = task
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            if any(isinstance(f.exception(), BrokenProcessPool) for f in done):
                wait(running)  # a worker died: every line in flight has lost its run
                done = set(running)
            lost: list[Task] = []
            for fut in done:
                task = running.pop(fut)
                exc = fut.exception()
                if exc is None:
                    yield fut.result()
                elif isinstance(exc, BrokenProcessPool):
                    lost.append(task)
                else:
                    yield error_result(task[0], f"internal error: {type(exc).__name__}: {exc}",
                                       EXIT_CODES[Status.INTERNAL])
            if lost:
                _stop(pool)
                pool = _executor(jobs)
                for task in sorted(lost):
                    if task[0] in retried:  # it ran alone, so it is the culprit
                        yield error_result(task[0], "worker lost: the worker process died "
                                           "while solving this line (2 tries)",
                                           EXIT_CODES[Status.INTERNAL])
                    else:
                        suspects.append(task)
        finished = True
    finally:
        if finished:
            pool.shutdown(wait=True)
        else:
            _stop(pool)
