"""The judge declaration of Baekjoon 14226 (이모티콘): the count, token by token.

>>> JUDGE.judge({"s": 18}, "8", "8") is None
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_14226.formats import read_input, write_input
from fewest.puzzles.judge import JudgeSpec

SOURCE = "https://prod.velog.io/@alswlfl29/백준14226이모티콘"


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Every S from 2 to 30 (where a visited set of the screen alone already fails at 5),
    then growing random S, ending near 1000."""
    yield from ({"s": s} for s in range(2, 31))
    top = 40
    while True:
        yield {"s": rng.randint(2, top)}
        yield {"s": rng.randint(max(2, top // 2), top)}
        top = min(1000, top + 60)


def size(case: dict[str, Any]) -> tuple[int, ...]:
    return (case["s"],)


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """A smaller S: one less, or half."""
    s = case["s"]
    for t in sorted({s - 1, s // 2}):
        if 2 <= t < s:
            yield {"s": t}


JUDGE = JudgeSpec(
    name="boj-14226", aliases=("boj14226",), site="baekjoon", number="14226",
    title_ko="이모티콘", title_en="Emoticon", source=SOURCE,
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks,
    size=size, unit="seconds", time_limit=2.0, memory_mb=512,
)
