"""Ctrl-C (and SIGTERM) during ``fewest check``: every program dies, exit 130, nothing left."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

from tests.check.helpers import script, target

FEWEST = str(Path(sys.executable).parent / "fewest")


def running(parent: psutil.Process, word: str) -> list[psutil.Process]:
    """The live descendants of ``parent`` whose command line holds ``word``."""
    found = []
    for p in parent.children(recursive=True):
        try:
            if word in " ".join(p.cmdline()):
                found.append(p)
        except psutil.NoSuchProcess:  # a --function probe that has just finished
            continue
    return found


def pythons(processes: list[psutil.Process]) -> int:
    """How many of ``processes`` are Python (the programs, not their shells)."""
    count = 0
    for p in processes:
        try:
            count += p.name().startswith("python")
        except psutil.NoSuchProcess:
            continue
    return count


@pytest.mark.parametrize(("harness", "where", "sig"), [
    ("--run", script("sleep_forever.py"), signal.SIGINT),
    ("--function", target("sleep_forever.py", "solution"), signal.SIGTERM),
], ids=["run-SIGINT", "function-SIGTERM"])
def test_interrupt_kills_every_program(tmp_path: Path, harness: str, where: str,
                                       sig: signal.Signals) -> None:
    env = {**os.environ, "TMPDIR": str(tmp_path)}
    proc = subprocess.Popen([FEWEST, "check", "sliding", harness, where, "--timeout", "300",
                             "--jobs", "2"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        me = psutil.Process(proc.pid)
        deadline = time.monotonic() + 60
        programs: list[psutil.Process] = []
        while pythons(programs) < 2 and time.monotonic() < deadline:  # both jobs started
            programs = running(me, "sleep_forever")
            time.sleep(0.05)
        assert pythons(programs) == 2
        started = time.monotonic()
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    assert time.monotonic() - started < 15
    assert proc.returncode == 130, err
    assert err.strip().splitlines()[-1] == "interrupted: every program was stopped"
    _, alive = psutil.wait_procs(programs, timeout=5)
    assert alive == []
    assert list(tmp_path.iterdir()) == []  # the sandbox's temporary folder is gone
