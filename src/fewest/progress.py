"""Progress bars for long work, on stderr, quiet when not wanted.

Library code reports progress through a plain callback
``progress(description, done, total)``; :func:`bar` makes one backed by a
rich progress bar, and :func:`silent` one that does nothing.

>>> report = silent()
>>> report("building", 5, 10)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

ProgressFn = Callable[[str, float, "float | None"], None]


def silent() -> ProgressFn:
    """A progress callback that ignores every report."""

    def report(_description: str, _done: float, _total: float | None) -> None:
        return None

    return report


@contextmanager
def bar(enabled: bool = True) -> Iterator[ProgressFn]:
    """A progress callback drawing rich bars on stderr, one per description."""
    if not enabled:
        yield silent()
        return
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TaskID,
        TextColumn,
        TimeElapsedColumn,
    )

    console = Console(stderr=True)
    with Progress(
        TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
        TimeElapsedColumn(), console=console, transient=False,
    ) as progress:
        tasks: dict[str, TaskID] = {}

        def report(description: str, done: float, total: float | None) -> None:
            if description not in tasks:
                tasks[description] = progress.add_task(description, total=total)
            progress.update(tasks[description], completed=done, total=total)

        yield report
