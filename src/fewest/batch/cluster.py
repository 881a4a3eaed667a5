"""Running batch lines on a Dask distributed cluster (the optional ``cluster`` extra).

Each Dask task is the pure function :func:`solve_chunk` of plain data (the
shared :class:`~fewest.batch.task.BatchSpec` and a few ``(line number,
text)`` pairs), returning plain JSON results.  A task carries one line at
first, then as many as take about :data:`TASK_SECONDS`, so that thousands
of quick lines do not drown in scheduling costs while a hard line still
runs alone.  Every worker needs ``fewest`` installed; it
builds or maps its tables from its own cache folder (see :mod:`fewest.cache`).

Failures, line by line:

* a task that raises is run again once (Dask's ``retries=1``);
* a worker that dies mid-task: the scheduler runs the task again on another
  worker, up to its ``distributed.scheduler.allowed-failures`` setting
  (Dask's default 3; ``DASK_DISTRIBUTED__SCHEDULER__ALLOWED_FAILURES=1``
  on the scheduler makes it exactly one retry), then gives up with
  ``KilledWorker``; then each line of that task runs again alone, and a
  line that still loses its worker is reported with an ``error`` field;
* losing the scheduler itself stops the batch with exit code 4 and writes
  nothing for the unfinished lines, so a rerun with ``--output`` resumes.

A small window of tasks is in flight at a time (four per worker thread), so
a huge batch does not flood the scheduler.
"""

from __future__ import annotations

import itertools
import time
import uuid
from collections import deque
from collections.abc import Generator, Iterable
from typing import Any

from fewest.app.status import EXIT_CODES, Status
from fewest.batch.local import LineFn, Result, Task
from fewest.batch.task import BatchSpec, error_result, solve_line_result
from fewest.errors import FewestError, InvalidPuzzleError


class ClusterLost(FewestError):
    """The connection to the Dask scheduler broke during a batch."""


def connect(address: str, timeout: float = 10.0) -> Any:
    """A ``distributed.Client`` for ``address`` (one-line errors when it cannot be)."""
    try:
        from distributed import Client
    except ImportError:
        raise InvalidPuzzleError(
            "--cluster needs Dask distributed: pip install 'fewest[cluster]'"
        ) from None
    try:
        return Client(address, timeout=timeout, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:
        raise InvalidPuzzleError(
            f"cannot reach the Dask scheduler at {address!r}: {exc}"
        ) from None


#: a Dask task aims to take about this long, so that scheduling costs stay small
TASK_SECONDS = 0.25
#: the most lines one task carries
MAX_CHUNK = 64


def solve_chunk(spec: BatchSpec, chunk: list[Task],
                func: LineFn = solve_line_result) -> tuple[list[Result], float]:
    """One Dask task: the results of a few consecutive lines, and the seconds they took."""
    started = time.perf_counter()
    results = [func(spec, number, text) for number, text in chunk]
    return results, time.perf_counter() - started


class _Sizer:
    """How many lines the next task should carry: about :data:`TASK_SECONDS` of
    work, from a moving average of the seconds per line so far (1 at first).

    >>> sizer = _Sizer()
    >>> sizer.size()
    1
    >>> sizer.record(0.5, 100)  # 5 ms a line
    >>> sizer.size()
    50
    """

    def __init__(self) -> None:
        self.per_line: float | None = None

    def record(self, seconds: float, lines: int) -> None:
        now = seconds / max(lines, 1)
        self.per_line = now if self.per_line is None else 0.7 * self.per_line + 0.3 * now

    def size(self) -> int:
        if self.per_line is None:
            return 1
        return max(1, min(MAX_CHUNK, int(TASK_SECONDS / max(self.per_line, 1e-6))))


def run_cluster(spec: BatchSpec, tasks: Iterable[Task], address: str,
                func: LineFn = solve_line_result, *, window: int | None = None,
                ) -> Generator[Result, None, None]:
    """Solve the lines on the Dask cluster at ``address``; results come as they finish.

    Lines travel in chunks sized by :class:`_Sizer` (one line per task at
    first, more once lines prove quick).  A chunk of several lines whose
    worker was lost is split, and each of its lines runs again alone, so
    only the line that kills workers is reported.
    """
    from distributed import as_completed

    client = connect(address)
    try:
        threads = sum(client.nthreads().values()) or 1
        width = window or max(8, 4 * threads)
        tag, serial = uuid.uuid4().hex[:12], itertools.count()
        todo = deque(tasks)
        alone: deque[Task] = deque()
        chunks: dict[str, list[Task]] = {}
        sizer = _Sizer()
        queue = as_completed(loop=client.loop)

        def top_up() -> None:
            while len(chunks) < width and (alone or todo):
                if alone:
                    chunk = [alone.popleft()]
                else:
                    chunk = [todo.popleft() for _ in range(min(sizer.size(), len(todo)))]
                key = f"fewest-{tag}-{next(serial)}"
                fut = client.submit(solve_chunk, spec, chunk, func, key=key, retries=1,
                                    pure=False)
                chunks[fut.key] = chunk
                queue.add(fut)

        top_up()
        for fut in queue:
            chunk = chunks.pop(fut.key)
            if fut.status == "finished":
                results, seconds = fut.result()
                sizer.record(seconds, len(chunk))
                yield from results
            elif fut.status == "error" and len(chunk) > 1:
                alone.extend(chunk)
            else:
                yield _failed(fut, chunk[0][0])
            fut.release()
            top_up()
    finally:
        client.close()


def _failed(fut: Any, number: int) -> Result:
    if fut.status == "error":
        exc = fut.exception()
        what = "worker lost" if type(exc).__name__ == "KilledWorker" else "internal error"
        return error_result(number, f"{what}: {type(exc).__name__}: {exc}",
                            EXIT_CODES[Status.INTERNAL])
    raise ClusterLost(f"lost the Dask scheduler during the batch (line {number} "
                      f"is {fut.status}); rerun with the same --output to resume")
