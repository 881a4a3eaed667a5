"""Killing a batch part-way, through the real console script, then resuming it."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

from tests.batch.helpers import check_sliding, read_results, scrambles, text, write_lines

FEWEST = str(Path(sys.executable).parent / "fewest")
BOARDS = scrambles(10, seed=7, walk=80)  # plain BFS, 12-20 moves: a fraction of a second each


def _start(src: Path, out: Path) -> subprocess.Popen[str]:
    return subprocess.Popen([FEWEST, "solve", "sliding", "--batch", str(src), "--jobs", "2",
                             "--output", str(out)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _wait_for_lines(out: Path, count: int, proc: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and proc.poll() is None:
        if out.exists() and out.read_bytes().count(b"\n") >= count:
            return
        time.sleep(0.02)
    pytest.fail("the batch did not get going")


@pytest.mark.parametrize("sig", [signal.SIGINT,
                                 pytest.param(signal.SIGKILL, marks=pytest.mark.slow)])
def test_killed_batch_resumes_to_one_result_per_line(tmp_path, sig):
    src = write_lines(tmp_path / "in.jsonl",
                      [{"board": text(b), "algorithm": "bfs"} for b in BOARDS])
    out = tmp_path / "out.jsonl"
    proc = _start(src, out)
    _wait_for_lines(out, 2, proc)
    workers = psutil.Process(proc.pid).children(recursive=True)
    proc.send_signal(sig)
    _stdout, err = proc.communicate(timeout=60)
    if sig == signal.SIGINT:
        assert proc.returncode == 130 and "interrupted" in err and "Traceback" not in err
    else:
        assert proc.returncode == -signal.SIGKILL
    _gone, alive = psutil.wait_procs(workers, timeout=20)
    assert alive == []  # no orphan workers
    partial = read_results(out)  # complete lines only
    assert 2 <= len(partial) < len(BOARDS)

    rerun = subprocess.run([FEWEST, "solve", "sliding", "--batch", str(src), "--jobs", "2",
                            "--output", str(out)], capture_output=True, text=True, timeout=120)
    assert rerun.returncode == 0, rerun.stderr
    final = read_results(out)
    assert final[: len(partial)] == partial  # finished results were kept as they were
    assert sorted(r["line"] for r in final) == list(range(1, len(BOARDS) + 1))
    for r in final:
        check_sliding(r, BOARDS[r["line"] - 1])
    printed = [json.loads(x) for x in rerun.stdout.splitlines()]
    assert [r["line"] for r in printed] == list(range(1, len(BOARDS) + 1))
