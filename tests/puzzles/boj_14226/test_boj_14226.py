"""Baekjoon 14226 이모티콘: the samples through the CLI, an independent oracle, replays,
bad input, the first use, and a corpus of correct and buggy programs."""

from __future__ import annotations

import os
import subprocess
import sys
from collections import deque
from functools import cache
from pathlib import Path

import pytest
from tests.judges.corpus import first_failure, have
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.puzzles import get_family

NAME = "boj-14226"
CORPUS = Path(__file__).parent / "corpus"
runner = CliRunner()


def cli(*args: str, stdin: str | None = None):  # type: ignore[no-untyped-def]
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


@cache
def oracle(s: int) -> int:
    """Fewest seconds to show ``s``: a BFS over (screen, clipboard) of its own, with a
    looser bound (screen <= 3s) and deleting down to an empty screen allowed."""
    dist = {(1, 0): 0}
    q = deque([(1, 0)])
    while q:
        screen, clip = q.popleft()
        d = dist[screen, clip]
        if screen == s:
            return d
        for nxt in ((screen, screen), (screen + clip, clip) if clip else None,
                    (screen - 1, clip) if screen else None):
            if nxt is not None and nxt[0] <= 3 * s and nxt not in dist:
                dist[nxt] = d + 1
                q.append(nxt)
    raise AssertionError("unreachable")


def replays(s: int, moves: list[str]) -> bool:
    screen, clip = 1, 0
    for op in moves:
        if op == "copy":
            clip = screen
        elif op == "paste":
            if clip == 0:
                return False
            screen += clip
        elif op == "delete":
            if screen == 0:
                return False
            screen -= 1
        else:
            return False
    return screen == s


@pytest.mark.parametrize(("s", "want"), [("2", "2"), ("4", "4"), ("6", "5"), ("18", "8")])
def test_official_samples(s: str, want: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=f"{s}\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == want


def check(upto: int) -> None:
    family = get_family(NAME)
    for s in range(2, upto + 1):
        inst = family.parse({"s": s})
        sol = inst.solve()
        assert inst.judge_output(sol, "judge") == str(oracle(s)), s
        assert replays(s, sol.moves), s


def test_oracle_on_s_up_to_220_and_every_plan_replays() -> None:
    check(221)


@pytest.mark.slow
def test_oracle_on_every_s() -> None:
    check(1000)


def test_engine_searches_agree() -> None:
    inst = get_family(NAME).parse("18")
    for method in ("bfs", "astar", "iddfs"):
        assert inst.solve(method).length == 8


@pytest.mark.parametrize(("text", "words"), [
    ("1\n", "S must be 2..1000, got 1"),
    ("1001\n", "S must be 2..1000, got 1001"),
    ("x\n", "S must be an integer"),
    ("2 3\n", "the input goes on after its last field"),
    ('{"s": 0}', "S must be 2..1000, got 0"),
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
                          "solve", NAME, "-", "-f", "judge"], input="1000\n",
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "21"


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
