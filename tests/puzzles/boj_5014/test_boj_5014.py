"""Baekjoon 5014 스타트링크: the official samples through the CLI, an independent oracle
(Bellman-Ford style relaxation over the floors), replays, bad input, the corpus."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from tests.judges.corpus import first_failure, have
from tests.puzzles.seek_helpers import cli, corpus, replays

from fewest.errors import NoSolutionError
from fewest.puzzles import get_family

NAME = "boj-5014"
HERE = Path(__file__).parent
OK, BUGS = corpus(HERE)


def oracle(f: int, s: int, g: int, u: int, d: int) -> int:
    """Fewest presses by repeated relaxation (no queue): -1 when G stays unreached."""
    inf = 1 << 30
    best = [inf] * (f + 2)
    best[s] = 0
    changed = True
    while changed:
        changed = False
        for x in range(1, f + 1):
            if best[x] == inf:
                continue
            for y in (x + u, x - d):
                if 1 <= y <= f and best[x] + 1 < best[y]:
                    best[y] = best[x] + 1
                    changed = True
    return -1 if best[g] == inf else best[g]


@pytest.mark.parametrize(("stdin", "out", "code"), [
    ("10 1 10 2 1", "6", 0), ("100 2 1 1 0", "use the stairs", 1), ("5 3 3 0 0", "0", 0)])
def test_samples_through_the_cli(stdin: str, out: str, code: int) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=stdin + "\n")
    assert result.exit_code == code, result.output
    assert result.stdout == out + "\n"
    number = cli("solve", NAME, "-", "-f", "number", stdin=stdin + "\n")
    assert number.stdout.strip() == (out if code == 0 else "-1")


def test_oracle_on_generated_cases() -> None:
    rng = random.Random(3)
    fam = get_family(NAME)
    for _ in range(220):
        f = rng.randint(1, 40)
        case = {"F": f, "S": rng.randint(1, f), "G": rng.randint(1, f),
                "U": rng.randint(0, f + 1), "D": rng.randint(0, f + 1)}
        want = oracle(case["F"], case["S"], case["G"], case["U"], case["D"])
        if want < 0:
            inst = fam.parse(case)
            with pytest.raises(NoSolutionError):
                inst.solve()
            assert inst.judge_output(None, "judge") == "use the stairs"
            continue
        inst, sol = replays(NAME, case)
        assert sol.length == want, case
        assert inst.judge_output(sol, "judge") == str(want)


def test_large_inputs() -> None:
    _inst, sol = replays(NAME, {"F": 100_000, "S": 1, "G": 100_000, "U": 1, "D": 0})
    assert sol.length == 99_999
    _inst, sol = replays(NAME, {"F": 100_000, "S": 1, "G": 100_000, "U": 2, "D": 1})
    assert sol.length == 50_001  # 1 + 2a - b = 100,000 needs an odd b: a = 50,000, b = 1


@pytest.mark.slow
def test_largest_inputs() -> None:
    _inst, sol = replays(NAME, {"F": 1_000_000, "S": 1, "G": 1_000_000, "U": 1, "D": 0})
    assert sol.length == 999_999
    _inst, sol = replays(NAME, {"F": 1_000_000, "S": 1, "G": 999_999, "U": 2, "D": 1})
    assert sol.length == 499_999


@pytest.mark.parametrize("bad", ["10 1 10 2", "10 1 10 2 1 5", "10 11 1 2 1", "10 0 1 2 1",
                                 "0 1 1 1 1", "10 1 10 -2 1", "10 1 10 2 1000001", "a b c d e"])
def test_bad_input_is_one_line(bad: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=bad + "\n")
    assert result.exit_code == 2, result.output
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr


def test_shrinks_get_smaller() -> None:
    spec = get_family(NAME).judge
    assert spec is not None
    case = {"F": 10, "S": 4, "G": 7, "U": 3, "D": 2}
    for smaller in spec.shrinks(case):
        assert spec.size(smaller) < spec.size(case)
        get_family(NAME).parse(smaller)  # every step is still a valid case


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
                         input="10 1 10 2 1\n", capture_output=True, text=True, env=env,
                         timeout=300)
    assert out.returncode == 0 and out.stdout == "6\n", out.stderr
