"""Baekjoon 9019 DSLR: the samples through the CLI, an independent oracle, replays,
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

NAME = "boj-9019"
CORPUS = Path(__file__).parent / "corpus"
runner = CliRunner()


def cli(*args: str, stdin: str | None = None):  # type: ignore[no-untyped-def]
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


def oracle(a: int, b: int) -> int:
    """Fewest commands by a BFS over 4-character digit strings (another encoding)."""
    start, goal = f"{a:04d}", f"{b:04d}"

    def nxt(s: str) -> list[str]:
        n = int(s)
        return [f"{2 * n % 10000:04d}", f"{(n + 9999) % 10000:04d}", s[1:] + s[0], s[3] + s[:3]]

    seen = {start: 0}
    q = deque([start])
    while q:
        s = q.popleft()
        if s == goal:
            return seen[s]
        for t in nxt(s):
            if t not in seen:
                seen[t] = seen[s] + 1
                q.append(t)
    raise AssertionError("unreachable")


def replay(a: int, b: int, cmds: str) -> bool:
    digits = f"{a:04d}"
    for c in cmds:
        n = int(digits)
        digits = {"D": f"{2 * n % 10000:04d}", "S": f"{(n + 9999) % 10000:04d}",
                  "L": digits[1:] + digits[0], "R": digits[3] + digits[:3]}[c]
    return int(digits) == b


@pytest.mark.parametrize(("case", "want"), [("1234 3412", {"LL", "RR"}), ("1000 1", {"L"}),
                                            ("1 16", {"DDDD"})])
def test_official_samples(case: str, want: set[str]) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=f"1\n{case}\n")
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() in want


def test_the_whole_sample_input_answers_every_case() -> None:
    """The judge's whole input, T cases: one shortest command string per case (any one is
    accepted; the judge's own replay checks each)."""
    stdin = "3\n1234 3412\n1000 1\n1 16\n"
    result = cli("solve", NAME, "-", "-f", "judge", stdin=stdin)
    assert result.exit_code == 0, result.output
    spec = get_family(NAME).judge
    assert spec is not None
    cases = spec.read_input(stdin)
    lines = result.stdout.split()
    assert [len(x) for x in lines] == [2, 1, 4]  # the sample's LL, L, DDDD
    for case, want, got in zip(cases, ["LL", "L", "DDDD"], lines, strict=True):
        assert spec.judge(case, want, got) is None


def near_cases(rng: random.Random, count: int):  # type: ignore[no-untyped-def]
    """Pairs a few random commands apart (short searches), then the stream's edge cases."""
    spec = get_family(NAME).judge
    assert spec is not None
    out = list(itertools.islice(spec.stream(rng), 12))
    while len(out) < count:
        a = n = rng.randrange(10000)
        for _ in range(rng.randint(1, 6)):
            n = replay_one(n, rng.choice("DSLR"))
        if n != a:
            out.append({"a": a, "b": n})
    return out


def replay_one(n: int, c: str) -> int:
    digits = f"{n:04d}"
    return int({"D": f"{2 * n % 10000:04d}", "S": f"{(n + 9999) % 10000:04d}",
                "L": digits[1:] + digits[0], "R": digits[3] + digits[:3]}[c])


def check_cases(cases) -> None:  # type: ignore[no-untyped-def]
    family = get_family(NAME)
    for case in cases:
        inst = family.parse(case)
        cmds = inst.judge_output(inst.solve(), "judge")
        assert len(cmds) == oracle(case["a"], case["b"]), case
        assert replay(case["a"], case["b"], cmds), case


def test_oracle_on_generated_cases_and_every_answer_replays() -> None:
    check_cases(near_cases(random.Random(9019), 220))


@pytest.mark.slow
def test_oracle_on_uniform_cases() -> None:
    spec = get_family(NAME).judge
    assert spec is not None
    check_cases(itertools.islice(spec.stream(random.Random(1)), 600))


def test_engine_searches_agree() -> None:
    inst = get_family(NAME).parse("1\n1234 3412\n")
    for method in ("bfs", "bidirectional", "iddfs"):
        assert inst.solve(method).length == 2


@pytest.mark.parametrize(("text", "words"), [
    ("1\n5 5\n", "A and B must differ"),
    ("1\n10000 1\n", "A must be an integer 0..9999"),
    ("1\n1 -1\n", "B must be an integer 0..9999"),
    ("2\n1 2\n", "T = 2 needs 4 numbers"),
    ("0\n", "T must be 1..100, got 0"),
    ("1\nx 2\n", "a must be an integer, got 'x'"),
    ('{"a": 1}', "a case is an object of a, b; missing b"),
])
def test_bad_input_is_one_line_exit_2(text: str, words: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=text)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and NAME in lines[0], result.stderr


def test_judge_names_the_first_wrong_command() -> None:
    spec = get_family(NAME).judge
    assert spec is not None
    case = {"a": 1234, "b": 3412}
    assert spec.judge(case, "LL", "RR") is None
    wrong = spec.judge(case, "LL", "LD")
    assert wrong is not None and wrong.message.startswith("command 2 'D'")
    assert wrong.message_ko
    short = spec.judge(case, "LL", "L")
    assert short is not None and "not B = 3412" in short.message


def test_first_solve_with_an_empty_cache(tmp_path: Path) -> None:
    env = {**os.environ, "FEWEST_CACHE_DIR": str(tmp_path / "cache"),
           "PYTHONPATH": os.pathsep.join(sys.path)}
    out = subprocess.run([sys.executable, "-c", "from fewest.cli.app import main; main()",
                          "solve", NAME, "-", "-f", "judge"], input="1\n1 16\n",
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "DDDD"


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
