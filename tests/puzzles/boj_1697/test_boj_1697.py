"""Baekjoon 1697 숨바꼭질: samples through the CLI, an independent oracle, replays,
bad input, the corpus of judged programs, a first solve on an empty cache."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from tests.judges.corpus import first_failure, have
from tests.puzzles.seek_helpers import cli, corpus, dijkstra_line, replays, small_pairs

NAME = "boj-1697"
HERE = Path(__file__).parent
OK, BUGS = corpus(HERE)


@pytest.mark.parametrize(("stdin", "out"), [("5 17\n", "4"), ("17 5\n", "12"), ("7 7", "0")])
def test_samples_through_the_cli(stdin: str, out: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=stdin)
    assert result.exit_code == 0, result.output
    assert result.stdout == out + "\n"


def test_oracle_on_generated_cases() -> None:
    pairs = small_pairs(200, 60) + small_pairs(10, 3000, seed=3)
    for n, k in pairs:
        inst, sol = replays(NAME, {"N": n, "K": k})
        assert sol.cost == dijkstra_line(n, k, 2 * max(n, k) + 4, 1)[0], (n, k)
        assert inst.judge_output(sol, "judge") == str(sol.cost)


@pytest.mark.slow
def test_largest_inputs() -> None:
    for n, k in ((0, 100_000), (100_000, 0), (1, 99_999), (50_000, 99_999)):
        _inst, sol = replays(NAME, {"N": n, "K": k})
        assert sol.cost == dijkstra_line(n, k, 200_002, 1)[0]


@pytest.mark.parametrize("bad", ["5", "5 17 3", "-1 5", "5 100001", "a b", "1.5 2", ""])
def test_bad_input_is_one_line(bad: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=bad + "\n")
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr


def test_json_case_and_alias() -> None:
    result = cli("solve", "boj1697", '{"N": 5, "K": 17}', "-f", "judge")
    assert result.exit_code == 0 and result.stdout.strip() == "4"


@pytest.mark.parametrize("path", OK + BUGS, ids=lambda p: p.name)
def test_corpus(path: Path) -> None:
    if path.suffix == ".cpp" and not have("g++"):
        pytest.skip("no g++")
    found = first_failure(NAME, path, cases=50)
    assert (found is None) == path.name.startswith("ok_"), found


@pytest.mark.slow
@pytest.mark.parametrize("path", OK + BUGS, ids=lambda p: p.name)
def test_corpus_long(path: Path) -> None:
    found = first_failure(NAME, path, cases=300, seed=1)
    assert (found is None) == path.name.startswith("ok_"), found


def test_first_solve_on_an_empty_cache(tmp_path: Path) -> None:
    env = dict(os.environ, FEWEST_CACHE_DIR=str(tmp_path / "cache"))
    code = "from fewest.cli.app import main; main()"
    out = subprocess.run([sys.executable, "-c", code, "solve", NAME, "-", "-f", "judge"],
                         input="5 17\n", capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0 and out.stdout == "4\n", out.stderr
