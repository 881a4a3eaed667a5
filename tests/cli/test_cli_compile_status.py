"""First-use compiles say so, and their time stays out of a search's stats (issue 32, item 5).

A Hanoi board, ``analyze pancake 8`` or a 6x6 card board once took 10-19 s on
a fresh clone with nothing printed, and Korf #1 on an empty cache reported
"9,258 nodes/s": the compile was counted as search.
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

import fewest.progress
from fewest.cli import app as cli_app
from fewest.problem import SearchStats, Solution
from fewest.puzzles import get_family

runner = CliRunner()
STACK = "8 3 11 1 6 12 2 9 4 10 5 7"
FEWEST = str(Path(sys.executable).parent / "fewest")


def _with_run(monkeypatch: pytest.MonkeyPatch, name: str, run: Any) -> None:
    """Make the pancake family's method ``name`` run ``run(real_run, instance, limits)``."""
    family = get_family("pancake")
    methods = []
    for m in family.methods:
        if m.name == name:
            real = m.run
            m = dataclasses.replace(m, run=lambda inst, lim, real=real: run(real, inst, lim))
        methods.append(m)
    monkeypatch.setattr(family, "methods", tuple(methods))


def _fresh_compile(real: Any, instance: Any, limits: Any) -> Solution[Any]:
    from numba import njit

    @njit(cache=False)
    def twice(x: int) -> int:  # a new function: numba compiles it, whatever its caches hold
        return 2 * x

    assert twice(21) == 42
    result: Solution[Any] = real(instance, limits)
    return result


def test_a_first_use_compile_shows_a_status_line_on_a_terminal(
        monkeypatch: pytest.MonkeyPatch) -> None:
    _with_run(monkeypatch, "gap-idastar", _fresh_compile)
    monkeypatch.setattr(fewest.progress, "_announced", set())
    monkeypatch.setattr(cli_app, "_terminal", lambda: True)
    result = runner.invoke(cli_app.app, ["solve", "pancake", STACK, "-a", "gap-idastar",
                                         "-f", "number"])
    assert result.exit_code == 0 and result.stdout == "13\n"
    assert "compiling the pancake kernels (first use only" in result.stderr

    again = runner.invoke(cli_app.app, ["solve", "pancake", STACK, "-a", "gap-idastar"])
    assert "compiling" not in again.stderr  # one line per process and family


def test_no_status_line_off_a_terminal_or_with_no_progress(
        monkeypatch: pytest.MonkeyPatch) -> None:
    _with_run(monkeypatch, "gap-idastar", _fresh_compile)
    monkeypatch.setattr(fewest.progress, "_announced", set())
    result = runner.invoke(cli_app.app, ["solve", "pancake", STACK, "-a", "gap-idastar"])
    assert result.exit_code == 0 and "compiling" not in result.stderr
    monkeypatch.setattr(cli_app, "_terminal", lambda: True)
    quiet = runner.invoke(cli_app.app, ["solve", "pancake", STACK, "-a", "gap-idastar",
                                        "--no-progress"])
    assert quiet.exit_code == 0 and "compiling" not in quiet.stderr


def test_set_up_time_stays_out_of_the_stats(monkeypatch: pytest.MonkeyPatch) -> None:
    """A method whose own clock counts a table load reports only the search."""

    def slow_setup(real: Any, instance: Any, limits: Any) -> Solution[Any]:
        started = time.perf_counter()
        with fewest.progress.setting_up():
            time.sleep(0.3)  # a table load
        result: Solution[Any] = real(instance, limits)
        result.stats.seconds = time.perf_counter() - started  # the method's own clock
        return result

    _with_run(monkeypatch, "gap-idastar", slow_setup)
    sol = get_family("pancake").parse(STACK).solve("gap-idastar")
    assert sol.length == 13 and sol.stats.seconds < 0.3


def test_search_since_leaves_set_up_out() -> None:
    mark = fewest.progress.search_mark()
    with fewest.progress.setting_up():
        time.sleep(0.05)
    assert fewest.progress.search_since(mark) < 0.05
    assert isinstance(SearchStats().seconds, float)


@pytest.mark.slow
def test_a_cold_numba_cache_announces_once_on_a_real_terminal(tmp_path: Path) -> None:
    """The real thing: an empty numba cache, the console script, stderr a terminal."""
    env = {**os.environ, "NUMBA_CACHE_DIR": str(tmp_path / "numba")}

    def run() -> str:
        master, slave = os.openpty()
        proc = subprocess.Popen([FEWEST, "solve", "pancake", STACK, "-a", "gap-idastar",
                                 "--no-boards"], stdout=subprocess.PIPE, stderr=slave,
                                text=True, env=env)
        os.close(slave)
        out = proc.stdout.read() if proc.stdout else ""
        chunks = []
        while True:
            try:
                data = os.read(master, 65536)
            except OSError:
                break
            if not data:
                break
            chunks.append(data)
        os.close(master)
        assert proc.wait(timeout=300) == 0 and "13 moves" in out
        return b"".join(chunks).decode()

    assert "compiling the pancake kernels" in run()
    assert "compiling" not in run()
