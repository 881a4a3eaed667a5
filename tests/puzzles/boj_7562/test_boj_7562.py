"""Baekjoon 7562 나이트의 이동: the samples through the CLI, an independent oracle, replays,
bad input, the first use, and a corpus of correct and buggy programs."""

from __future__ import annotations

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

NAME = "boj-7562"
CORPUS = Path(__file__).parent / "corpus"
runner = CliRunner()
JUMPS = [complex(a, b) for a in (-2, -1, 1, 2) for b in (-2, -1, 1, 2) if abs(a) != abs(b)]


def cli(*args: str, stdin: str | None = None):  # type: ignore[no-untyped-def]
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


def oracle_to(side: int, target: tuple[int, int]) -> dict[complex, int]:
    """Jumps to ``target`` from every cell: a layered walk over complex-number cells."""
    goal = complex(*target)
    dist = {goal: 0}
    layer = [goal]
    while layer:
        nxt = []
        for z in layer:
            for j in JUMPS:
                w = z + j
                if 0 <= w.real < side and 0 <= w.imag < side and w not in dist:
                    dist[w] = dist[z] + 1
                    nxt.append(w)
        layer = nxt
    return dist


@pytest.mark.parametrize(("case", "want"), [("8\n0 0\n7 0", "5"), ("100\n0 0\n30 50", "28"),
                                            ("10\n1 1\n1 1", "0")])
def test_official_samples(case: str, want: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=f"1\n{case}\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == want


def test_the_whole_sample_input_answers_every_case() -> None:
    """The judge's whole input, T cases, prints the judge's whole output."""
    result = cli("solve", NAME, "-", "-f", "judge",
                 stdin="3\n8\n0 0\n7 0\n100\n0 0\n30 50\n10\n1 1\n1 1\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.split() == ["5", "28", "0"]


def test_oracle_on_generated_cases_and_every_route_replays() -> None:
    rng = random.Random(7562)
    family = get_family(NAME)
    checked = 0
    for side in (4, 4, 5, 5, 6, 7, 8, 9, 12, 17, 23, 31):
        target = (rng.randrange(side), rng.randrange(side))
        dist = oracle_to(side, target)
        assert len(dist) == side * side  # every cell reachable when side >= 4
        for _ in range(18):
            start = (rng.randrange(side), rng.randrange(side))
            inst = family.parse({"l": side, "start": list(start), "target": list(target)})
            sol = inst.solve()
            assert inst.judge_output(sol, "judge") == str(dist[complex(*start)])
            at = complex(*start)
            for dx, dy in sol.moves:
                assert complex(dx, dy) in JUMPS
                at += complex(dx, dy)
                assert 0 <= at.real < side and 0 <= at.imag < side
            assert at == complex(*target)
            checked += 1
    assert checked >= 200


def test_largest_board_far_corner() -> None:
    inst = get_family(NAME).parse({"l": 300, "start": [0, 0], "target": [299, 299]})
    assert inst.solve().length == oracle_to(300, (299, 299))[0j]


def test_engine_searches_agree() -> None:
    inst = get_family(NAME).parse("1\n8\n0 0\n7 0\n")
    for method in ("bfs", "bidirectional", "astar", "idastar"):
        assert inst.solve(method).length == 5


@pytest.mark.parametrize(("text", "words"), [
    ("1\n3\n0 0\n1 1\n", "l must be 4..300, got 3"),
    ("1\n301\n0 0\n1 1\n", "l must be 4..300, got 301"),
    ("1\n8\n0 8\n1 1\n", "the start cell (0, 8) is off the 8 x 8 board"),
    ("1\n8\n0 0\n-1 1\n", "the target cell (-1, 1) is off"),
    ("2\n8\n0 0\n1 1\n", "T = 2 needs 10 numbers"),
    ("1\n8\n0 a\n1 1\n", "y must be an integer, got 'a'"),
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
                          "solve", NAME, "-", "-f", "judge"], input="1\n300\n0 0\n299 299\n",
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "200"


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
