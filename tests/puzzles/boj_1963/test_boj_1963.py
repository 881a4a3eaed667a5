"""Baekjoon 1963 소수 경로: the samples through the CLI, an independent oracle, replays,
bad input, the first use, and a corpus of correct and buggy programs."""

from __future__ import annotations

import itertools
import os
import random
import subprocess
import sys
from collections import deque
from pathlib import Path

import pytest
from tests.judges.corpus import first_failure, have
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.puzzles import get_family

NAME = "boj-1963"
CORPUS = Path(__file__).parent / "corpus"
runner = CliRunner()


def cli(*args: str, stdin: str | None = None):  # type: ignore[no-untyped-def]
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


def is_prime(n: int) -> bool:
    return n >= 2 and all(n % d for d in range(2, int(n ** 0.5) + 1))


FOUR = sorted(n for n in range(1000, 10000) if is_prime(n))


def one_apart(a: int, b: int) -> bool:
    return sum(x != y for x, y in zip(str(a), str(b), strict=True)) == 1


def oracle_from(a: int) -> dict[int, int]:
    """Distances from ``a`` by a BFS over the prime list, neighbours by string compare."""
    dist = {a: 0}
    q = deque([a])
    while q:
        n = q.popleft()
        for m in FOUR:
            if m not in dist and one_apart(n, m):
                dist[m] = dist[n] + 1
                q.append(m)
    return dist


@pytest.mark.parametrize(("case", "want"), [("1033 8179", "6"), ("1373 8017", "7"),
                                            ("1033 1033", "0")])
def test_official_samples(case: str, want: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=f"1\n{case}\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == want


def test_the_whole_sample_input_answers_every_case() -> None:
    """The judge's whole input, T cases, prints the judge's whole output."""
    result = cli("solve", NAME, "-", "-f", "judge",
                 stdin="3\n1033 8179\n1373 8017\n1033 1033\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.split() == ["6", "7", "0"]


def test_oracle_on_generated_cases_and_every_route_replays() -> None:
    rng = random.Random(1963)
    family = get_family(NAME)
    checked = 0
    for a in rng.sample(FOUR, 3):
        dist = oracle_from(a)
        assert len(dist) == len(FOUR)  # one connected graph: "Impossible" never happens
        for b in rng.sample(FOUR, 70):
            inst = family.parse({"a": a, "b": b})
            sol = inst.solve()
            assert inst.judge_output(sol, "judge") == str(dist[b])
            route = [a, *sol.moves]
            assert route[-1] == b and all(is_prime(x) and x >= 1000 for x in route)
            assert all(one_apart(x, y) for x, y in itertools.pairwise(route))
            checked += 1
    assert checked >= 200


def test_engine_searches_agree() -> None:
    inst = get_family(NAME).parse("1\n1033 8179\n")
    for method in ("bfs", "bidirectional", "astar"):
        assert inst.solve(method).length == 6


@pytest.mark.parametrize(("text", "words"), [
    ("1\n1033 1035\n", "B must be a four-digit prime"),
    ("1\n13 1033\n", "A must be a four-digit prime"),
    ("1\n1369 1033\n", "A must be a four-digit prime"),
    ("2\n1033 8179\n", "T = 2 needs 4 numbers"),
    ("1\n1033 x\n", "b must be an integer, got 'x'"),
])
def test_bad_input_is_one_line_exit_2(text: str, words: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=text)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and NAME in lines[0], result.stderr


def test_no_answer_text_is_impossible() -> None:
    inst = get_family(NAME).parse("1\n1033 8179\n")
    assert inst.judge_output(None, "judge") == "Impossible"


def test_first_solve_with_an_empty_cache(tmp_path: Path) -> None:
    env = {**os.environ, "FEWEST_CACHE_DIR": str(tmp_path / "cache"),
           "PYTHONPATH": os.pathsep.join(sys.path)}
    out = subprocess.run([sys.executable, "-c", "from fewest.cli.app import main; main()",
                          "solve", NAME, "-", "-f", "judge"], input="1\n1373 8017\n",
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "7"


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
