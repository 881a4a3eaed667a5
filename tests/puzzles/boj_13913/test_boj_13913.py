"""Baekjoon 13913 숨바꼭질 4: samples through the CLI (any shortest route is accepted,
so outputs are judged by replaying them), an independent oracle, the replaying judge's
messages, bad input, the corpus, an empty cache."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from tests.judges.corpus import first_failure, have
from tests.puzzles.seek_helpers import cli, corpus, dijkstra_line, replays, small_pairs

from fewest.puzzles import get_family

NAME = "boj-13913"
HERE = Path(__file__).parent
OK, BUGS = corpus(HERE)
JUDGE = get_family(NAME).judge
assert JUDGE is not None


@pytest.mark.parametrize(("stdin", "official"), [("5 17\n", "4\n5 10 9 18 17"),
                                                 ("7 7", "0\n7"), ("10 7", "3\n10 9 8 7")])
def test_samples_through_the_cli(stdin: str, official: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=stdin)
    assert result.exit_code == 0, result.output
    case = JUDGE.read_input(stdin)[0]
    assert JUDGE.judge(case, official, result.stdout) is None
    assert result.stdout.split()[0] == official.split()[0]


def test_oracle_on_generated_cases() -> None:
    for n, k in small_pairs(200, 60) + small_pairs(10, 3000, seed=3):
        inst, sol = replays(NAME, {"N": n, "K": k})
        d = dijkstra_line(n, k, 2 * max(n, k) + 4, 1)[0]
        out = inst.judge_output(sol, "judge")
        assert out.split()[0] == str(d), (n, k)
        assert [int(t) for t in out.split()[1:]] == sol.states
        assert JUDGE.judge({"N": n, "K": k}, out, out) is None


@pytest.mark.slow
def test_largest_inputs() -> None:
    for n, k in ((0, 100_000), (100_000, 0), (50_000, 99_999)):
        inst, sol = replays(NAME, {"N": n, "K": k})
        assert sol.cost == dijkstra_line(n, k, 200_002, 1)[0]
        assert len(inst.judge_output(sol, "judge").split()) == sol.cost + 2


@pytest.mark.parametrize(("got", "says"), [
    ("4\n5 10 9 18 17", None),
    ("5\n5 10 9 18 17", "printed 5 seconds, expected 4"),
    ("4\n17 18 9 10 5", "the route starts at 17, not at N = 5"),
    ("4\n5 10 9 17", "step 3 goes from 9 to 17: not x-1, x+1 or 2*x"),
    ("4\n5 10 9 18", "the route ends at 18, not at K = 17 (a step is missing)"),
    ("4\n10 9 18 17", "the route starts at 10, not at N = 5"),
    ("4\n5 4 5 10 9 18 17", "the route makes 6 moves, but 4 seconds were printed"),
    ("", "printed nothing, expected 4 and a route"),
])
def test_the_judge_names_the_first_bad_step(got: str, says: str | None) -> None:
    why = JUDGE.judge({"N": 5, "K": 17}, "4\n5 4 8 16 17", got)
    assert (why.message if why else None) == says
    if why is not None:
        assert why.text("ko")


@pytest.mark.parametrize("bad", ["5", "5 17 3", "-1 5", "5 100001", "x 1"])
def test_bad_input_is_one_line(bad: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=bad + "\n")
    assert result.exit_code == 2, result.output
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr


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
    assert out.returncode == 0 and out.stdout.split()[0] == "4", out.stderr
