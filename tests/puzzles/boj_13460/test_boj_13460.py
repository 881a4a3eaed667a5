"""Baekjoon 13460 구슬 탈출 2: the official samples, an independent oracle, replayed
tilts, bad input, the corpus of judged programs, a first solve on a fresh cache."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from tests.judges.corpus import first_failure
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.problem import replay
from fewest.puzzles import get_family

NAME = "boj-13460"
FAMILY = get_family(NAME)
CORPUS = Path(__file__).parent / "corpus"
runner = CliRunner()

SAMPLES = [
    ("5 5\n#####\n#..B#\n#.#.#\n#RO.#\n#####\n", "1"),
    ("7 7\n#######\n#...RB#\n#.#####\n#.....#\n#####.#\n#O....#\n#######\n", "5"),
    ("7 7\n#######\n#..R#B#\n#.#####\n#.....#\n#####.#\n#O....#\n#######\n", "5"),
    ("10 10\n##########\n#R#...##B#\n#...#.##.#\n#####.##.#\n#......#.#\n#.######.#\n"
     "#.#....#.#\n#.#.#.#..#\n#...#.O#.#\n##########\n", "-1"),
    ("3 7\n#######\n#R.O.B#\n#######\n", "1"),
    ("10 10\n##########\n#R#...##B#\n#...#.##.#\n#####.##.#\n#......#.#\n#.######.#\n"
     "#.#....#.#\n#.#.##...#\n#O..#....#\n##########\n", "7"),
    ("3 10\n##########\n#.O....RB#\n##########\n", "-1"),
]
STEP = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}


def cli(*args: str, stdin: str | None = None) -> Any:
    result = runner.invoke(app, list(args), input=stdin)
    assert "Traceback" not in result.output, result.output
    return result


def where(case: dict[str, Any], ch: str) -> tuple[int, int]:
    return next((r, c) for r, row in enumerate(case["board"]) for c, x in enumerate(row)
                if x == ch)


def tilt(case: dict[str, Any], red: tuple[int, int], blue: tuple[int, int],
         d: tuple[int, int]) -> tuple[tuple[int, int] | None, tuple[int, int] | None]:
    """Both balls rolled ignoring each other, then the one that travelled further
    stepped back one cell if they meet; ``None`` for a ball in the hole."""
    g = case["board"]

    def go(p: tuple[int, int]) -> tuple[tuple[int, int] | None, int]:
        r, c = p
        k = 0
        while g[r + d[0]][c + d[1]] != "#":
            r, c, k = r + d[0], c + d[1], k + 1
            if g[r][c] == "O":
                return None, k
        return (r, c), k

    (nr, kr), (nb, kb) = go(red), go(blue)
    if nr is not None and nr == nb:
        if kr > kb:
            nr = (nr[0] - d[0], nr[1] - d[1])
        else:
            nb = (nb[0] - d[0], nb[1] - d[1])
    return nr, nb


def oracle(case: dict[str, Any]) -> int:
    """Every sequence of tilts, level by level (sets of ball pairs), 10 levels."""
    level = {(where(case, "R"), where(case, "B"))}
    for tilts in range(1, 11):
        nxt = set()
        for red, blue in level:
            for d in STEP.values():
                r2, b2 = tilt(case, red, blue, d)
                if b2 is None:
                    continue
                if r2 is None:
                    return tilts
                nxt.add((r2, b2))
        level = nxt
    return -1


@pytest.mark.parametrize(("text", "want"), SAMPLES)
def test_samples_through_the_cli(text: str, want: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=text)
    assert result.exit_code == (1 if want == "-1" else 0), result.output
    assert result.stdout == want + "\n"


@pytest.mark.parametrize("method", ["auto", "bfs", "astar"])
def test_samples_every_method(method: str) -> None:
    for text, want in SAMPLES:
        got = cli("solve", NAME, "-", "-f", "judge", "-a", method, stdin=text)
        assert got.stdout == want + "\n", (method, text)


def test_ten_tilts_and_eleven() -> None:
    from fewest.puzzles.problems.boj_13460 import DEEP

    for tilts, boards in DEEP.items():
        for rows in boards:
            case = {"n": len(rows), "m": len(rows[0]), "board": list(rows)}
            unbounded = get_family("boj-15653").parse(case)  # no tilt limit
            assert unbounded.solve().length == tilts
            got = cli("solve", "boj13460", FAMILY.judge.write_input(case), "-f", "judge")
            assert got.stdout == ("10\n" if tilts == 10 else "-1\n")


def test_oracle_on_generated_cases() -> None:
    stream = FAMILY.judge.stream(random.Random(13))
    unreachable = 0
    for _, case in zip(range(240), stream, strict=False):
        inst = FAMILY.parse(case)
        want = oracle(case)
        try:
            sol = inst.solve("bfs")
        except Exception as exc:  # NoSolutionError
            assert type(exc).__name__ == "NoSolutionError" and want == -1, case
            unreachable += 1
            continue
        assert inst.judge_output(sol, "judge") == str(want), case
        red: tuple[int, int] | None = where(case, "R")
        blue: tuple[int, int] | None = where(case, "B")
        for i, mv in enumerate(sol.moves):
            assert red is not None and blue is not None
            red, blue = tilt(case, red, blue, STEP[mv])
            after = sol.states[i + 1]
            assert blue == (after[2], after[3])
            if red is not None:
                assert red == (after[0], after[1])
        assert red is None and blue is not None and sol.length <= 10
        states, _ = replay(inst.puzzle(), inst.puzzle().start, sol.moves)
        assert states == list(sol.states)
    assert unreachable > 10


@pytest.mark.parametrize(("text", "words"), [
    ("3 5\n#####\n#RO#\n#####\n", "board row 2 must have 5 cells, got 4"),
    ("3 5\n#####\n#RxB#\n#####\n", "row 2 holds 'x'"),
    ("3 5\n#####\n#R.B#\n#####\n", "exactly one hole 'O', it holds 0"),
    ("3 5\n#####\n#ROO#\n#####\n", "exactly one hole 'O', it holds 2"),
    ("3 5\n#####\n#R.O#\n#####\n", "exactly one blue ball 'B', it holds 0"),
    ("3 5\n#####\n#BOB#\n#####\n", "exactly one red ball 'R', it holds 0"),
    ("3 5\n#####\n.ROB#\n#####\n", "every edge cell must be '#', row 2 column 1"),
    ("2 5\n", "N must be 3..10, got 2"),
    ("3 11\n", "M must be 3..10, got 11"),
    ("3 5\n#####\n#ROB#\n", "the input ends before board row 3"),
    ("3 5\n#####\n#ROB#\n#####\n#####\n", "the input goes on after its last field"),
])
def test_bad_input_is_one_line(text: str, words: str) -> None:
    result = cli("solve", NAME, "-", "-f", "judge", stdin=text)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and NAME in lines[0] and words in lines[0], result.stderr


BUGS = sorted(p.name for p in CORPUS.glob("bug_*"))


@pytest.mark.parametrize("program", BUGS)
def test_corpus_bugs_are_caught(program: str) -> None:
    assert first_failure(NAME, CORPUS / program, cases=50) is not None


def test_corpus_correct_passes() -> None:
    assert first_failure(NAME, CORPUS / "correct.py", cases=50) is None


@pytest.mark.slow
def test_corpus_correct_long() -> None:
    assert first_failure(NAME, CORPUS / "correct.py", cases=300) is None


@pytest.mark.slow
@pytest.mark.parametrize("program", BUGS)
def test_corpus_bugs_long(program: str) -> None:
    assert first_failure(NAME, CORPUS / program, cases=300, seed=1) is not None


def test_first_solve_on_an_empty_cache(tmp_path: Path) -> None:
    env = {**os.environ, "FEWEST_CACHE_DIR": str(tmp_path)}
    fewest = str(Path(sys.executable).parent / "fewest")
    out = subprocess.run([fewest, "solve", NAME, "-", "-f", "judge"],
                         input=SAMPLES[1][0], capture_output=True, text=True, env=env,
                         timeout=120)
    assert out.returncode == 0 and out.stdout == "5\n", out.stderr
