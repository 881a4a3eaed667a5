"""A bounded pool of worker processes that the event loop drives without blocking.

Each worker is a process with a pipe.  :meth:`WorkerPool.run` takes an idle
worker (waiting, asynchronously, when all are busy), sends it the job and
waits for the reply through the event loop's reader on the pipe, so the loop
never blocks.  A job that overruns its deadline, or whose client goes away,
has its worker killed and replaced; a worker is also recycled after
``max_tasks`` jobs, so memory cannot creep.

>>> import asyncio
>>> async def demo():
...     pool = WorkerPool(1)
...     await pool.start()
...     try:
...         return await pool.run({"kind": "puzzles"}, timeout=60)
...     finally:
...         await pool.close()
>>> status, body = asyncio.run(demo())
>>> status, "sliding" in [p["name"] for p in body["puzzles"]]
(200, True)
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import signal
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass
from multiprocessing.connection import Connection
from typing import Any

Disconnected = Callable[[], Awaitable[bool]]

#: how often a waiting request checks its deadline and its client
POLL_SECONDS = 0.25
#: how long a new worker may take to import everything before it counts as failed
START_SECONDS = 120.0


class PoolError(Exception):
    """Base of the pool's own failures."""


class Overrun(PoolError):
    """The job ran past its deadline; its worker was killed."""


class Cancelled(PoolError):
    """The client went away; the job (and its worker, if it had one) was stopped."""


class WorkerDied(PoolError):
    """The worker process ended without replying."""


class Busy(PoolError):
    """Too many requests are already waiting for a worker."""


@dataclass
class PoolStats:
    """Counters for ``/api/status`` and the tests."""

    size: int = 0
    max_size: int = 0
    live: int = 0
    idle: int = 0
    busy: int = 0
    waiting: int = 0
    completed: int = 0
    overruns: int = 0
    cancelled: int = 0
    died: int = 0
    recycled: int = 0
    retired: int = 0
    started: int = 0


