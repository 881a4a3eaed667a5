"""Baekjoon 13549 숨바꼭질 3: samples through the CLI, an independent oracle (Dijkstra
on a wider range, 2x free), replays, bad input, the corpus, an empty cache."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from tests.judges.corpus import first_failure, have
from tests.puzzles.seek_helpers import cli, corpus, dijkstra_line, replays, small_pairs

NAME = "boj-13549"
HERE = Path(__file__).parent
OK, BUGS = corpus(HERE)


@pytest.mark.parametrize(("stdin", "out"), [("5 17\n", "2"), ("1 2\n", "0"),
                                            ("7 7", "0"), ("10 3", "7")])
def test_samples_through_the_cli(stdin: str, out: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=stdin)
    assert result.exit_code == 0, result.output
    assert result.stdout == out + "\n"


def test_oracle_on_generated_cases() -> None:
    for n, k in small_pairs(200, 60) + small_pairs(10, 3000, seed=3):
        inst, sol = replays(NAME, {"N": n, "K": k})
        d, _ways = dijkstra_line(n, k, 2 * max(n, k) + 4, 0)
        assert inst.judge_output(sol, "judge") == str(d) == str(sol.cost), (n, k)


@pytest.mark.slow
def test_largest_inputs() -> None:
    for n, k in ((0, 100_000), (1, 99_999), (50_000, 99_999)):
        inst, sol = replays(NAME, {"N": n, "K": k})
        d, _ways = dijkstra_line(n, k, 200_002, 0)
        assert inst.judge_output(sol, "judge") == str(d) == str(sol.cost)


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
    assert out.returncode == 0 and out.stdout == "2\n", out.stderr


def test_walking_down_does_not_flood_the_free_teleports() -> None:
    """N > K: the kit runs A* with the walk-down bound, so the free ``2x`` chains are
    not all expanded; a plain 0-1 search (``-a dijkstra``) meets a 20,000-state cap."""
    from fewest.errors import SearchLimitError
    from fewest.problem import Limits
    from fewest.puzzles import get_family

    for n, k in ((6, 0), (1000, 3)):
        inst = get_family(NAME).parse(f"{n} {k}")
        sol = inst.solve(limits=Limits(max_states=20_000))
        assert sol.algorithm == "astar" and sol.cost == dijkstra_line(n, k, 2 * n + 4, 0)[0]
        with pytest.raises(SearchLimitError):
            inst.solve("dijkstra", limits=Limits(max_states=20_000))
