"""Batches on a real Dask cluster: a scheduler and two worker processes on loopback."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

distributed = pytest.importorskip("distributed")

from typer.testing import CliRunner  # noqa: E402

from fewest.batch import cluster as cluster_module  # noqa: E402
from fewest.batch.cluster import run_cluster  # noqa: E402
from fewest.batch.task import BatchSpec  # noqa: E402
from fewest.cli.app import app  # noqa: E402
from tests.batch.helpers import (  # noqa: E402
    check_sliding,
    comparable,
    crash_on_line_two,
    read_results,
    scrambles,
    text,
    write_lines,
)

FEWEST = str(Path(sys.executable).parent / "fewest")
BOARDS = scrambles(8, seed=7, walk=80)


@pytest.fixture(scope="module")
def cluster():
    import dask

    # one line per worker at a time, and a line is rerun once after its worker dies
    settings = {"distributed.scheduler.allowed-failures": 1,
                "distributed.scheduler.worker-saturation": 1.0}
    with (dask.config.set(settings),
          distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                   host="127.0.0.1", dashboard_address=":0") as lc,
          distributed.Client(lc) as client):
        yield lc.scheduler_address, client


def _lines(tmp_path, algorithm=None):
    items = [{"board": text(b)} | ({"algorithm": algorithm} if algorithm else {})
             for b in BOARDS]
    items.insert(2, "not json")
    return write_lines(tmp_path / "in.jsonl", items)


def test_cluster_results_equal_the_serial_run(tmp_path, cluster):
    address, _client = cluster
    src = _lines(tmp_path)
    runner = CliRunner()
    serial = runner.invoke(app, ["solve", "sliding", "--batch", str(src)])
    remote = runner.invoke(app, ["solve", "sliding", "--batch", str(src), "--cluster", address,
                                 "--output", str(tmp_path / "out.jsonl")])
    assert remote.exit_code == serial.exit_code == 2, remote.stderr
    one = [comparable(json.loads(x)) for x in serial.stdout.splitlines()]
    many = [comparable(json.loads(x)) for x in remote.stdout.splitlines()]
    assert many == one and [r["line"] for r in many] == list(range(1, len(BOARDS) + 2))
    stored = read_results(tmp_path / "out.jsonl")
    assert sorted(comparable(r)["line"] for r in stored) == [r["line"] for r in one]


@pytest.mark.slow
def test_a_line_that_kills_its_worker_every_time_is_reported(cluster, monkeypatch):
    address, client = cluster
    # three lines a task: line 2's task fails, then its lines run alone
    monkeypatch.setattr(cluster_module._Sizer, "size", lambda _self: 3)
    tasks = [(n, json.dumps({"board": text(b)})) for n, b in enumerate(BOARDS[:4], start=1)]
    results = list(run_cluster(BatchSpec("sliding"), tasks, address, func=crash_on_line_two))
    assert sorted(r["line"] for r in results) == [1, 2, 3, 4]
    for r in results:
        if r["line"] == 2:
            assert r["exit"] == 4 and r["error"].startswith("worker lost: KilledWorker")
        else:
            check_sliding(r, BOARDS[r["line"] - 1])
    client.wait_for_workers(2, timeout=60)


@pytest.mark.slow
def test_killing_a_worker_mid_batch_loses_and_duplicates_nothing(tmp_path, cluster):
    address, client = cluster
    client.wait_for_workers(2, timeout=60)
    src = _lines(tmp_path, algorithm="bfs")
    out = tmp_path / "out.jsonl"
    proc = subprocess.Popen([FEWEST, "solve", "sliding", "--batch", str(src), "--cluster",
                             address, "--output", str(out)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 90
    while not (out.exists() and out.read_bytes().count(b"\n") >= 3):
        assert time.monotonic() < deadline and proc.poll() is None
        time.sleep(0.02)
    pids = client.run(os.getpid)
    os.kill(next(iter(pids.values())), signal.SIGKILL)
    _stdout, err = proc.communicate(timeout=120)
    assert proc.returncode == 2, err  # the one bad line
    results = read_results(out)
    assert sorted(r["line"] for r in results) == list(range(1, len(BOARDS) + 2))
    for r in results:
        if r["line"] == 3:
            assert r["exit"] == 2
        else:
            check_sliding(r, BOARDS[r["line"] - 1 - (r["line"] > 3)])