def _worker_main(conn: Connection) -> None:
    """The worker process: import everything, say ready, then answer jobs until told to stop."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the server stops its workers itself
    from fewest.serve import jobs

    jobs.warm()
    conn.send(("ready", os.getpid()))
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        conn.send(jobs.handle(job))


def _context() -> Any:
    methods = multiprocessing.get_all_start_methods()
    if "forkserver" in methods:
        ctx = multiprocessing.get_context("forkserver")
        os.environ["FEWEST_SERVE_WARM"] = "1"  # read by fewest.serve.warmup in the fork server
        ctx.set_forkserver_preload(["fewest.serve.jobs", "fewest.serve.warmup"])
        return ctx
    return multiprocessing.get_context("spawn")


class _Worker:
    def __init__(self, ctx: Any) -> None:
        parent, child = ctx.Pipe()
        self.conn: Connection = parent
        self.process = ctx.Process(target=_worker_main, args=(child,), daemon=True)
        self.process.start()
        child.close()
        self.tasks = 0

    def stop(self, *, kill: bool) -> None:
        """Ask the worker to exit (or kill it) and close our end of the pipe."""
        try:
            if kill:
                self.process.kill()
            else:
                self.conn.send(None)
        except (OSError, ValueError):
            pass
        self.conn.close()


class WorkerPool:
    """``size`` worker processes, growing to ``max_size`` while requests wait.

    When every worker is busy and a request arrives, one more is forked (they
    start warm and quickly), up to ``max_size``; such extra workers retire as
    soon as nobody is waiting.  At most ``max_pending`` requests wait.
    """

    def __init__(self, size: int, *, max_size: int | None = None, max_tasks: int = 500,
                 max_pending: int = 512) -> None:
        self.size = size
        self.max_size = max(size, max_size or size)
        self._starting = 0
        self.max_tasks = max_tasks
        self.max_pending = max_pending
        self.stats = PoolStats(size=size, max_size=self.max_size)
        self._ctx = _context()
        self._idle: asyncio.Queue[_Worker] = asyncio.Queue()
        self._all: set[_Worker] = set()
        self._background: set[asyncio.Task[None]] = set()
        self._closing = False

    async def start(self) -> None:
        """Start the workers; returns once every one of them is ready."""
        self._loop = asyncio.get_running_loop()
        await asyncio.gather(*[self._spawn() for _ in range(self.size)])

    def snapshot(self) -> dict[str, int]:
        """The counters now, as plain JSON."""
        self.stats.idle = self._idle.qsize()
        self.stats.live = len(self._all)
        self.stats.busy = len(self._all) - self.stats.idle
        return asdict(self.stats)

    def worker_pids(self) -> list[int]:
        """The process ids of the live workers."""
        return [w.process.pid for w in self._all if w.process.pid is not None]

    async def run(self, job: dict[str, Any], *, timeout: float,
                  disconnected: Disconnected | None = None) -> Any:
        """The worker's reply to ``job``.

        Raises :class:`Busy` when too many requests wait, :class:`Cancelled`
        when ``disconnected()`` turns true, :class:`Overrun` after ``timeout``
        seconds of work (the worker is killed) and :class:`WorkerDied`.
        """
        if self._closing:
            raise Cancelled("the server is stopping")
        if self.stats.waiting >= self.max_pending:
            raise Busy(f"server busy: {self.stats.waiting} requests are waiting; try again shortly")
        self.stats.waiting += 1
        if (self._idle.empty() and self.stats.waiting > self._starting
                and len(self._all) < self.max_size):
            self._spawn()
        try:
            worker = await self._take(disconnected)
        finally:
            self.stats.waiting -= 1
        if disconnected is not None and await disconnected():
            self._idle.put_nowait(worker)
            self.stats.cancelled += 1
            raise Cancelled("the client went away")
        try:
            worker.conn.send(job)
            reply = self._recv(worker)
        except (OSError, ValueError):
            self._replace(worker, kill=True)
            self.stats.died += 1
            raise WorkerDied("the search process stopped unexpectedly") from None
        deadline = self._loop.time() + timeout
        try:
            while True:
                left = deadline - self._loop.time()
                done, _ = await asyncio.wait({reply}, timeout=max(0.0, min(POLL_SECONDS, left)))
                if done:
                    break
                if self._loop.time() >= deadline:
                    self.stats.overruns += 1
                    raise Overrun(f"the search ran past {timeout:g} s and was stopped")
                if disconnected is not None and await disconnected():
                    self.stats.cancelled += 1
                    raise Cancelled("the client went away")
            result = reply.result()
        except WorkerDied:
            self.stats.died += 1
            self._replace(worker, kill=True)
            raise
        except BaseException:
            reply.cancel()
            self._replace(worker, kill=True)
            raise
        self.stats.completed += 1
        worker.tasks += 1
        if worker.tasks >= self.max_tasks:
            self.stats.recycled += 1
            self._replace(worker, kill=False)
        elif len(self._all) > self.size and self.stats.waiting == 0:
            self.stats.retired += 1  # an extra worker, no longer needed
            self._retire(worker)
        else:
            self._idle.put_nowait(worker)
        return result

    async def close(self) -> None:
        """Stop every worker (those mid-job are killed)."""
        self._closing = True
        idle = set()
        while not self._idle.empty():
            idle.add(self._idle.get_nowait())
        for worker in list(self._all):
            self._remove_reader(worker)
            worker.stop(kill=worker not in idle)
        for task in list(self._background):
            task.cancel()
        procs = [w.process for w in self._all]
        self._all.clear()
        await asyncio.to_thread(_join_all, procs)

    async def _take(self, disconnected: Disconnected | None) -> _Worker:
        getter = asyncio.ensure_future(self._idle.get())
        try:
            while True:
                done, _ = await asyncio.wait({getter}, timeout=POLL_SECONDS)
                if done:
                    return getter.result()
                if self._closing:
                    raise Cancelled("the server is stopping")
                if disconnected is not None and await disconnected():
                    self.stats.cancelled += 1
                    raise Cancelled("the client went away")
        finally:
            # cancelling a queue getter leaves its item in the queue
            if not getter.done():
                getter.cancel()

    def _spawn(self) -> asyncio.Task[None]:
        """Start one worker now (counted at once); it joins the idle queue when ready."""
        worker = _Worker(self._ctx)
        self._all.add(worker)
        self.stats.started += 1
        self._starting += 1
        return self._background_task(self._until_ready(worker))

    async def _until_ready(self, worker: _Worker) -> None:
        reply = self._recv(worker)
        try:
            await asyncio.wait_for(reply, START_SECONDS)
        except (TimeoutError, WorkerDied):
            self._retire(worker, kill=True)
            self.stats.died += 1
            return
        finally:
            self._starting -= 1
        if self._closing:
            return
        self._idle.put_nowait(worker)

    def _retire(self, worker: _Worker, *, kill: bool = False) -> None:
        self._all.discard(worker)
        self._remove_reader(worker)
        worker.stop(kill=kill)
        self._background_task(asyncio.to_thread(worker.process.join, 10))

    def _replace(self, worker: _Worker, *, kill: bool) -> None:
        self._retire(worker, kill=kill)
        if not self._closing and len(self._all) < self.size:
            self._spawn()

    def _background_task(self, coro: Any) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self._background.add(task)
        task.add_done_callback(self._background.discard)
        return task

    def _recv(self, worker: _Worker) -> asyncio.Future[Any]:
        """A future for the worker's next message, read when the pipe is readable."""
        fut: asyncio.Future[Any] = self._loop.create_future()
        fd = worker.conn.fileno()

        def readable() -> None:
            self._loop.remove_reader(fd)
            if fut.done():
                return
            try:
                fut.set_result(worker.conn.recv())
            except (EOFError, OSError):
                fut.set_exception(WorkerDied("the search process stopped unexpectedly"))

        self._loop.add_reader(fd, readable)
        return fut

    def _remove_reader(self, worker: _Worker) -> None:
        with contextlib.suppress(OSError, ValueError):
            self._loop.remove_reader(worker.conn.fileno())


def _join_all(procs: list[Any]) -> None:
    for proc in procs:
        proc.join(5)
        if proc.is_alive():
            proc.kill()
            proc.join(5)
