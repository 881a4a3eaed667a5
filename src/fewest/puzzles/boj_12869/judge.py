"""The judge declaration of Baekjoon 12869 (뮤탈리스크): the count, token by token.

>>> JUDGE.judge({"hp": [12, 10, 4]}, "2", "2") is None
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_12869.formats import read_input, write_input
from fewest.puzzles.boj_12869.scramble import random_case
from fewest.puzzles.judge import JudgeSpec

SOURCE = "https://weeeeey.tistory.com/230"

#: the samples, one and two SCVs (padding and input reading), cases where hitting the
#: strongest SCV hardest is not best, and the largest input
EDGES = [[12, 10, 4], [54, 18, 6], [60], [1, 1, 1], [60, 40], [9, 3],
         [10, 10], [1], [20, 20, 20], [60, 60, 60], [13, 13, 13], [30, 1]]


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """The edge cases, then random SCVs with HP growing to 60."""
    for hp in EDGES:
        yield {"hp": list(hp)}
    top = 5
    while True:
        yield random_case(rng.randint(1, 3), top, rng)
        top = min(60, top + 3)


def size(case: dict[str, Any]) -> tuple[int, ...]:
    return (sum(case["hp"]), len(case["hp"]))


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Drop an SCV, or lower one HP (by half, or by one)."""
    hp = case["hp"]
    if len(hp) > 1:
        for i in range(len(hp)):
            yield {"hp": hp[:i] + hp[i + 1:]}
    for i, v in enumerate(hp):
        for w in sorted({v // 2, v - 1}):
            if 1 <= w < v:
                yield {"hp": [*hp[:i], w, *hp[i + 1:]]}


JUDGE = JudgeSpec(
    name="boj-12869", aliases=("boj12869",), site="baekjoon", number="12869",
    title_ko="뮤탈리스크", title_en="Mutalisk", source=SOURCE,
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks,
    size=size, unit="attacks", time_limit=2.0, memory_mb=512,
)
