"""LeetCode 752 Open the Lock: samples, an independent oracle, bad inputs, the corpus."""

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
from fewest.puzzles.problems.lc_752 import random_case, turn

NAME = "leetcode-752"
HERE = Path(__file__).parent
SAMPLES = [
    ({"deadends": ["0201", "0101", "0102", "1212", "2002"], "target": "0202"}, "6"),
    ({"deadends": ["8888"], "target": "0009"}, "1"),
    ({"deadends": ["8887", "8889", "8878", "8898", "8788", "8988", "7888", "9888"],
      "target": "8888"}, "-1"),
    ({"deadends": ["0000"], "target": "8888"}, "-1"),
]


def oracle(case: dict[str, Any]) -> int:
    """Plain BFS over the numbers 0..9999, written for the test alone."""
    dead = {int(c) for c in case["deadends"]}
    goal = int(case["target"])
    if 0 in dead:
        return -1
    dist = {0: 0}
    queue = deque([0])
    while queue:
        v = queue.popleft()
        if v == goal:
            return dist[v]
        for p in (1, 10, 100, 1000):
            digit = v // p % 10
            for nd in ((digit + 1) % 10, (digit + 9) % 10):
                w = v + (nd - digit) * p
                if w not in dead and w not in dist:
                    dist[w] = dist[v] + 1
                    queue.append(w)
    return -1


def cases(count: int, seed: int, spread: int = 2) -> list[dict[str, Any]]:
    """Random locks (targets within ``spread`` of 0000 on each wheel), every twentieth
    one walled in; the slow lane adds the checker's own stream."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        case = random_case(rng, rng.randint(1, 12), spread)
        if i % 20 == 4:
            t = case["target"]
            ring = {turn(t, w, s) for w in range(4) for s in (1, -1)} - {t}
            case["deadends"] = sorted(ring)
        out.append(case)
    return out


def stream_cases(count: int, seed: int) -> list[dict[str, Any]]:
    spec = get_family(NAME).judge
    assert spec is not None
    return [c for _, c in zip(range(count), spec.stream(random.Random(seed)), strict=False)]


def test_samples() -> None:
    check_samples("lc-752", SAMPLES)


def test_oracle_on_200_cases() -> None:
    assert check_oracle(NAME, cases(200, 1), oracle) == 200


@pytest.mark.slow
def test_oracle_on_1000_more_cases() -> None:
    assert check_oracle(NAME, cases(500, 2, 9) + stream_cases(500, 3), oracle) == 1000


def test_text_output_and_unreachable_exit() -> None:
    result = cli(NAME, SAMPLES[2][0])
    assert result.exit_code == 1 and result.stdout.startswith("Answer: -1")


def test_bad_inputs() -> None:
    check_bad(NAME, [
        '{"deadends": ["0000"]}',
        '{"deadends": [], "target": "0202"}',
        '{"deadends": ["12a4"], "target": "0202"}',
        '{"deadends": ["123"], "target": "0202"}',
        '{"deadends": ["1234"], "target": "1234"}',
        '{"deadends": ["1234"], "target": 202}',
        '{"deadends": ["1234"], "target": "0202", "x": 1}',
        '[{"deadends": ["1234"], "target": "0202"}, {"deadends": ["1234"], "target": "0202"}]',
        "deadends 0201",
        '{"deadends": ' + str([f"{i:04d}" for i in range(501)]).replace("'", '"')
        + ', "target": "9999"}',
    ])


def test_stream_and_shrinks() -> None:
    check_stream(NAME)


def test_corpus() -> None:
    check_corpus(NAME, HERE, 50, every_ok=False)


@pytest.mark.slow
def test_corpus_300() -> None:
    check_corpus(NAME, HERE, 300)


def test_first_solve_with_an_empty_cache(tmp_path: Path) -> None:
    check_fresh_cache(NAME, SAMPLES[0][0], "6", tmp_path)


def test_many_dead_ends_near_few_codes_end() -> None:
    # 500 dead ends asked within one turn of two codes, where only 162 codes lie: the draw
    # ends with what there is (it once looped for ever, and `fewest check` with it)
    from fewest.puzzles.problems.lc_752 import random_case

    case = random_case(random.Random(1), 500, 1)
    assert 0 < len(case["deadends"]) <= 162
    assert case["target"] not in case["deadends"]
