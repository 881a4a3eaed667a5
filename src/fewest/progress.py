"""Progress on stderr: bars for table builds, one live status line for searches.

Library code reports through one callback type, :data:`ProgressFn`:
``progress(description, done, total)``.  A known ``total`` means a bar (a
table build); ``total=None`` means a search's status (``done`` counts nodes
or states).  :func:`bar` draws them with rich on stderr, but only once the
work has run for :data:`DELAY` seconds, so quick solves print nothing.
:func:`silent` ignores every report.

The engine's loops find the callback through :func:`reporting` /
:func:`current`, so no algorithm needs a progress parameter.

>>> report = silent()
>>> report("building", 5, 10)
>>> with reporting(report):
...     current() is report
True
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

ProgressFn = Callable[[str, float, "float | None"], None]

#: Seconds of work before anything is drawn.
DELAY = 2.0
#: Least seconds between two redraws of the status line.
REFRESH = 0.1

_current: ContextVar[ProgressFn | None] = ContextVar("fewest_progress", default=None)


def silent() -> ProgressFn:
    """A progress callback that ignores every report."""

    def report(_description: str, _done: float, _total: float | None) -> None:
        return None

    return report


@contextmanager
def reporting(progress: ProgressFn | None) -> Iterator[None]:
    """Make ``progress`` the callback that :func:`current` returns inside the block."""
    token = _current.set(progress)
    try:
        yield
    finally:
        _current.reset(token)


def current() -> ProgressFn | None:
    """The callback set by the innermost :func:`reporting` block, if any."""
    return _current.get()


def status_text(description: str, done: float, elapsed: float) -> str:
    """The status line: what, how many, how fast, how long.

    >>> status_text("IDA* bound 52", 3_000_000, 2.0)
    'IDA* bound 52: 3,000,000 nodes, 1,500,000 nodes/s, 2.0 s'
    """
    rate = done / elapsed if elapsed > 0 else 0.0
    return f"{description}: {done:,.0f} nodes, {rate:,.0f} nodes/s, {elapsed:.1f} s"


@contextmanager
def bar(enabled: bool = True, *, delay: float = DELAY) -> Iterator[ProgressFn]:
    """A callback drawing on stderr after ``delay`` seconds: bars, or one status line."""
    if not enabled:
        yield silent()
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        ProgressColumn,
        Task,
        TaskID,
        TextColumn,
        TimeElapsedColumn,
    )
    from rich.text import Text

    class BarsOnly(ProgressColumn):
        """Draws its inner column for bars (known total), nothing for the status line."""

        def __init__(self, inner: ProgressColumn) -> None:
            super().__init__()
            self.inner = inner

        def render(self, task: Task) -> Any:
            return Text("") if task.total is None else self.inner.render(task)

    started = time.monotonic()
    state: dict[str, Any] = {"progress": None, "status": None, "drawn": 0.0}
    tasks: dict[str, TaskID] = {}

    def report(description: str, done: float, total: float | None) -> None:
        now = time.monotonic()
        if now - started < delay:
            return
        progress = state["progress"]
        if progress is None:
            progress = Progress(TextColumn("{task.description}"), BarsOnly(BarColumn()),
                                BarsOnly(MofNCompleteColumn()), BarsOnly(TimeElapsedColumn()),
                                console=Console(stderr=True), transient=True)
            progress.start()
            state["progress"] = progress
        if total is None:
            if now - state["drawn"] < REFRESH:
                return
            state["drawn"] = now
            text = status_text(description, done, now - started)
            if state["status"] is None:
                state["status"] = progress.add_task(text, total=None)
            progress.update(state["status"], description=text)
            return
        if description not in tasks:
            tasks[description] = progress.add_task(description, total=total)
        progress.update(tasks[description], completed=done, total=total)

    try:
        yield report
    finally:
        if state["progress"] is not None:
            state["progress"].stop()
