"""Baekjoon 17071 숨바꼭질 5: the official samples through the CLI, an independent
oracle (reachable sets second by second, no parity trick), replays, bad input, the
corpus, an empty cache."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from tests.judges.corpus import first_failure, have
from tests.puzzles.seek_helpers import cli, corpus, replays, small_pairs

from fewest.puzzles import get_family

NAME = "boj-17071"
HERE = Path(__file__).parent
OK, BUGS = corpus(HERE)
HI = 500_000


def oracle(n: int, k: int) -> int:
    """Every point Subin can stand on at second t (a set while it is small, then a
    boolean line), until the brother stands on one of them or leaves the line."""
    points = {n}
    t, b = 0, k
    while b <= HI and len(points) < 20_000:
        if b in points:
            return t
        points = {y for x in points for y in (x - 1, x + 1, 2 * x) if 0 <= y <= HI}
        t += 1
        b += t
    here = np.zeros(HI + 1, dtype=bool)
    here[list(points)] = True
    while b <= HI:
        if here[b]:
            return t
        nxt = np.zeros_like(here)
        nxt[:-1] |= here[1:]
        nxt[1:] |= here[:-1]
        xs = np.flatnonzero(here[: HI // 2 + 1])
        nxt[2 * xs] = True
        here = nxt
        t += 1
        b += t
    return -1


SAMPLES = [("5 17", "2"), ("17 5", "4"), ("6 6", "0"), ("1 500000", "-1"),
           ("250000 499999", "1"), ("1 10", "6")]


@pytest.mark.parametrize(("stdin", "out"), SAMPLES)
def test_samples_through_the_cli(stdin: str, out: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=stdin + "\n")
    assert result.exit_code == (1 if out == "-1" else 0), result.output
    assert result.stdout == out + "\n"


def test_oracle_on_generated_cases() -> None:
    pairs = small_pairs(200, 40) + [(499_000 + n, 499_000 + k) for n, k in small_pairs(10, 999)]
    for n, k in pairs:
        want = oracle(n, k)
        if want < 0:
            inst = get_family(NAME).parse(f"{n} {k}")
            assert inst.judge_output(None, "judge") == "-1"
            continue
        inst, sol = replays(NAME, {"N": n, "K": k})
        assert sol.cost == want == len(sol.moves), (n, k)
        assert inst.judge_output(sol, "judge") == str(want)


def test_no_meeting_is_proven_by_every_search() -> None:
    from fewest.errors import NoSolutionError
    from fewest.search.bfs import bfs

    inst = get_family(NAME).parse("0 499990")
    with pytest.raises(NoSolutionError):
        inst.solve()
    with pytest.raises(NoSolutionError):
        bfs(get_family(NAME).parse("0 499990").puzzle())


def test_engine_bfs_agrees_on_small_cases() -> None:
    from fewest.search.bfs import bfs

    for n, k in small_pairs(15, 30, seed=5):
        assert bfs(get_family(NAME).parse(f"{n} {k}").puzzle()).length == oracle(n, k), (n, k)


@pytest.mark.parametrize("bad", ["5", "5 17 3", "-1 5", "5 500001", "x 1"])
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


@pytest.mark.slow
def test_oracle_on_large_cases() -> None:
    for n, k in small_pairs(20, HI, seed=11):
        want = oracle(n, k)
        if want >= 0:
            assert replays(NAME, {"N": n, "K": k})[1].cost == want


def test_first_solve_on_an_empty_cache(tmp_path: Path) -> None:
    env = dict(os.environ, FEWEST_CACHE_DIR=str(tmp_path / "cache"))
    code = "from fewest.cli.app import main; main()"
    out = subprocess.run([sys.executable, "-c", code, "solve", NAME, "-", "-f", "judge"],
                         input="5 17\n", capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0 and out.stdout == "2\n", out.stderr
