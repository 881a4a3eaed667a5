"""Baekjoon 14442 벽 부수고 이동하기 2: samples, an independent oracle, replayed paths, bad
input, the corpus of judged programs, a first solve on a fresh cache, the largest map."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from tests.judges.corpus import command, have
from tests.puzzles.corpus_suite import corpus_tests
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.problem import replay
from fewest.puzzles import get_family

NAME = "boj-14442"
FAMILY = get_family(NAME)
CORPUS = Path(__file__).parent / "corpus"
runner = CliRunner()

SAMPLES = [
    ("6 4 1\n0100\n1110\n1000\n0000\n0111\n0000\n", "15"),
    ("6 4 2\n0100\n1110\n1000\n0000\n0111\n0000\n", "9"),
    ("4 4 3\n0111\n1111\n1111\n1110\n", "-1"),
]


def cli(*args: str, stdin: str | None = None) -> Any:
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


def oracle(case: dict[str, Any]) -> int:
    """Cells on a shortest path: a level-by-level search over (cell, walls broken)
    pairs, written without the family's code."""
    n, m, g, k = case["n"], case["m"], case["map"], case["k"]
    start, goal = (0, 0), (n - 1, m - 1)
    best = {(start, 0): 1}
    frontier = [(start, 0)]
    steps = 1
    while frontier:
        if any(cell == goal for cell, _ in frontier):
            return steps
        nxt = []
        for (r, c), b in frontier:
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < n and 0 <= nc < m:
                    nb = b + int(g[nr][nc])
                    if nb <= k and ((nr, nc), nb) not in best:
                        best[((nr, nc), nb)] = steps + 1
                        nxt.append(((nr, nc), nb))
        frontier = nxt
        steps += 1
    return -1


def walk(case: dict[str, Any], moves: list[str]) -> tuple[int, int]:
    step = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}
    r = c = broken = 0
    for mv in moves:
        r, c = r + step[mv][0], c + step[mv][1]
        assert 0 <= r < case["n"] and 0 <= c < case["m"]
        broken += case["map"][r][c] == "1"
        assert broken <= case["k"], "broke more walls than allowed"
    return r, c


@pytest.mark.parametrize(("text", "want"), SAMPLES)
@pytest.mark.parametrize("method", ["auto", "layered-bfs", "astar"])
def test_samples_through_the_cli(text: str, want: str, method: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", "-a", method, stdin=text)
    assert result.exit_code == (1 if want == "-1" else 0), result.output
    assert result.stdout == want + "\n"


def test_one_cell_and_alias() -> None:
    assert cli("solve", "boj14442", "1 1 10\n0\n", "-f", "judge").stdout == "1\n"


def test_oracle_on_generated_cases() -> None:
    stream = FAMILY.judge.stream(random.Random(11))
    unreachable = 0
    for _, case in zip(range(200), stream, strict=False):
        inst = FAMILY.parse(case)
        want = oracle(case)
        try:
            sol = inst.solve("layered-bfs")
        except Exception as exc:  # NoSolutionError
            assert type(exc).__name__ == "NoSolutionError" and want == -1, case
            unreachable += 1
            continue
        assert inst.judge_output(sol, "judge") == str(want), case
        assert walk(case, sol.moves) == (case["n"] - 1, case["m"] - 1)
        states, _ = replay(inst.puzzle(), inst.puzzle().start, sol.moves)
        assert states == list(sol.states)
    assert unreachable > 5  # the stream draws maps without a path too


def test_engine_bfs_agrees_on_small_cases() -> None:
    stream = FAMILY.judge.stream(random.Random(5))
    for _, case in zip(range(40), stream, strict=False):
        want = oracle(case)
        got = cli("solve", NAME, FAMILY.judge.write_input(case), "-f", "judge", "-a", "bfs")
        assert got.stdout.strip() == str(want)



def test_compiled_and_python_searches_agree() -> None:
    """Every form of ``layered-bfs`` on the same grids: plain Python, the kernels built
    ahead of time, the jitted kernels."""
    from functools import partial

    from fewest.errors import NoSolutionError
    from fewest.puzzles.common.layered_grid import solve_layered_compiled, solve_layered_python

    stream = FAMILY.judge.stream(random.Random(23))
    for _, case in zip(range(60), stream, strict=False):
        inst = FAMILY.parse(case)
        got = []
        jitted = partial(solve_layered_compiled, aot=False)
        for solve in (solve_layered_python, solve_layered_compiled, jitted):
            try:
                sol = solve(inst.grid)
            except NoSolutionError:
                got.append(None)
                continue
            states, _ = replay(inst.puzzle(), inst.puzzle().start, sol.moves)
            assert states == list(sol.states)
            got.append(sol.length)
        assert got[0] == got[1] == got[2], case

@pytest.mark.parametrize(("text", "words"), [
    ("2 2 1\n00\n0\n", "map row 2 must have 2 cells, got 1"),
    ("2 2 1\n00\n02\n", "row 2 holds '2'"),
    ("0 2 1\n", "n must be 1..1000, got 0"),
    ("1 1001 1\n", "m must be 1..1000, got 1001"),
    ("2 2 0\n00\n00\n", "k must be 1..10, got 0"),
    ("2 2 11\n00\n00\n", "k must be 1..10, got 11"),
    ("2 2 1\n10\n00\n", "(1, 1) and (N, M) must be 0"),
    ("2 2 1\n00\n", "the input ends before map row 2"),
    ("1 2 1\n00\n00\n", "the input goes on after its last field"),
    ("2 2\n00\n00\n", "k must be 1..10, got 0"),
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


@pytest.mark.slow
def test_largest_map() -> None:
    """1000 x 1000 with K = 10: a serpentine of wall rows, each with one gap at
    alternating ends (breaking through ten of them saves long detours)."""
    n = m = 1000
    rows = []
    for r in range(n):
        if r % 2 == 0:
            rows.append("0" * m)
        else:
            gap = m - 1 if r % 4 == 1 else 0
            rows.append("".join("0" if c == gap else "1" for c in range(m)))
    case = {"n": n, "m": m, "k": 10, "map": rows}
    rows[-1] = "0" * m
    case["map"] = rows
    text = FAMILY.judge.write_input(case)
    got = cli("solve", NAME, text, "-f", "judge")
    if not have("g++"):
        pytest.skip("no g++ for the reference program")
    want = subprocess.run(command(str(CORPUS / "correct.cpp")), input=text,
                          capture_output=True, text=True, timeout=120).stdout
    assert got.stdout.strip() == want.strip()
