"""Running batch lines on a Dask distributed cluster (the optional ``cluster`` extra).

Each line is one Dask task: the pure function
:func:`~fewest.batch.task.solve_line_result` of plain data (the shared
:class:`~fewest.batch.task.BatchSpec`, the line number, the line's text),
returning a plain JSON object.  Every worker needs ``fewest`` installed; it
builds or maps its tables from its own cache folder (see :mod:`fewest.cache`).

Failures, line by line:

* a task that raises is run again once (Dask's ``retries=1``);
* a worker that dies mid-line: the scheduler runs the line again on another
  worker, up to its ``distributed.scheduler.allowed-failures`` setting
  (Dask's default 3; ``DASK_DISTRIBUTED__SCHEDULER__ALLOWED_FAILURES=1``
  on the scheduler makes it exactly one retry), then gives up with
  ``KilledWorker``, and the line is reported with an ``error`` field;
* losing the scheduler itself stops the batch with exit code 4 and writes
  nothing for the unfinished lines, so a rerun with ``--output`` resumes.

A small window of lines is in flight at a time (four per worker thread), so
a huge batch does not flood the scheduler.
"""

from __future__ import annotations

import uuid
from collections.abc import Generator, Iterable
from typing import Any

from fewest.batch.local import LineFn, Result, Task
from fewest.batch.task import BatchSpec, error_result, solve_line_result
from fewest.cli import exit_codes
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


def run_cluster(spec: BatchSpec, tasks: Iterable[Task], address: str,
                func: LineFn = solve_line_result, *, window: int | None = None,
                ) -> Generator[Result, None, None]:
    """Solve the lines on the Dask cluster at ``address``; results come as they finish."""
    from distributed import as_completed

    client = connect(address)
    try:
        threads = sum(client.nthreads().values()) or 1
        width = window or max(8, 4 * threads)
        tag = uuid.uuid4().hex[:12]
        todo = iter(tasks)
        lines: dict[str, int] = {}
        queue = as_completed(loop=client.loop)

        def submit(task: Task) -> None:
            number, text = task
            fut = client.submit(func, spec, number, text, key=f"fewest-{tag}-{number}",
                                retries=1, pure=False)
            lines[fut.key] = number
            queue.add(fut)

        for _ in range(width):
            task = next(todo, None)
            if task is None:
                break
            submit(task)
        for fut in queue:
            number = lines.pop(fut.key)
            yield _result(fut, number)
            fut.release()
            task = next(todo, None)
            if task is not None:
                submit(task)
    finally:
        client.close()


def _result(fut: Any, number: int) -> Result:
    if fut.status == "finished":
        result: Result = fut.result()
        return result
    if fut.status == "error":
        exc = fut.exception()
        what = "worker lost" if type(exc).__name__ == "KilledWorker" else "internal error"
        return error_result(number, f"{what}: {type(exc).__name__}: {exc}", exit_codes.INTERNAL)
    raise ClusterLost(f"lost the Dask scheduler during the batch (line {number} "
                      f"is {fut.status}); rerun with the same --output to resume")
