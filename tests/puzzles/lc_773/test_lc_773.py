"""LeetCode 773 Sliding Puzzle: samples, an independent oracle, bad inputs, the corpus."""

from __future__ import annotations

import itertools
import random
from collections import deque
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from tests.puzzles.lc_common.checks import (
    check_bad,
    check_corpus,
    check_fresh_cache,
    check_oracle,
    check_samples,
    check_stream,
    cli,
)

from fewest.puzzles import get_family

NAME = "leetcode-773"
HERE = Path(__file__).parent
SAMPLES = [
    ({"board": [[1, 2, 3], [4, 0, 5]]}, "1"),
    ({"board": [[1, 2, 3], [5, 4, 0]]}, "-1"),
    ({"board": [[4, 1, 2], [5, 0, 3]]}, "5"),
]


@cache
def distances() -> dict[str, int]:
    """Plain BFS backwards from the goal over strings, on its own (r, c) moves."""
    goal = "123450"
    dist = {goal: 0}
    queue = deque([goal])
    while queue:
        s = queue.popleft()
        z = s.index("0")
        r, c = divmod(z, 3)
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < 2 and 0 <= nc < 3:
                j = nr * 3 + nc
                t = list(s)
                t[z], t[j] = t[j], t[z]
                u = "".join(t)
                if u not in dist:
                    dist[u] = dist[s] + 1
                    queue.append(u)
    return dist


def oracle(case: dict[str, Any]) -> int:
    return distances().get("".join(str(v) for row in case["board"] for v in row), -1)


def all_boards() -> list[dict[str, Any]]:
    return [{"board": [list(p[:3]), list(p[3:])]} for p in itertools.permutations(range(6))]


def test_samples() -> None:
    check_samples("lc773", SAMPLES)


def test_oracle_on_every_board() -> None:
    """All 720 boards, half of them unsolvable (the oracle says 360 reachable)."""
    boards = all_boards()
    assert sum(oracle(b) >= 0 for b in boards) == 360
    assert check_oracle(NAME, random.Random(1).sample(boards, 240), oracle) == 240


@pytest.mark.slow
def test_oracle_on_all_720() -> None:
    assert check_oracle(NAME, all_boards(), oracle) == 720


def test_unreachable_exit() -> None:
    assert cli(NAME, SAMPLES[1][0]).exit_code == 1


def test_bad_inputs() -> None:
    check_bad(NAME, [
        '{"board": [[1, 2, 3], [4, 5, 5]]}',
        '{"board": [[1, 2, 3], [4, 5]]}',
        '{"board": [[1, 2, 3], [4, 5, 0], [6, 7, 8]]}',
        '{"board": [[1, 2, 3], [4, 5, 6]]}',
        '{"board": [[1, 2, 3], [4, 5, "0"]]}',
        '{"board": [[1, 2, 3], [4, 5, 0.0]]}',
        '{"grid": [[1, 2, 3], [4, 5, 0]]}',
        "1 2 3 / 4 5",
    ])


def test_bare_board_reads_as_the_json_argument() -> None:
    # the kit reads a one-grid function problem's grid bare too (rows on lines or " / ")
    bare, given = cli(NAME, "4 1 2 / 5 0 3", "-f", "judge"), cli(NAME, SAMPLES[2][0], "-f", "judge")
    assert bare.exit_code == given.exit_code == 0
    assert bare.stdout.strip() == given.stdout.strip() == "5"


def test_stream_and_shrinks() -> None:
    check_stream(NAME)


def test_corpus() -> None:
    check_corpus(NAME, HERE, 50, every_ok=False)


@pytest.mark.slow
def test_corpus_300() -> None:
    check_corpus(NAME, HERE, 300)


def test_first_solve_with_an_empty_cache(tmp_path: Path) -> None:
    check_fresh_cache(NAME, SAMPLES[2][0], "5", tmp_path)


def test_scramble_parses_back() -> None:
    fam = get_family(NAME)
    for moves in (None, 0, 7):
        text = fam.scramble("2x3", moves, random.Random(3))
        assert oracle(fam.judge.read_input(text)[0]) >= 0  # type: ignore[union-attr]
