"""Building the default tables in the background while ``fewest serve`` answers.

On a new machine the 15-puzzle's pattern databases and duplicate-pruning
table are not built, and a build (about 18 s) does not fit in the server's
time cap, so every hard 15-puzzle would answer "limit".  :class:`TableBuilds`
builds what ``settings.build_tables`` names (``"PUZZLE SIZE"`` items, by
default :data:`DEFAULT_TABLES` for ``fewest serve``, none in tests) through
each family's :meth:`~fewest.puzzles.base.Family.prebuild`, in one child
process (a build holds the interpreter for seconds, which the event loop
must not wait on), one item after another.  The child reports progress on a
queue that a thread of the server reads; :meth:`TableBuilds.snapshot` is
what ``GET /api/status`` shows under ``"tables"``.  While the child runs the
server holds the cache's :data:`~fewest.cache.BACKGROUND` lock, so a solve
under the server's time cap that would need those tables answers at once
("being built by another process") instead of waiting on a table's lock.  The tables land in the
cache folder (atomic files under the cache's build lock), so the worker
processes read them from their next solve on: the searches answer from the
tables once they are ready.

>>> TableBuilds(()).snapshot()
{'state': 'off', 'items': []}
>>> TableBuilds(("sliding 3x3",)).snapshot()["items"][0]["state"]
'waiting'
"""

from __future__ import annotations

import multiprocessing
import queue
import threading
import time
from collections.abc import Sequence
from typing import Any

from fewest.errors import InvalidPuzzleError

#: What ``fewest serve`` builds at start-up: the tables a 15-puzzle's ``auto`` reads.
DEFAULT_TABLES = ("sliding 4x4",)
#: Least seconds between two progress messages from the child.
REPORT_EVERY = 0.2


def parse_item(item: str) -> tuple[str, str]:
    """``"sliding 4x4"`` -> ``("sliding", "4x4")``, refused in one line otherwise.

    >>> parse_item("sliding 4x4")
    ('sliding', '4x4')
    >>> parse_item("4x4")
    Traceback (most recent call last):
    fewest.errors.InvalidPuzzleError: a table build is 'PUZZLE SIZE' (as `fewest tables build`), \
got '4x4'
    """
    parts = item.split() if isinstance(item, str) else []
    if len(parts) != 2:
        raise InvalidPuzzleError(
            f"a table build is 'PUZZLE SIZE' (as `fewest tables build`), got {item!r}")
    return parts[0], parts[1]


def _build_all(items: list[tuple[str, str]], out: Any) -> None:
    """The child process: build each item in turn, reporting on ``out``."""
    from fewest.puzzles import get_family
    from fewest.puzzles.options import make_options

    for index, (puzzle, size) in enumerate(items):
        last = [0.0]

        def report(description: str, done: float, total: float | None,
                   index: int = index, last: list[float] = last) -> None:
            now = time.monotonic()
            if now - last[0] >= REPORT_EVERY or (total is not None and done >= total):
                last[0] = now
                out.put(("progress", index, description, done, total))

        out.put(("building", index))
        try:
            names = get_family(puzzle).prebuild(size, make_options(), report)
        except Exception as exc:  # reported on /api/status; the server goes on without
            out.put(("failed", index, f"{type(exc).__name__}: {exc}"))
            continue
        out.put(("ready", index, list(names)))


class TableBuilds:
    """The background builds of ``items`` (``"PUZZLE SIZE"`` each) and their progress."""

    def __init__(self, items: Sequence[str]) -> None:
        self.items = [parse_item(item) for item in items]
        self.guard = threading.Lock()
        self.state: list[dict[str, Any]] = [
            {"puzzle": p, "size": s, "state": "waiting", "step": None, "done": None,
             "total": None, "reports": 0, "seconds": None, "names": [], "error": None}
            for p, s in self.items]
        self.process: Any = None
        self.thread: threading.Thread | None = None
        self.stopping = threading.Event()
        self.started = 0.0
        self.lock: Any = None

    def start(self) -> None:
        """Start the child process and the thread that follows it (nothing to build: no-op)."""
        if not self.items or self.thread is not None:
            return
        from fewest import cache

        self.lock = cache.background_lock()  # held until the child ends: solves under a
        self.lock.acquire()  # time cap answer at once instead of waiting on a table's lock
        context = multiprocessing.get_context("spawn")
        messages = context.Queue()
        self.process = context.Process(target=_build_all, args=(self.items, messages),
                                       name="fewest-tables", daemon=True)
        self.started = time.monotonic()
        self.process.start()
        self.thread = threading.Thread(target=self._follow, args=(messages,),
                                       name="fewest-tables", daemon=True)
        self.thread.start()

    def _follow(self, messages: Any) -> None:
        try:
            while not self.stopping.is_set():
                try:
                    message = messages.get(timeout=0.2)
                except queue.Empty:
                    if self.process is not None and not self.process.is_alive():
                        self._child_gone()
                        return
                    continue
                self._apply(message)
        finally:
            self.lock.release()

    def _apply(self, message: tuple[Any, ...]) -> None:
        kind, index, *rest = message
        with self.guard:
            item = self.state[index]
            if kind == "building":
                item["state"], item["begun"] = "building", time.monotonic()
            elif kind == "progress":
                item["step"], item["done"], item["total"] = rest
                item["reports"] += 1
            else:
                item["state"] = kind
                item["names" if kind == "ready" else "error"] = rest[0]
                item["seconds"] = round(time.monotonic() - item.pop("begun", self.started), 1)

    def _child_gone(self) -> None:
        """The child ended: anything it did not finish has failed (killed, out of memory)."""
        with self.guard:
            for item in self.state:
                if item["state"] in ("waiting", "building"):
                    item["state"] = "failed"
                    item["error"] = f"the build process ended (exit {self.process.exitcode})"

    def snapshot(self) -> dict[str, Any]:
        """``{"state": off | building | ready | failed, "items": [...]}`` for ``/api/status``."""
        with self.guard:
            items = [{k: v for k, v in item.items() if k != "begun"} for item in self.state]
        states = {item["state"] for item in items}
        if not items:
            overall = "off"
        elif states & {"waiting", "building"}:
            overall = "building"
        else:
            overall = "failed" if "failed" in states else "ready"
        return {"state": overall, "items": items}

    def stop(self) -> None:
        """Stop following and end the child if it is still building (nothing half-written
        stays: the cache writes each table atomically)."""
        self.stopping.set()
        if self.process is not None and self.process.is_alive():
            self.process.terminate()
            self.process.join(timeout=5)
        if self.thread is not None:
            self.thread.join(timeout=5)
