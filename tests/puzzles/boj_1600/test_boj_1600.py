"""Baekjoon 1600 말이 되고픈 원숭이: samples, an independent oracle, replayed paths, bad
input, the corpus of judged programs, a first solve on a fresh cache, the largest board."""

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

NAME = "boj-1600"
FAMILY = get_family(NAME)
CORPUS = Path(__file__).parent / "corpus"
runner = CliRunner()

SAMPLES = [
    ("1\n4 4\n0 0 0 0\n1 0 0 0\n0 0 1 0\n0 1 0 0\n", "4"),
    ("2\n5 2\n0 0 1 1 0\n0 0 1 1 0\n", "-1"),
]
KNIGHT = {(a, b) for a in (-2, -1, 1, 2) for b in (-2, -1, 1, 2) if abs(a) != abs(b)}
SIDE = {(1, 0), (-1, 0), (0, 1), (0, -1)}


def cli(*args: str, stdin: str | None = None) -> Any:
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


def oracle(case: dict[str, Any]) -> int:
    """Fewest moves by a level-by-level search over (row, col, jumps) written here."""
    k, w, h, g = case["k"], case["w"], case["h"], case["grid"]
    level = {(0, 0, 0)}
    seen = set(level)
    moves = 0
    while level:
        if any((r, c) == (h - 1, w - 1) for r, c, _ in level):
            return moves
        nxt = set()
        for r, c, j in level:
            for (dr, dc), cost in [*((d, 0) for d in SIDE), *((d, 1) for d in KNIGHT)]:
                nr, nc, nj = r + dr, c + dc, j + cost
                ok = nj <= k and 0 <= nr < h and 0 <= nc < w and g[nr][nc] == "0"
                if ok and (nr, nc, nj) not in seen:
                    seen.add((nr, nc, nj))
                    nxt.add((nr, nc, nj))
        level = nxt
        moves += 1
    return -1


def walk(case: dict[str, Any], sol: Any) -> tuple[int, int]:
    """Replay the states of a solution by the statement's rules."""
    jumps = 0
    r = c = 0
    for nr, nc, _layer in sol.states[1:]:
        d = (nr - r, nc - c)
        assert d in SIDE or d in KNIGHT, d
        jumps += d in KNIGHT
        assert jumps <= case["k"], "more knight jumps than K"
        assert 0 <= nr < case["h"] and 0 <= nc < case["w"] and case["grid"][nr][nc] == "0"
        r, c = nr, nc
    return r, c


@pytest.mark.parametrize(("text", "want"), SAMPLES)
@pytest.mark.parametrize("method", ["auto", "layered-bfs", "astar"])
def test_samples_through_the_cli(text: str, want: str, method: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", "-a", method, stdin=text)
    assert result.exit_code == (1 if want == "-1" else 0), result.output
    assert result.stdout == want + "\n"


def test_one_cell_wide_boards_and_alias() -> None:
    assert cli("solve", "boj1600", "0\n1 1\n0\n", "-f", "judge").stdout == "0\n"
    # W first: one row of three cells, a rock in the middle, no jump allowed
    assert cli("solve", NAME, "0\n3 1\n0 1 0\n", "-f", "judge").stdout == "-1\n"


def test_oracle_on_generated_cases() -> None:
    stream = FAMILY.judge.stream(random.Random(13))
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
        assert walk(case, sol) == (case["h"] - 1, case["w"] - 1)
        states, _ = replay(inst.puzzle(), inst.puzzle().start, sol.moves)
        assert states == list(sol.states)
    assert unreachable > 5


def test_engine_methods_agree_on_small_cases() -> None:
    stream = FAMILY.judge.stream(random.Random(5))
    for _, case in zip(range(30), stream, strict=False):
        want = oracle(case)
        for method in ("bfs", "astar"):
            got = cli("solve", NAME, FAMILY.judge.write_input(case), "-f", "judge",
                      "-a", method)
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
    ("1\n2 2\n0 0\n0\n", "the input ends before grid row 2"),
    ("1\n2 2\n0 0\n0 2\n", "row 2 holds '2'"),
    ("1\n2 2\n0 0\n00 0\n", "grid cells are single letters '01' separated by spaces, got '00'"),
    ("31\n1 1\n0\n", "k must be 0..30, got 31"),
    ("0\n201 1\n", "w must be 1..200, got 201"),
    ("0\n1 0\n", "h must be 1..200, got 0"),
    ("0\n2 1\n1 0\n", "the start and the finish must be flat"),
    ("0\n1 2\n0\n", "the input ends before grid row 2"),
    ("0\n1 1\n0\n0\n", "the input goes on after its last field"),
    ("0\n1\n0\n", "h must be 1..200, got 0"),
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
    assert out.returncode == 0 and out.stdout == "4\n", out.stderr


@pytest.mark.slow
def test_largest_board() -> None:
    """200 x 200, K = 30, a third of the cells rocks: the C++ corpus program agrees."""
    rng = random.Random(4)
    rows = ["".join("1" if rng.random() < 0.33 else "0" for _ in range(200))
            for _ in range(200)]
    rows[0] = "0" + rows[0][1:]
    rows[-1] = rows[-1][:-1] + "0"
    text = FAMILY.judge.write_input({"k": 30, "w": 200, "h": 200, "grid": rows})
    got = cli("solve", NAME, text, "-f", "judge")
    if not have("g++"):
        pytest.skip("no g++ for the reference program")
    want = subprocess.run(command(str(CORPUS / "correct.cpp")), input=text,
                          capture_output=True, text=True, timeout=120).stdout
    assert got.stdout.strip() == want.strip()
