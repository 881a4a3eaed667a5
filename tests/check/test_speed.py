"""Speed without timing: what makes a check fast is asserted by what it does.

* programs start through ``prlimit`` (a C program), not a Python launcher;
* fewest's answers are kept on disk: a second check of the same cases asks the
  solver nothing;
* judging reads only the accepted output: the optimal solution (the instance,
  the moves) is computed for a failure's report alone.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from fewest.check import oracle as oracle_module
from fewest.check.harness import RunHarness
from fewest.check.limits import PRLIMIT, limit_args
from fewest.check.oracle import Case, Oracle
from fewest.check.problem import problem
from fewest.check.session import Settings, check


def test_programs_start_through_prlimit_when_installed() -> None:
    if shutil.which("prlimit") is None:
        pytest.skip("prlimit is not installed")
    assert limit_args(2**28, 2**24, ["true"])[0] == PRLIMIT


def test_answers_are_kept_on_disk_and_read_back(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    p = problem("boj-1697")
    harness = RunHarness(p, ["/bin/sh", "-c", "cat >/dev/null; echo 0"])
    first = check(Settings(harness, cases=5))
    assert first.status == "fail"
    stored = list((tmp_path / "check-answers").glob("boj-1697-*.jsonl"))
    assert len(stored) == 1 and stored[0].read_text().count("\n") >= 1

    asked: list[object] = []
    real = Oracle._ask

    def counting(self: Oracle, case: Case) -> object:
        asked.append(case.value)
        return real(self, case)

    monkeypatch.setattr(Oracle, "_ask", counting)
    fresh = Oracle(p)
    assert first.first is not None
    fresh.answer(first.first.case)
    assert asked == []  # the answer came from the file
    fresh.answer(Case({"N": 3, "K": 99}))
    assert asked == [{"N": 3, "K": 99}]


def test_judging_asks_for_the_output_only(monkeypatch: pytest.MonkeyPatch,
                                          tmp_path: Path) -> None:
    monkeypatch.setenv("FEWEST_CHECK_CACHE", "0")
    p = problem("boj-1697")
    fresh = Oracle(p)
    answer = fresh.answer(Case({"N": 5, "K": 17}))
    assert (answer.length, answer.output.strip()) == (4, "4")
    assert fresh._store is not None and fresh._store.path is None  # no file written
    assert oracle_module.fingerprint() == oracle_module.fingerprint()
