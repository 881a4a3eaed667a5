"""Baekjoon 2178 미로 탐색: samples, an independent oracle, replayed paths, bad input,
the corpus of judged programs, and a first solve on a fresh cache."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections import deque
from pathlib import Path
from typing import Any

import pytest
from tests.puzzles.corpus_suite import corpus_tests
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.problem import replay
from fewest.puzzles import get_family

NAME = "boj-2178"
FAMILY = get_family(NAME)
CORPUS = Path(__file__).parent / "corpus"
runner = CliRunner()

SAMPLES = [
    ("4 6\n101111\n101010\n101011\n111011\n", "15"),
    ("4 6\n110110\n110110\n111111\n111101\n", "9"),
    ("2 25\n1011101110111011101110111\n1110111011101110111011101\n", "38"),
    ("7 7\n1011111\n1110001\n1000001\n1000001\n1000001\n1000001\n1111111\n", "13"),
]


def cli(*args: str, stdin: str | None = None) -> Any:
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


def oracle(case: dict[str, Any]) -> int:
    """Cells on a shortest path, by a BFS over a dict of neighbour lists."""
    n, m, maze = case["n"], case["m"], case["maze"]
    open_cells = {(r, c) for r in range(n) for c in range(m) if maze[r][c] == "1"}
    nbrs = {p: [q for q in ((p[0] + 1, p[1]), (p[0] - 1, p[1]), (p[0], p[1] + 1),
                            (p[0], p[1] - 1)) if q in open_cells] for p in open_cells}
    cells = {(0, 0): 1}
    todo = deque([(0, 0)])
    while todo:
        p = todo.popleft()
        for q in nbrs[p]:
            if q not in cells:
                cells[q] = cells[p] + 1
                todo.append(q)
    return cells.get((n - 1, m - 1), -1)


@pytest.mark.parametrize(("text", "want"), SAMPLES)
@pytest.mark.parametrize("method", ["auto", "layered-bfs", "astar", "bidirectional"])
def test_samples_through_the_cli(text: str, want: str, method: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", "-a", method, stdin=text)
    assert result.exit_code == 0, result.output
    assert result.stdout == want + "\n"


def test_alias_and_json_case() -> None:
    result = cli("solve", "boj2178", '{"n": 2, "m": 2, "maze": ["11", "01"]}', "-f", "judge")
    assert result.stdout.strip() == "3"


def walk(case: dict[str, Any], moves: list[str]) -> tuple[int, int]:
    """Replay moves by the statement's rules, independently of the family."""
    step = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}
    r = c = 0
    for mv in moves:
        r, c = r + step[mv][0], c + step[mv][1]
        assert 0 <= r < case["n"] and 0 <= c < case["m"] and case["maze"][r][c] == "1"
    return r, c


def test_oracle_on_generated_cases() -> None:
    stream = FAMILY.judge.stream(random.Random(7))
    for _, case in zip(range(200), stream, strict=False):
        inst = FAMILY.parse(case)
        sol = inst.solve("layered-bfs")
        assert inst.judge_output(sol, "judge") == str(oracle(case)), case
        assert walk(case, sol.moves) == (case["n"] - 1, case["m"] - 1)
        states, _ = replay(inst.puzzle(), inst.puzzle().start, sol.moves)
        assert states == list(sol.states)


def test_engine_methods_agree_on_small_cases() -> None:
    stream = FAMILY.judge.stream(random.Random(3))
    for _, case in zip(range(40), stream, strict=False):
        inst = FAMILY.parse(case)
        want = oracle(case) - 1
        for method in ("bfs", "astar", "bidirectional"):
            assert inst.solve(method).length == want


def test_unreachable_prints_minus_one() -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin="2 2\n10\n01\n")
    assert result.exit_code == 1 and result.stdout.strip() == "-1"


@pytest.mark.parametrize(("text", "words"), [
    ("2 2\n11\n1\n", "maze row 2 must have 2 cells, got 1"),
    ("2 2\n11\n12\n", "row 2 holds '2'"),
    ("1 2\n11\n", "n must be 2..100, got 1"),
    ("2 101\n", "m must be 2..100, got 101"),
    ("2 2\n01\n11\n", "(1, 1) and (N, M) must be 1"),
    ("2 2\n11\n", "the input ends before maze row 2"),
    ("2 2\n11\n11\n11\n", "the input goes on after its last field"),
    ("2 x\n11\n11\n", "m must be an integer"),
    ('{"n": 2, "m": 2}', "missing maze"),
])
def test_bad_input_is_one_line(text: str, words: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=text)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and NAME in lines[0] and words in lines[0], result.stderr


globals().update(corpus_tests(NAME, CORPUS))


def test_first_solve_on_an_empty_cache(tmp_path: Path) -> None:
    env = {**os.environ, "FEWEST_CACHE_DIR": str(tmp_path)}
    fewest = str(Path(sys.executable).parent / "fewest")
    out = subprocess.run([fewest, "solve", NAME, "-", "-f", "judge", "-a", "layered-bfs"],
                         input=SAMPLES[0][0], capture_output=True, text=True, env=env,
                         timeout=120)
    assert out.returncode == 0 and out.stdout == "15\n", out.stderr
