"""The tests every problem on the judge kit runs, written once.  A problem's test module is

    globals().update(kit_tests("boj-16953", oracle, Path(__file__).parent / "corpus"))

with ``oracle(case) -> str``: the accepted output, computed independently of fewest
(a plain search or formula written in the test).  The tests: the official samples
through the CLI; the oracle against fewest on the first 200 cases of the problem's
own case stream (edge cases first), every solution replayed move by move; the
stream's cases all accepted by the problem's own reader and written back exactly;
the corpus (``ok_*`` pass, ``bug_*`` are caught); bad input; the first solve on an
empty cache.  The default lane runs the oracle on the first 20 cases of the stream (its
edge cases among them) and the shrinks of its first 4; the slow lane on 200 and 12.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Callable
from itertools import islice
from pathlib import Path
from typing import Any

import pytest
from tests.judges.corpus import first_failure, have
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.errors import NoSolutionError
from fewest.problem import replay
from fewest.puzzles import get_family

runner = CliRunner()


def cli(*args: str, stdin: str | None = None) -> Any:
    """``fewest ARGS`` with ``stdin``; never a traceback."""
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


def fewest_answer(name: str, case: Any) -> str:
    """fewest's judge output for ``case``, its solution replayed move by move."""
    inst = get_family(name).parse(case)
    try:
        sol = inst.solve()
    except NoSolutionError:
        sol = None
    if sol is not None and sol.moves:
        puzzle = inst.puzzle()
        states, cost = replay(puzzle, puzzle.start, sol.moves)
        assert puzzle.is_goal(states[-1]) and cost == sol.cost, (case, sol.moves)
        assert sol.optimal
    return inst.judge_output(sol, "judge")


def kit_tests(name: str, oracle: Callable[[Any], str], corpus: Path,
              cases: int = 200) -> dict[str, Callable[..., Any]]:
    """The test functions (see the module docstring)."""
    family = get_family(name)
    spec = family.judge
    assert spec is not None
    programs = sorted(p for p in corpus.glob("*") if p.name.startswith(("ok_", "bug_")))

    @pytest.mark.parametrize("sample", range(len(family.problem.samples)))  # type: ignore[attr-defined]
    def test_samples_through_the_cli(sample: int) -> None:
        text, out = family.problem.samples[sample]  # type: ignore[attr-defined]
        result = cli("solve", name, "-", "-f", "judge", stdin=text)
        assert result.exit_code in (0, 1), result.output
        if family.problem.judge is None:  # type: ignore[attr-defined]
            assert result.stdout.split() == out.split()
        else:  # any shortest way: the official one, or fewest's if the judge accepts it
            assert family.problem.judge(spec.read_input(text)[0], out,  # type: ignore[attr-defined]
                                        result.stdout) is None, result.stdout

    judge = family.problem.judge  # type: ignore[attr-defined]

    def oracle_agrees(count: int) -> None:
        """fewest prints the oracle's answer; where the problem has its own judge (any
        shortest way is accepted), that judge accepts fewest's answer against the
        oracle's (its count, its way replayed by the judge)."""
        for case in islice(spec.stream(random.Random(0)), count):
            assert spec.read_input(spec.stdin_of([case])) == [case]
            got, want = fewest_answer(name, case), oracle(case)
            if judge is None:
                assert got.split() == want.split(), case
            else:
                assert judge(case, want, got) is None, (case, want, got)

    def test_oracle_on_the_case_stream() -> None:
        """The stream's first 20 cases (its edge cases among them); all 200 in the slow
        lane."""
        oracle_agrees(min(cases, 20))

    @pytest.mark.slow
    def test_oracle_on_200_cases() -> None:
        oracle_agrees(cases)

    def shrinks_agree(count: int, each: int) -> None:
        for case in islice(spec.stream(random.Random(1)), count):
            for smaller in islice(spec.shrinks(case), each):
                assert spec.size(smaller) < spec.size(case)
                assert family.parse(smaller) is not None

    def test_shrinks_are_smaller_and_accepted() -> None:
        shrinks_agree(4, 10)

    @pytest.mark.slow
    def test_shrinks_of_12_cases() -> None:
        shrinks_agree(12, 20)

    @pytest.mark.parametrize("bad", ["", "x", "1 " * 5000, "１", "[" * 50 + "]" * 50,
                                     "9" * 4301, "10" + "0" * 29])
    def test_bad_input_is_one_line(bad: str) -> None:
        result = cli("solve", name, "-", "-f", "judge", stdin=bad + "\n")
        assert result.exit_code == 2, result.output
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and len(lines[0]) <= 200, result.stderr

    @pytest.mark.parametrize("path", programs, ids=lambda p: p.name)
    def test_corpus(path: Path) -> None:
        if path.suffix == ".cpp" and not have("g++"):
            pytest.skip("no g++")
        found = first_failure(name, path, cases=60)
        assert (found is None) == path.name.startswith("ok_"), found

    def test_first_solve_on_an_empty_cache(tmp_path: Path) -> None:
        text, out = family.problem.samples[0]  # type: ignore[attr-defined]
        env = dict(os.environ, FEWEST_CACHE_DIR=str(tmp_path / "cache"))
        code = "from fewest.cli.app import main; main()"
        run = subprocess.run([sys.executable, "-c", code, "solve", name, "-", "-f", "judge"],
                             input=text, capture_output=True, text=True, env=env, timeout=120)
        assert run.returncode in (0, 1) and run.stdout.split() == out.split(), run.stderr

    tests = (test_samples_through_the_cli, test_oracle_on_the_case_stream, test_oracle_on_200_cases,
             test_shrinks_are_smaller_and_accepted, test_shrinks_of_12_cases,
             test_bad_input_is_one_line,
             test_first_solve_on_an_empty_cache)
    out = {f.__name__: f for f in tests}
    if programs:
        out["test_corpus"] = test_corpus
    return out
