"""LeetCode 815 Bus Routes: samples, an independent oracle (Floyd-Warshall over the
buses), bad inputs, the corpus."""

from __future__ import annotations

import random
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
from fewest.puzzles.problems.lc_815 import random_case

NAME = "leetcode-815"
HERE = Path(__file__).parent
SAMPLES = [
    ({"routes": [[1, 2, 7], [3, 6, 7]], "source": 1, "target": 6}, "2"),
    ({"routes": [[7, 12], [4, 5, 15], [6], [15, 19], [9, 12, 13]], "source": 15,
      "target": 12}, "-1"),
]


def oracle(case: dict[str, Any]) -> int:
    """Distances between buses (1 when two routes share a stop) by Floyd-Warshall; the
    answer is 1 + the least distance from a bus at the source to one at the target."""
    routes, source, target = case["routes"], case["source"], case["target"]
    if source == target:
        return 0
    n = len(routes)
    stops = [set(r) for r in routes]
    inf = 10**9
    d = [[0 if i == j else (1 if stops[i] & stops[j] else inf) for j in range(n)]
         for i in range(n)]
    for k in range(n):
        for i in range(n):
            for j in range(n):
                if d[i][k] + d[k][j] < d[i][j]:
                    d[i][j] = d[i][k] + d[k][j]
    best = min((d[i][j] for i in range(n) if source in stops[i]
                for j in range(n) if target in stops[j]), default=inf)
    return -1 if best >= inf else best + 1


def cases(count: int, seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    return [random_case(rng, rng.randint(1, 10), rng.randint(4, 40), rng.randint(1, 6))
            for _ in range(count)]


def test_samples() -> None:
    same = [(dict(SAMPLES[0][0], target=1), "0"),
            (dict(SAMPLES[0][0], source=99, target=99), "0")]
    check_samples("lc815", [*SAMPLES, *same])


def test_oracle_on_220_cases() -> None:
    assert check_oracle(NAME, cases(220, 1), oracle) == 220


@pytest.mark.slow
def test_oracle_on_the_stream() -> None:
    spec = get_family(NAME).judge
    assert spec is not None
    stream = [c for _, c in zip(range(80), spec.stream(random.Random(2)), strict=False)]
    assert check_oracle(NAME, stream, oracle) == 80


def test_engine_search_agrees() -> None:
    for case in cases(40, 3):
        inst = get_family(NAME).parse(case)
        want = oracle(case)
        try:
            got = inst.solve("bfs").length
        except Exception:
            got = -1
        assert got == want, case


def test_unreachable_exit() -> None:
    assert cli(NAME, SAMPLES[1][0]).exit_code == 1


def test_bad_inputs() -> None:
    check_bad(NAME, [
        '{"routes": [], "source": 1, "target": 2}',
        '{"routes": [[]], "source": 1, "target": 2}',
        '{"routes": [[1, 1]], "source": 1, "target": 2}',
        '{"routes": [[1, -2]], "source": 1, "target": 2}',
        '{"routes": [[1, 1000000]], "source": 1, "target": 2}',
        '{"routes": [[1, 2]], "source": -1, "target": 2}',
        '{"routes": [[1, 2]], "source": 1, "target": "2"}',
        '{"routes": [[1, 2]], "source": 1}',
        '{"routes": ' + str([[i] for i in range(501)]) + ', "source": 1, "target": 2}',
    ])


def test_stream_and_shrinks() -> None:
    check_stream(NAME, 40)


def test_corpus() -> None:
    check_corpus(NAME, HERE, 50, every_ok=False)


@pytest.mark.slow
def test_corpus_300() -> None:
    check_corpus(NAME, HERE, 300)


def test_first_solve_with_an_empty_cache(tmp_path: Path) -> None:
    check_fresh_cache(NAME, SAMPLES[0][0], "2", tmp_path)


def test_scramble_k_moves_is_at_most_k() -> None:
    fam = get_family(NAME)
    for moves in range(0, 8):
        case = fam.judge.read_input(fam.scramble("small", moves, random.Random(moves)))[0]  # type: ignore[union-attr]
        assert 0 <= oracle(case) <= moves
