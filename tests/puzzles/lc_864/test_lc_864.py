"""LeetCode 864 Shortest Path to Get All Keys: samples, an independent oracle, bad
inputs, the corpus."""

from __future__ import annotations

import random
from collections import deque
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
from fewest.puzzles.problems.lc_864 import random_grid

NAME = "leetcode-864"
HERE = Path(__file__).parent
SAMPLES = [
    ({"grid": ["@.a.#", "###.#", "b.A.B"]}, "8"),
    ({"grid": ["@..aA", "..B#.", "....b"]}, "6"),
    ({"grid": ["@Aa"]}, "-1"),
]


def oracle(case: dict[str, Any]) -> int:
    """Plain BFS over (flat cell index, key mask), written for the test alone."""
    flat = "".join(case["grid"])
    width = len(case["grid"][0])
    every = 0
    for ch in flat:
        if ch.islower():
            every |= 1 << "abcdef".index(ch)
    start = (flat.index("@"), 0)
    dist = {start: 0}
    queue = deque([start])
    while queue:
        cell, mask = queue.popleft()
        if mask == every:
            return dist[(cell, mask)]
        r, c = divmod(cell, width)
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if nr < 0 or nc < 0 or nc >= width or nr * width + nc >= len(flat):
                continue
            ch = flat[nr * width + nc]
            if ch == "#" or (ch in "ABCDEF" and not mask & 1 << "ABCDEF".index(ch)):
                continue
            nm = mask | (1 << "abcdef".index(ch) if ch in "abcdef" else 0)
            nxt = (nr * width + nc, nm)
            if nxt not in dist:
                dist[nxt] = dist[(cell, mask)] + 1
                queue.append(nxt)
    return -1


def cases(count: int, seed: int, side: int = 6) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    out: list[dict[str, Any]] = []
    while len(out) < count:
        h, w = rng.randint(1, side), rng.randint(1, side)
        case = random_grid(rng, h, w, rng.randint(1, 4), rng.choice((0.1, 0.25, 0.4)))
        if case is not None:
            out.append(case)
    return out


def test_samples() -> None:
    check_samples("lc864", SAMPLES)


def test_oracle_on_220_cases() -> None:
    assert check_oracle(NAME, cases(220, 1), oracle) == 220


@pytest.mark.slow
def test_oracle_on_bigger_grids() -> None:
    assert check_oracle(NAME, cases(400, 2, 30), oracle) == 400


def test_unreachable_exit() -> None:
    assert cli(NAME, SAMPLES[2][0]).exit_code == 1


def test_bad_inputs() -> None:
    check_bad(NAME, [
        '{"grid": ["@.a"]}',
        '{"grid": ["@.A"]}',
        '{"grid": ["@..."]}',
        '{"grid": ["@.bB"]}',
        '{"grid": ["@@aA"]}',
        '{"grid": ["..aA"]}',
        '{"grid": ["@aAaA"]}',
        '{"grid": ["@agAG"]}',
        '{"grid": ["@aA", "..."] , "k": 1}',
        '{"grid": ["@aA", ".."]}',
        '{"grid": []}',
        '{"grid": ["@aA' + "." * 30 + '"]}',
        '{"grid": ["@a?A"]}',
    ])


def test_stream_and_shrinks() -> None:
    check_stream(NAME, 50)


def test_corpus() -> None:
    check_corpus(NAME, HERE, 50, every_ok=False)


@pytest.mark.slow
def test_corpus_300() -> None:
    check_corpus(NAME, HERE, 300)


def test_first_solve_with_an_empty_cache(tmp_path: Path) -> None:
    check_fresh_cache(NAME, SAMPLES[0][0], "8", tmp_path)


def test_scramble_k_moves_is_at_most_k() -> None:
    fam = get_family(NAME)
    rng = random.Random(4)
    for moves in range(1, 12):
        case = fam.judge.read_input(fam.scramble("5x4", moves, rng))[0]  # type: ignore[union-attr]
        assert 0 < oracle(case) <= moves
