"""The worker pool: quick jobs stay quick beside long ones; overruns and lost clients kill
their worker, which is replaced; workers are recycled; too many waiting is refused."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import psutil
import pytest

from fewest.serve.pool import Busy, Cancelled, Overrun, WorkerPool

KORF1 = "14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3"  # 57 moves: hours in pure Python


def job(board: str, algorithm: str = "auto", caps: dict[str, Any] | None = None,
        goal: str = "blank-first") -> dict[str, Any]:
    return {"kind": "solve", "puzzle": "sliding", "board": board, "options": {"goal": goal},
            "algorithm": algorithm, "mode": "optimal", "limits": {}, "caps": caps or {}}


LONG = job(KORF1, "python-idastar")  # no cap: only the pool's deadline stops it
QUICK = job("3 1 2 / 4 7 5 / 6 8 0")


def gone(pid: int, within: float = 3.0) -> bool:
    """True once process ``pid`` has ended (killing is asynchronous: allow a moment)."""
    end = time.perf_counter() + within
    while time.perf_counter() < end:
        try:
            if psutil.Process(pid).status() == psutil.STATUS_ZOMBIE:
                return True
        except psutil.NoSuchProcess:
            return True
        time.sleep(0.05)
    return False


def run(coro_fn: Any, size: int, **kw: Any) -> Any:
    async def main() -> Any:
        pool = WorkerPool(size, **kw)
        await pool.start()
        try:
            return await coro_fn(pool)
        finally:
            await pool.close()

    return asyncio.run(main())


def test_a_quick_job_is_answered_while_two_long_ones_run():
    async def scenario(pool: WorkerPool) -> Any:
        capped = job(KORF1, "python-idastar", caps={"max_seconds": 3.0})
        longs = [asyncio.ensure_future(pool.run(capped, timeout=20)) for _ in range(2)]
        await asyncio.sleep(0.5)
        started = time.perf_counter()
        _status, body = await pool.run(QUICK, timeout=20)
        quick = time.perf_counter() - started
        results = await asyncio.gather(*longs)
        return quick, body, results

    quick, body, results = run(scenario, 3)
    assert body["length"] == 4 and quick < 1.0
    assert [r[1]["status"] for r in results] == ["limit", "limit"]
    assert all(r[1]["reason"] == "max_seconds" for r in results)


def test_an_overrun_kills_the_worker_and_the_pool_recovers():
    async def scenario(pool: WorkerPool) -> Any:
        before = set(pool.worker_pids())
        with pytest.raises(Overrun):
            await pool.run(LONG, timeout=1.0)
        _status, body = await pool.run(QUICK, timeout=60)
        return before, set(pool.worker_pids()), pool.snapshot(), body

    before, after, stats, body = run(scenario, 1)
    assert body["length"] == 4
    assert stats["overruns"] == 1 and stats["started"] == 2
    (killed,) = before
    assert killed not in after and gone(killed)


def test_a_client_that_goes_away_cancels_its_search():
    async def scenario(pool: WorkerPool) -> Any:
        (pid,) = pool.worker_pids()
        gone_at = time.perf_counter() + 0.5

        async def disconnected() -> bool:
            return time.perf_counter() > gone_at

        with pytest.raises(Cancelled):
            await pool.run(LONG, timeout=60, disconnected=disconnected)
        stopped = time.perf_counter() - gone_at
        return pid, stopped, pool.snapshot()

    pid, stopped, stats = run(scenario, 1)
    assert stopped < 1.0 and stats["cancelled"] == 1
    assert gone(pid)


def test_workers_are_recycled_after_max_tasks():
    async def scenario(pool: WorkerPool) -> Any:
        pids = []
        for _ in range(3):
            pids.append(pool.worker_pids()[0])
            await pool.run(QUICK, timeout=60)
            while not pool.worker_pids() or pool.snapshot()["idle"] == 0:
                await asyncio.sleep(0.05)
        return pids, pool.snapshot()

    pids, stats = run(scenario, 1, max_tasks=2)
    assert pids[0] == pids[1] != pids[2] and stats["recycled"] >= 1


def test_too_many_waiting_requests_are_refused():
    async def scenario(pool: WorkerPool) -> Any:
        capped = job(KORF1, "python-idastar", caps={"max_seconds": 1.0})
        first = asyncio.ensure_future(pool.run(capped, timeout=20))
        await asyncio.sleep(0.1)
        second = asyncio.ensure_future(pool.run(QUICK, timeout=20))  # waits for the worker
        await asyncio.sleep(0.1)
        with pytest.raises(Busy):
            await pool.run(QUICK, timeout=20)
        return await first, await second

    first, second = run(scenario, 1, max_pending=1)
    assert first[1]["status"] == "limit" and second[1]["length"] == 4


def test_the_pool_grows_while_requests_wait_and_shrinks_after():
    async def scenario(pool: WorkerPool) -> Any:
        capped = job(KORF1, "python-idastar", caps={"max_seconds": 2.0})
        long = asyncio.ensure_future(pool.run(capped, timeout=20))
        await asyncio.sleep(0.3)
        started = time.perf_counter()
        _status, body = await pool.run(QUICK, timeout=20)  # the only worker is busy
        quick = time.perf_counter() - started
        grown = pool.snapshot()["started"]
        await long
        return quick, body, grown, pool.snapshot()

    quick, body, grown, stats = run(scenario, 1, max_size=2)
    assert body["length"] == 4 and quick < 1.5
    assert grown == 2 and stats["retired"] == 1 and stats["live"] == 1
