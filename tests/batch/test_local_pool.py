"""The local process pool: every line once, even when a worker process dies."""

from __future__ import annotations

import io
import json

import pytest

from fewest.batch.local import run_pool
from fewest.batch.run import progress_bar
from fewest.batch.task import BatchSpec
from tests.batch.helpers import check_sliding, crash_on_line_two, scrambles, text

BOARDS = scrambles(6, seed=3)
TASKS = [(n, json.dumps({"board": text(b)})) for n, b in enumerate(BOARDS, start=1)]


@pytest.mark.slow
def test_a_line_that_kills_its_worker_is_retried_once_then_reported():
    results = list(run_pool(BatchSpec("sliding"), TASKS, 2, crash_on_line_two))
    assert sorted(r["line"] for r in results) == list(range(1, len(BOARDS) + 1))
    for r in results:
        if r["line"] == 2:
            assert r["exit"] == 4 and "died while solving this line (2 tries)" in r["error"]
        else:
            check_sliding(r, BOARDS[r["line"] - 1])


def test_progress_bar_counts_lines_with_rate_and_eta(monkeypatch):
    sink = io.StringIO()
    import rich.console

    real = rich.console.Console
    monkeypatch.setattr(rich.console, "Console",
                        lambda **kw: real(file=sink, force_terminal=True, width=120))
    with progress_bar(True, total=4, done=1) as advance:
        for _ in range(3):
            advance()
    shown = sink.getvalue()
    assert "4/4" in shown and "lines/s" in shown and "ETA" in shown
