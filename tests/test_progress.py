"""Searches report through the one ProgressFn; the bar waits before drawing."""

from __future__ import annotations

import io

import pytest

from fewest import progress
from tests.contract.boards import BOARDS, playable


@pytest.mark.parametrize("family", playable())  # an engine search on every searched family
def test_engine_searches_report_through_the_instance_callback(family: str) -> None:
    from fewest.puzzles import get_family

    calls: list[tuple[str, float, float | None]] = []
    inst = get_family(family).parse(str(BOARDS[family]["small"]))
    inst.progress = lambda *report: calls.append(report)
    # breadth-first, or for a family whose moves cost differently, Dijkstra
    inst.solve("bfs" if "bfs" not in inst.family.engine_unsupported else "dijkstra")
    assert calls, "no progress report from a breadth-first search"
    assert all(total is None and "states stored" in what for what, _, total in calls)
    done = [d for _, d, _ in calls]
    assert done == sorted(done)  # expansions only grow
    assert progress.current() is None  # the callback does not leak past the solve


def test_nothing_is_drawn_before_the_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    import rich.progress

    started: list[object] = []
    monkeypatch.setattr(rich.progress.Progress, "start", lambda self: started.append(self))
    monkeypatch.setattr("sys.stderr", io.StringIO())
    with progress.bar(True, delay=3600) as report:
        report("bound 5", 10, None)
    assert started == []
    with progress.bar(True, delay=0) as report:
        report("bound 5", 10, None)
    assert len(started) == 1


def test_live_rate_is_per_iteration_not_over_the_whole_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """IDA* reports each iteration's nodes from zero: the nodes/s figure must not
    fall at each new bound (it used to divide them by the whole elapsed time)."""
    import re

    import rich.progress

    shown: list[str] = []

    class Recorder:
        def __init__(self, *_args: object, **_kwargs: object) -> None: ...
        def start(self) -> None: ...
        def stop(self) -> None: ...
        def add_task(self, _description: str, total: object = None) -> int:
            return 0
        def update(self, _task: int, description: str | None = None, **_kw: object) -> None:
            if description is not None:
                shown.append(description)

    clock = [0.0]
    monkeypatch.setattr(rich.progress, "Progress", Recorder)
    monkeypatch.setattr(progress.time, "monotonic", lambda: clock[0])
    rate = 1_000_000  # nodes per second, steady through three iterations
    with progress.bar(True, delay=0) as report:
        for bound, seconds in ((40, 1.0), (42, 4.0), (44, 10.0)):
            start = clock[0]
            for step in range(1, 11):
                clock[0] = start + seconds * step / 10
                report(f"IDA* bound {bound}", rate * seconds * step / 10, None)
    rates = [float(m.group(1).replace(",", ""))
             for m in map(re.compile(r"([\d,]+) nodes/s").search, shown) if m]
    assert len(rates) >= 20
    assert all(abs(r - rate) <= 0.02 * rate for r in rates[1:]), rates
