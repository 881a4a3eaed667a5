"""Progress on stderr: bars for table builds, one live status line for searches.

Library code reports through one callback type, :data:`ProgressFn`:
``progress(description, done, total)``.  A known ``total`` means a bar (a
table build); ``total=None`` means a search's status (``done`` counts nodes
or states).  :func:`bar` draws them with rich on stderr, but only once the
work has run for :data:`DELAY` seconds, so quick solves print nothing.
:func:`silent` ignores every report.

The engine's loops find the callback through :func:`reporting` /
:func:`current`, so no algorithm needs a progress parameter.

A method that decides only while it runs to build a table (``auto`` on a
15-puzzle, when a quick search did not finish) says so through
:func:`notice`: one line on stderr, or to the sink a front end installs with
:func:`noticing`.

Set-up is not search: table loads and builds (:func:`setting_up`) and numba's
first-use compiles (reported by :mod:`fewest.kernels.compiling` through
:func:`compile_started` / :func:`compile_ended`) add to :func:`setup_seconds`,
which a search's stats leave out.  A front end that wants a status line while
a family's kernels compile for the first time asks for it with
:func:`announcing_compiles`.

>>> report = silent()
>>> report("building", 5, 10)
>>> with reporting(report):
...     current() is report
True
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

ProgressFn = Callable[[str, float, "float | None"], None]

#: Seconds of work before anything is drawn.
DELAY = 2.0
#: Least seconds between two redraws of the status line.
REFRESH = 0.1
#: Seconds of recent reports the live nodes/s figure is taken over.
WINDOW = 3.0

_current: ContextVar[ProgressFn | None] = ContextVar("fewest_progress", default=None)
_notices: ContextVar[Callable[[str], None] | None] = ContextVar("fewest_notices", default=None)


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


def notice(line: str) -> None:
    """Tell the user ``line`` now (a first-use build that is starting, say): to the
    sink of the innermost :func:`noticing` block, else on stderr.

    >>> seen = []
    >>> with noticing(seen.append):
    ...     notice("building the table")
    >>> seen
    ['building the table']
    """
    sink = _notices.get()
    if sink is not None:
        sink(line)
        return
    import sys

    print(line, file=sys.stderr, flush=True)


@contextmanager
def noticing(sink: Callable[[str], None]) -> Iterator[None]:
    """Send every :func:`notice` inside the block to ``sink`` instead of stderr."""
    token = _notices.set(sink)
    try:
        yield
    finally:
        _notices.reset(token)


class _SetupClock(threading.local):
    """Per thread: seconds spent setting up, and the nesting of set-up blocks."""

    def __init__(self) -> None:
        self.total = 0.0
        self.depth = 0
        self.since = 0.0


_setup = _SetupClock()
_compiling: ContextVar[str | None] = ContextVar("fewest_compiling", default=None)
_announce: ContextVar[bool] = ContextVar("fewest_announce_compiles", default=False)
_announced: set[str] = set()


def setup_seconds() -> float:
    """Seconds this thread has spent loading or building tables and compiling
    kernels (a block still running counts up to now).

    >>> before = setup_seconds()
    >>> with setting_up():
    ...     with setting_up():  # nested blocks count once
    ...         time.sleep(0.01)
    >>> 0.01 <= setup_seconds() - before < 1
    True
    """
    total = _setup.total
    if _setup.depth > 0:
        total += time.perf_counter() - _setup.since
    return total


def begin_setup() -> None:
    """Start a set-up interval (nested intervals count once)."""
    if _setup.depth == 0:
        _setup.since = time.perf_counter()
    _setup.depth += 1


def end_setup() -> None:
    """End the interval :func:`begin_setup` started."""
    if _setup.depth == 0:
        return
    _setup.depth -= 1
    if _setup.depth == 0:
        _setup.total += time.perf_counter() - _setup.since


def search_mark() -> float:
    """A mark for :func:`search_since`: now, less the set-up time so far.

    >>> mark = search_mark()
    >>> with setting_up():
    ...     time.sleep(0.02)
    >>> search_since(mark) < 0.02
    True
    """
    return time.perf_counter() - setup_seconds()


def search_since(mark: float) -> float:
    """Seconds since :func:`search_mark` gave ``mark``, set-up (a table load, a kernel
    compile) left out: the time an iteration of a search really searched."""
    return max(time.perf_counter() - setup_seconds() - mark, 0.0)


@contextmanager
def setting_up() -> Iterator[None]:
    """Count the block as set-up (a table load or build), not search."""
    begin_setup()
    try:
        yield
    finally:
        end_setup()


@contextmanager
def compiling(what: str) -> Iterator[None]:
    """Name what a kernel compile inside the block is for (``"the pancake kernels"``)."""
    token = _compiling.set(what)
    try:
        yield
    finally:
        _compiling.reset(token)


@contextmanager
def announcing_compiles(enabled: bool = True) -> Iterator[None]:
    """Inside the block, a first-use compile says so in one :func:`notice` line."""
    token = _announce.set(enabled)
    try:
        yield
    finally:
        _announce.reset(token)


def compile_started() -> None:
    """A kernel compile starts (called by :mod:`fewest.kernels.compiling`): set-up
    time, and one status line the first time per process when a front end asked
    for it.

    >>> seen = []
    >>> with noticing(seen.append), announcing_compiles(), compiling("the toy kernels"):
    ...     compile_started(); compile_ended(); compile_started(); compile_ended()
    >>> seen
    ['compiling the toy kernels (first use only: numba caches them for later runs)']
    """
    begin_setup()
    what = _compiling.get()
    if what is not None and _announce.get() and what not in _announced:
        _announced.add(what)
        notice(f"compiling {what} (first use only: numba caches them for later runs)")


def compile_ended() -> None:
    """The compile :func:`compile_started` reported has ended."""
    end_setup()


def status_text(description: str, done: float, elapsed: float,
                rate: float | None = None) -> str:
    """The status line: what, how many, how fast (``rate``; by default ``done`` over
    ``elapsed``), how long.

    >>> status_text("IDA* bound 52", 3_000_000, 2.0)
    'IDA* bound 52: 3,000,000 nodes, 1,500,000 nodes/s, 2.0 s'
    """
    if rate is None:
        rate = done / elapsed if elapsed > 0 else 0.0
    return f"{description}: {done:,.0f} nodes, {rate:,.0f} nodes/s, {elapsed:.1f} s"


class Rate:
    """Nodes per second over the last :data:`WINDOW` seconds of one search phase.

    A phase is the text of a report before its first comma (``"IDA* bound 52"``).
    A new phase, or a count lower than the last one (IDA* counts each
    iteration's nodes from zero), starts a new window; until the window holds
    two reports the last rate stands.  So the figure no longer drops at each
    new bound, as a count over the whole elapsed time did.

    >>> r = Rate()
    >>> r.update("IDA* bound 50", 0, 0.0), r.update("IDA* bound 50", 2_000_000, 1.0)
    (0.0, 2000000.0)
    >>> r.update("IDA* bound 52", 500_000, 1.5), round(r.update("IDA* bound 52", 2_500_000, 2.5))
    (2000000.0, 2000000)
    """

    def __init__(self, window: float = WINDOW) -> None:
        self.window = window
        self.phase: str | None = None
        self.samples: deque[tuple[float, float]] = deque()
        self.rate = 0.0

    def update(self, description: str, done: float, now: float) -> float:
        """Record the report ``(description, done)`` made at ``now``; the rate."""
        phase = description.split(",")[0]
        if phase != self.phase or (self.samples and done < self.samples[-1][1]):
            self.phase = phase
            self.samples.clear()
        self.samples.append((now, done))
        while len(self.samples) > 2 and now - self.samples[1][0] >= self.window:
            self.samples.popleft()
        then, before = self.samples[0]
        if now > then:
            self.rate = (done - before) / (now - then)
        return self.rate


@contextmanager
def bar(enabled: bool = True, *, delay: float = DELAY,
        words: Callable[[str], str] | None = None) -> Iterator[ProgressFn]:
    """A callback drawing on stderr after ``delay`` seconds: bars, or one status line;
    ``words`` says each line in the command's language (the CLI's Korean)."""
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
    rate = Rate()

    def report(description: str, done: float, total: float | None) -> None:
        now = time.monotonic()
        if total is None:
            rate.update(description, done, now)
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
            text = status_text(description, done, now - started, rate.rate)
            if words is not None:
                text = words(text)
            if state["status"] is None:
                state["status"] = progress.add_task(text, total=None)
            progress.update(state["status"], description=text)
            return
        if description not in tasks:
            tasks[description] = progress.add_task(
                description if words is None else words(description), total=total)
        progress.update(tasks[description], completed=done, total=total)

    try:
        yield report
    finally:
        if state["progress"] is not None:
            state["progress"].stop()
