"""Baekjoon 12869 뮤탈리스크: the samples through the CLI, an independent oracle, replays,
bad input, the first use, and a corpus of correct and buggy programs."""

from __future__ import annotations

import itertools
import os
import random
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from tests.judges.corpus import first_failure, have
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.puzzles import get_family

NAME = "boj-12869"
CORPUS = Path(__file__).parent / "corpus"
runner = CliRunner()


def cli(*args: str, stdin: str | None = None):  # type: ignore[no-untyped-def]
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


@cache
def oracle(a: int, b: int, c: int) -> int:
    """Memoised recursion over (possibly negative) HPs: destroyed once all are <= 0."""
    if a <= 0 and b <= 0 and c <= 0:
        return 0
    a, b, c = max(a, 0), max(b, 0), max(c, 0)
    return 1 + min(oracle(a - x, b - y, c - z)
                   for x, y, z in itertools.permutations((9, 3, 1)))


def want(hp: list[int]) -> int:
    padded = [*hp, 0, 0][:3]
    return oracle(*sorted(padded))


@pytest.mark.parametrize(("case", "expected"), [("3\n12 10 4", "2"), ("3\n54 18 6", "6"),
                                                ("1\n60", "7"), ("3\n1 1 1", "1")])
def test_samples(case: str, expected: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=case + "\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == expected


def test_oracle_on_generated_cases_and_every_attack_replays() -> None:
    rng = random.Random(12869)
    family = get_family(NAME)
    spec = family.judge
    assert spec is not None
    for case in itertools.islice(spec.stream(rng), 220):
        inst = family.parse(case)
        sol = inst.solve()
        assert inst.judge_output(sol, "judge") == str(want(case["hp"])), case
        hp = list(case["hp"])
        for damage in sol.moves:
            assert sorted(damage, reverse=True) == [9, 3, 1][:len(hp)] or (
                len(hp) < 3 and set(damage) <= {9, 3, 1} and len(set(damage)) == len(damage))
            hp = [max(0, h - d) for h, d in zip(hp, damage, strict=True)]
        assert not any(hp)


def test_engine_searches_agree() -> None:
    inst = get_family(NAME).parse("3\n12 10 4\n")
    for method in ("bfs", "astar", "idastar", "iddfs"):
        assert inst.solve(method).length == 2


@pytest.mark.parametrize(("text", "words"), [
    ("4\n1 2 3 4\n", "N must be 1..3"),
    ("2\n1\n", "N = 2 needs 2 HP values"),
    ("1\n61\n", "HP must be 1..60, got 61"),
    ("2\n0 5\n", "HP must be 1..60, got 0"),
    ("1\nx\n", "HP must be an integer, got 'x'"),
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
                          "solve", NAME, "-", "-f", "judge"], input="3\n60 60 60\n",
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == str(want([60, 60, 60]))


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
