"""The real console script: exit codes seen by a shell, and Ctrl+C."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

FEWEST = str(Path(sys.executable).parent / "fewest")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([FEWEST, *args], capture_output=True, text=True, timeout=120)


def test_exit_codes_through_the_console_script():
    assert run("solve", "sliding", "1 0 3 / 4 2 5 / 7 8 6", "-f", "number").returncode == 0
    unreachable = run("solve", "sliding", "3 6 0 / 8 1 2 / 7 4 5", "-f", "number")
    assert unreachable.returncode == 1 and unreachable.stdout.strip() == "-1"
    bad = run("solve", "sliding", "1 2 3 / 4 5 6 / 7 8 8")
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert run("solve", "sliding", "1 2 / 3 0", "--no-such-option").returncode == 2
    limit = run("solve", "sliding", "8 6 7 / 2 5 4 / 3 0 1", "-a", "bfs", "--max-expansions", "10")
    assert limit.returncode == 3


def test_ctrl_c_stops_cleanly_with_130():
    # a 5x5 BFS that would run for a very long time
    board = "24 23 22 21 20 / 19 18 17 16 15 / 14 13 12 11 10 / 9 8 7 6 5 / 4 3 2 1 0"
    proc = subprocess.Popen([FEWEST, "solve", "sliding", board, "-a", "bfs"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(2.0)
    proc.send_signal(signal.SIGINT)
    _out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130
    assert "interrupted" in err and "Traceback" not in err
