"""The sandbox: deadlines, caps, process groups killed whole, temporary files removed."""

from __future__ import annotations

import sys
import threading
import time
import uuid

import pytest

from fewest.check.runner import Sandbox, Stopped
from fewest.check.verdict import process_verdict
from tests.check.helpers import survivors

SPAWN = ("import subprocess, sys, time; "
         "subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(300)', sys.argv[1]]); "
         "print('started', flush=True); time.sleep(300)")


def test_stdin_goes_in_and_stdout_comes_back() -> None:
    with Sandbox(timeout=20) as box:
        res = box.run([sys.executable, "-c", "import sys; print(sys.stdin.read()[::-1])"], "abc")
    assert (res.stdout, res.exit_code, res.timed_out) == ("cba\n", 0, False)


def test_timeout_kills_the_whole_group() -> None:
    marker = f"fewest-runner-test-{uuid.uuid4().hex}"
    with Sandbox(timeout=2) as box:
        res = box.run([sys.executable, "-c", SPAWN, marker], "")
        assert box.running() == []
    assert res.timed_out and res.seconds < 10
    assert process_verdict(res, timeout=2, memory=0).kind == "time-limit"
    time.sleep(0.2)
    assert survivors(marker) == []


def test_temporary_files_are_removed() -> None:
    box = Sandbox(timeout=20)
    box.run(["/bin/sh", "-c", "cat; echo err >&2"], "x\n")
    assert list(box.folder.iterdir()) == []
    box.close()
    assert not box.folder.exists()


def test_exit_status_and_last_stderr_line() -> None:
    with Sandbox(timeout=20) as box:
        res = box.run(["/bin/sh", "-c", "echo first >&2; echo 'the last one' >&2; exit 3"], "")
    verdict = process_verdict(res, timeout=20, memory=0)
    assert (verdict.kind, verdict.message) == ("runtime-error", "exit status 3: the last one")


def test_a_signal_is_named() -> None:
    with Sandbox(timeout=20) as box:
        res = box.run(["/bin/sh", "-c", "kill -SEGV $$"], "")
    assert res.exit_code == -11
    assert process_verdict(res, timeout=20, memory=0).message == "killed by SIGSEGV"


def test_memory_cap() -> None:
    grab = "chunks = []\nwhile True:\n    chunks.append(bytearray(2**24))"
    with Sandbox(timeout=20, memory=128 * 2**20) as box:
        res = box.run([sys.executable, "-c", grab], "")
    verdict = process_verdict(res, timeout=20, memory=128 * 2**20)
    assert verdict.kind == "memory" and "128 MiB" in verdict.message


def test_output_cap() -> None:
    with Sandbox(timeout=20, output_cap=2**20) as box:
        res = box.run(["/bin/sh", "-c", "yes"], "")
    verdict = process_verdict(res, timeout=20, memory=0, output_cap=2**20)
    assert verdict.kind == "bad-output" and "output" in verdict.message
    assert len(res.stdout) <= 2**20


def test_stop_kills_running_programs_and_refuses_new_ones() -> None:
    marker = f"fewest-runner-test-{uuid.uuid4().hex}"
    box = Sandbox(timeout=300)
    results = []
    thread = threading.Thread(target=lambda: results.append(
        box.run([sys.executable, "-c", SPAWN, marker], "")))
    thread.start()
    while not survivors(marker):
        time.sleep(0.05)
    started = time.monotonic()
    box.stop()
    thread.join(30)
    assert time.monotonic() - started < 10 and results and not results[0].timed_out
    with pytest.raises(Stopped):
        box.run(["/bin/true"], "")
    box.close()
    time.sleep(0.2)
    assert survivors(marker) == []
