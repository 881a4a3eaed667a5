"""LeetCode 127 Word Ladder: samples, an independent oracle (BFS over all pairs one
letter apart), bad inputs, the corpus."""

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
from fewest.puzzles.problems.lc_127 import random_case

NAME = "leetcode-127"
HERE = Path(__file__).parent
SAMPLES = [
    ({"beginWord": "hit", "endWord": "cog",
      "wordList": ["hot", "dot", "dog", "lot", "log", "cog"]}, "5"),
    ({"beginWord": "hit", "endWord": "cog",
      "wordList": ["hot", "dot", "dog", "lot", "log"]}, "0"),
]


def oracle(case: dict[str, Any]) -> int:
    """Plain BFS where two words are linked when exactly one position differs."""
    begin, end, words = case["beginWord"], case["endWord"], case["wordList"]
    if end not in words:
        return 0

    def apart(a: str, b: str) -> int:
        return sum(x != y for x, y in zip(a, b, strict=True))

    count = {begin: 1}
    queue = deque([begin])
    while queue:
        w = queue.popleft()
        if w == end:
            return count[w]
        for v in words:
            if v not in count and apart(v, w) == 1:
                count[v] = count[w] + 1
                queue.append(v)
    return 0


def cases(count: int, seed: int) -> list[dict[str, Any]]:
    rng = random.Random(seed)
    return [random_case(rng, rng.randint(1, 5), rng.randint(1, 40), "abcde"[: rng.randint(2, 5)])
            for _ in range(count)]


def test_samples() -> None:
    check_samples("lc127", SAMPLES)


def test_oracle_on_220_cases() -> None:
    assert check_oracle(NAME, cases(220, 1), oracle) == 220


@pytest.mark.slow
def test_oracle_on_the_stream() -> None:
    spec = get_family(NAME).judge
    assert spec is not None
    stream = [c for _, c in zip(range(150), spec.stream(random.Random(2)), strict=False)]
    assert check_oracle(NAME, stream, oracle) == 150


def test_no_ladder_is_zero_and_exit_1() -> None:
    result = cli(NAME, SAMPLES[1][0], "-f", "judge")
    assert result.exit_code == 1 and result.stdout == "0\n"
    assert cli(NAME, SAMPLES[1][0], "-f", "number").stdout == "-1\n"


def test_bidirectional_with_the_begin_word_off_the_list() -> None:
    inst = get_family(NAME).parse(SAMPLES[0][0])
    assert inst.solve("bidirectional").length == 4


def test_bad_inputs() -> None:
    check_bad(NAME, [
        '{"beginWord": "hit", "endWord": "hit", "wordList": ["hot"]}',
        '{"beginWord": "hit", "endWord": "co", "wordList": ["hot"]}',
        '{"beginWord": "hit", "endWord": "cog", "wordList": []}',
        '{"beginWord": "hit", "endWord": "cog", "wordList": ["hot", "hot"]}',
        '{"beginWord": "hit", "endWord": "cog", "wordList": ["ho"]}',
        '{"beginWord": "Hit", "endWord": "cog", "wordList": ["hot"]}',
        '{"beginWord": "", "endWord": "", "wordList": [""]}',
        '{"beginWord": "abcdefghijk", "endWord": "abcdefghijj", "wordList": ["abcdefghijj"]}',
        '{"beginWord": "hit", "endWord": "cog"}',
        '{"beginWord": "hit", "endWord": "cog", "wordList": [3]}',
    ])


def test_stream_and_shrinks() -> None:
    check_stream(NAME, 40)


def test_corpus() -> None:
    check_corpus(NAME, HERE, 50, every_ok=False)


@pytest.mark.slow
def test_corpus_300() -> None:
    check_corpus(NAME, HERE, 300)


def test_first_solve_with_an_empty_cache(tmp_path: Path) -> None:
    check_fresh_cache(NAME, SAMPLES[0][0], "5", tmp_path)


def test_scramble_k_moves_is_at_most_k() -> None:
    fam = get_family(NAME)
    for moves in range(1, 9):
        case = fam.judge.read_input(fam.scramble("small", moves, random.Random(moves)))[0]  # type: ignore[union-attr]
        assert 2 <= oracle(case) <= moves + 1
