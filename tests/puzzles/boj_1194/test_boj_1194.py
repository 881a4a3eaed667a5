"""Baekjoon 1194 달이 차오른다, 가자.: samples, an independent oracle, replayed paths,
bad input, the corpus of judged programs, a first solve on a fresh cache."""

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

NAME = "boj-1194"
FAMILY = get_family(NAME)
CORPUS = Path(__file__).parent / "corpus"
runner = CliRunner()

SAMPLES = [
    ("1 7\nf0.F..1\n", "7"),
    ("5 5\n....1\n#1###\n.1.#0\n....A\n.1.#.\n", "-1"),
    ("7 8\na#c#eF.1\n.#.#.#..\n.#B#D###\n0....F.1\nC#E#A###\n.#.#.#..\nd#f#bF.1\n", "55"),
    ("3 4\n1..0\n###.\n1...\n", "3"),
    ("3 5\n..0..\n.###.\n..1.A\n", "6"),
    ("4 5\n0....\n.#B#A\n.#.#.\nb#a#1\n", "19"),
    ("1 11\nc.0.C.C.C.1\n", "12"),
]


def cli(*args: str, stdin: str | None = None) -> Any:
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


def oracle(case: dict[str, Any]) -> int:
    """Fewest moves by a level-by-level search over (cell, frozenset of keys)."""
    g = case["maze"]
    n, m = case["n"], case["m"]
    start = next((r, c) for r in range(n) for c in range(m) if g[r][c] == "0")
    level = {(start, frozenset())}
    seen = set(level)
    moves = 0
    while level:
        if any(g[r][c] == "1" for (r, c), _ in level):
            return moves
        nxt = set()
        for (r, c), keys in level:
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if not (0 <= nr < n and 0 <= nc < m) or g[nr][nc] == "#":
                    continue
                ch = g[nr][nc]
                if ch.isupper() and ch.lower() not in keys:
                    continue
                nk = keys | {ch} if ch.islower() else keys
                if ((nr, nc), nk) not in seen:
                    seen.add(((nr, nc), nk))
                    nxt.add(((nr, nc), nk))
        level = nxt
        moves += 1
    return -1


def walk(case: dict[str, Any], moves: list[str]) -> str:
    """Replay moves by the statement's rules; the character finally stood on."""
    g = case["maze"]
    r, c = next((r, c) for r in range(case["n"]) for c in range(case["m"]) if g[r][c] == "0")
    keys: set[str] = set()
    step = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}
    for mv in moves:
        r, c = r + step[mv][0], c + step[mv][1]
        ch = g[r][c]
        assert ch != "#" and not (ch.isupper() and ch.lower() not in keys), (mv, r, c)
        if ch.islower():
            keys.add(ch)
    return g[r][c]


@pytest.mark.parametrize(("text", "want"), SAMPLES)
@pytest.mark.parametrize("method", ["auto", "layered-bfs"])
def test_samples_through_the_cli(text: str, want: str, method: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", "-a", method, stdin=text)
    assert result.exit_code == (1 if want == "-1" else 0), result.output
    assert result.stdout == want + "\n"


def test_astar_and_alias() -> None:
    got = cli("solve", "boj1194", SAMPLES[2][0], "-f", "judge", "-a", "astar")
    assert got.stdout == "55\n"


def test_oracle_on_generated_cases() -> None:
    stream = FAMILY.judge.stream(random.Random(17))
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
        assert walk(case, sol.moves) == "1"
        states, _ = replay(inst.puzzle(), inst.puzzle().start, sol.moves)
        assert states == list(sol.states)
    assert unreachable > 5


def test_engine_bfs_agrees_on_small_cases() -> None:
    stream = FAMILY.judge.stream(random.Random(2))
    for _, case in zip(range(30), stream, strict=False):
        got = cli("solve", NAME, FAMILY.judge.write_input(case), "-f", "judge", "-a", "bfs")
        assert got.stdout.strip() == str(oracle(case))



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
    ("1 3\n0.\n", "maze rows must have 3 cells, got 2"),
    ("1 3\n0.g\n", "row 1 holds 'g'"),
    ("1 3\n0.1\n1..\n", "the input goes on after its last field"),
    ("0 3\n", "n must be 1..50, got 0"),
    ("1 51\n", "m must be 1..50, got 51"),
    ("1 3\n0.0\n", "exactly one '0'"),
    ("1 3\n..1\n", "exactly one '0'"),
    ("1 3\n0..\n", "at least one '1'"),
    ("2 3\n0.1\n", "the input ends before maze row 2"),
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
                         input=SAMPLES[2][0], capture_output=True, text=True, env=env,
                         timeout=120)
    assert out.returncode == 0 and out.stdout == "55\n", out.stderr


@pytest.mark.slow
def test_largest_maze() -> None:
    """50 x 50 with all six keys and doors: the C++ corpus program agrees."""
    rng = random.Random(8)
    for _ in range(5):
        case = FAMILY.judge.stream(rng)
        big = next(c for c in case if c["n"] * c["m"] >= 2000)
        text = FAMILY.judge.write_input(big)
        got = cli("solve", NAME, text, "-f", "judge")
        if not have("g++"):
            pytest.skip("no g++ for the reference program")
        want = subprocess.run(command(str(CORPUS / "correct.cpp")), input=text,
                              capture_output=True, text=True, timeout=120).stdout
        assert got.stdout.strip() == want.strip()
