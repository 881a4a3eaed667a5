"""LeetCode 847 Shortest Path Visiting All Nodes: samples, an independent oracle
(all-pairs distances and a DP over subsets), bad inputs, the corpus."""

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
from fewest.puzzles.problems.lc_847 import random_graph

NAME = "leetcode-847"
HERE = Path(__file__).parent
SAMPLES = [
    ({"graph": [[1, 2, 3], [0], [0], [0]]}, "4"),
    ({"graph": [[1], [0, 2, 4], [1, 3, 4], [2], [1, 2]]}, "4"),
    ({"graph": [[]]}, "0"),
]


def oracle(case: dict[str, Any]) -> int:
    """Floyd-Warshall distances, then the cheapest order over subsets (Held-Karp)."""
    graph = case["graph"]
    n = len(graph)
    inf = float("inf")
    d = [[0 if i == j else inf for j in range(n)] for i in range(n)]
    for i, nbrs in enumerate(graph):
        for j in nbrs:
            d[i][j] = 1
    for k in range(n):
        for i in range(n):
            for j in range(n):
                if d[i][k] + d[k][j] < d[i][j]:
                    d[i][j] = d[i][k] + d[k][j]
    best = [[inf] * n for _ in range(1 << n)]
    for i in range(n):
        best[1 << i][i] = 0
    for mask in range(1 << n):
        for v in range(n):
            cost = best[mask][v]
            if cost == inf:
                continue
            for u in range(n):
                if not mask >> u & 1 and cost + d[v][u] < best[mask | 1 << u][u]:
                    best[mask | 1 << u][u] = cost + d[v][u]
    return int(min(best[(1 << n) - 1]))


def cases(count: int, seed: int, top: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    return [random_graph(rng, rng.randint(1, top), rng.choice((0.0, 0.15, 0.3, 0.6)))
            for _ in range(count)]


def test_samples() -> None:
    check_samples("lc-847", SAMPLES)


def test_oracle_on_220_graphs() -> None:
    assert check_oracle(NAME, cases(220, 1, 7), oracle) == 220


@pytest.mark.slow
def test_oracle_on_graphs_up_to_12_nodes() -> None:
    assert check_oracle(NAME, cases(150, 2, 12), oracle) == 150


def test_judge_and_number_formats() -> None:
    """``judge`` prints edges; ``number`` prints the moves (one more: the start pick)."""
    assert cli(NAME, SAMPLES[1][0], "-f", "number").stdout == "5\n"


def test_bad_inputs() -> None:
    check_bad(NAME, [
        '{"graph": []}',
        '{"graph": [[1], [0], []]}',
        '{"graph": [[1], []]}',
        '{"graph": [[0]]}',
        '{"graph": [[1, 1], [0]]}',
        '{"graph": [[2], [0]]}',
        '{"graph": [[1], ["0"]]}',
        '{"graph": ' + str([[j for j in range(13) if j != i] for i in range(13)]) + "}",
        '{"graph": [[1], [0]], "n": 2}',
    ])


def test_stream_and_shrinks() -> None:
    check_stream(NAME, 40)


def test_corpus() -> None:
    check_corpus(NAME, HERE, 50, every_ok=False)


@pytest.mark.slow
def test_corpus_300() -> None:
    check_corpus(NAME, HERE, 300)


def test_first_solve_with_an_empty_cache(tmp_path: Path) -> None:
    check_fresh_cache(NAME, SAMPLES[0][0], "4", tmp_path)


def test_scramble_k_moves_is_at_most_k() -> None:
    fam = get_family(NAME)
    for moves in range(1, 15):
        case = fam.judge.read_input(fam.scramble("12", moves, random.Random(moves)))[0]  # type: ignore[union-attr]
        assert oracle(case) + 1 <= moves
