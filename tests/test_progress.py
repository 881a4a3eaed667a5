"""Searches report through the one ProgressFn; the bar waits before drawing."""

from __future__ import annotations

import io

import pytest

from fewest import progress
from fewest.puzzles import families
from tests.contract.boards import BOARDS


@pytest.mark.parametrize("family", [f.name for f in families()])
def test_engine_searches_report_through_the_instance_callback(family: str) -> None:
    from fewest.puzzles import get_family

    calls: list[tuple[str, float, float | None]] = []
    inst = get_family(family).parse(str(BOARDS[family]["small"]))
    inst.progress = lambda *report: calls.append(report)
    inst.solve("bfs")
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
