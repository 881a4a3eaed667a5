"""Baekjoon 9079 동전 게임: the samples through the CLI, an independent oracle, replays,
bad input, the first use, and a corpus of correct and buggy programs."""

from __future__ import annotations

import itertools
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from tests.judges.corpus import first_failure, have
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.puzzles import get_family

NAME = "boj-9079"
CORPUS = Path(__file__).parent / "corpus"
runner = CliRunner()
SAMPLE = "3\nH T T\nH T T\nT H H\nT H H\nH H H\nH H H\nH H H\nH T H\nH H H\n"


def cli(*args: str, stdin: str | None = None):  # type: ignore[no-untyped-def]
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


LINES = {"R1": "012", "R2": "345", "R3": "678", "C1": "036", "C2": "147", "C3": "258",
         "D1": "048", "D2": "246"}


def apply(coins: list[str], line: str) -> list[str]:
    out = list(coins)
    for i in LINES[line]:
        out[int(i)] = "H" if out[int(i)] == "T" else "T"
    return out


def oracle(coins: list[str]) -> int:
    """Brute force: the smallest set of lines (each used at most once) that makes the coins
    alike; flips commute and undo themselves, so no answer needs a line twice."""
    for k in range(9):
        for chosen in itertools.combinations(LINES, k):
            now = coins
            for line in chosen:
                now = apply(now, line)
            if len(set(now)) == 1:
                return k
    return -1


def rows(coins: list[str]) -> list[str]:
    return ["".join(coins[3 * r: 3 * r + 3]) for r in range(3)]


@pytest.mark.parametrize(("case", "want"), [("H T T\nH T T\nT H H", "2"),
                                            ("T H H\nH H H\nH H H", "-1"),
                                            ("H H H\nH T H\nH H H", "4")])
def test_official_samples(case: str, want: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=f"1\n{case}\n")
    assert result.exit_code == (1 if want == "-1" else 0), result.output
    assert result.stdout.strip() == want


def test_the_whole_sample_input_answers_every_case() -> None:
    """The judge's whole input, T cases, prints the judge's whole output."""
    result = cli("solve", NAME, "-", "-f", "judge", stdin=SAMPLE)
    assert result.exit_code == 1, result.output  # one case has no answer
    assert result.stdout.split() == ["2", "-1", "4"]


def test_oracle_on_every_board_and_every_answer_replays() -> None:
    family = get_family(NAME)
    for board in range(512):
        coins = ["T" if board >> i & 1 else "H" for i in range(9)]
        want = oracle(coins)
        inst = family.parse({"coins": rows(coins)})
        try:
            sol = inst.solve()
        except Exception as exc:  # NoSolutionError
            assert want == -1, (coins, exc)
            assert inst.judge_output(None, "judge") == "-1"
            continue
        assert inst.judge_output(sol, "judge") == str(want), coins
        now = coins
        for move in sol.moves:
            now = apply(now, move)
        assert len(set(now)) == 1


def test_engine_searches_agree() -> None:
    inst = get_family(NAME).parse("1\nH H H\nH T H\nH H H\n")
    for method in ("bfs", "iddfs", "astar"):
        assert inst.solve(method).length == 4
    result = cli("solve", NAME, "H H H / H T H / H H H", "-a", "bidirectional")
    assert result.exit_code == 2 and "two goal boards" in result.stderr


@pytest.mark.parametrize(("text", "words"), [
    ("1\nH T X\nH T T\nT H H\n", "coins row 1 holds 'X', not one of 'HT'"),
    ("1\nH T\nH T T\nT H\n", "T = 1 needs 9 coins"),
    ("2\nH T T\nH T T\nT H H\n", "T = 2 needs 18 coins"),
    ("1\nHT T\nH T T\nT H H T\n", "single letters"),
])
def test_bad_input_is_one_line_exit_2(text: str, words: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=text)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and NAME in lines[0], result.stderr


def test_first_solve_with_an_empty_cache(tmp_path: Path) -> None:
    env = {**os.environ, "FEWEST_CACHE_DIR": str(tmp_path / "cache"),
           "PYTHONPATH": os.pathsep.join(sys.path)}
    out = subprocess.run([sys.executable, "-c", "from fewest.cli.app import main; main()",
                          "solve", NAME, "-", "-f", "judge"], input="1\nH T T\nH T T\nT H H\n",
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "2"


def test_random_stream_is_reproducible() -> None:
    spec = get_family(NAME).judge
    assert spec is not None
    first = list(itertools.islice(spec.stream(random.Random(4)), 40))
    assert first == list(itertools.islice(spec.stream(random.Random(4)), 40))


CORRECT = sorted(p.name for p in CORPUS.glob("correct*"))
BUGGY = sorted(p.name for p in CORPUS.glob("bug_*"))


def _runnable(name: str) -> bool:
    return not name.endswith(".cpp") or have("g++")


@pytest.mark.parametrize("program", CORRECT)
def test_corpus_correct_programs_pass(program: str) -> None:
    if not _runnable(program):
        pytest.skip("no g++ here")
    assert first_failure(NAME, CORPUS / program, cases=50) is None


@pytest.mark.parametrize("program", BUGGY)
def test_corpus_buggy_programs_are_caught(program: str) -> None:
    if not _runnable(program):
        pytest.skip("no g++ here")
    assert first_failure(NAME, CORPUS / program, cases=50) is not None


@pytest.mark.slow
@pytest.mark.parametrize("program", CORRECT)
def test_corpus_correct_programs_pass_300(program: str) -> None:
    if not _runnable(program):
        pytest.skip("no g++ here")
    assert first_failure(NAME, CORPUS / program, cases=300) is None


def test_stream_round_trips_and_every_shrink_is_smaller_and_valid() -> None:
    import itertools as _it
    import random as _random

    family = get_family(NAME)
    spec = family.judge
    assert spec is not None
    for case in _it.islice(spec.stream(_random.Random(3)), 40):
        family.parse(case)
        assert spec.read_input(spec.stdin_of([case])) == [case]
        for smaller in spec.shrinks(case):
            assert spec.size(smaller) < spec.size(case)
            family.parse(smaller)
