"""The judge declaration of Baekjoon 1963 (소수 경로): the count or ``Impossible``,
compared token by token.

>>> JUDGE.judge({"a": 1033, "b": 8179}, "6", "6") is None
True
>>> JUDGE.judge({"a": 1033, "b": 8179}, "6", "5").message
'printed 5, expected 6'
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from fewest.puzzles.boj_1963.formats import read_input, write_input
from fewest.puzzles.boj_1963.model import PRIMES, is_prime4
from fewest.puzzles.boj_1963.scramble import random_case, walk
from fewest.puzzles.judge import JudgeSpec

SOURCE = "https://coding-test.tistory.com/m/108"

#: the samples, A == B, routes that a leading zero or a prime square would shorten
EDGES = [
    {"a": 1033, "b": 8179}, {"a": 1373, "b": 8017}, {"a": 1033, "b": 1033},
    {"a": 5197, "b": 1009}, {"a": 1361, "b": 1399}, {"a": 5197, "b": 1103},
    {"a": 2203, "b": 2239}, {"a": 5197, "b": 1889}, {"a": 5197, "b": 1019},
    {"a": 5197, "b": 2309}, {"a": 9973, "b": 1009}, {"a": 1019, "b": 7019},
]


def stream(rng: random.Random) -> Iterator[dict[str, int]]:
    """The edge cases, then pairs a few changes apart and uniform pairs, alternately."""
    yield from EDGES
    k = 1
    while True:
        a = rng.choice(PRIMES)
        yield {"a": a, "b": walk(a, k, rng)}
        yield random_case(rng)
        k = k % 8 + 1


def size(case: dict[str, int]) -> tuple[int, ...]:
    return (max(case["a"], case["b"]), case["a"] + case["b"])


def shrinks(case: dict[str, int]) -> Iterator[dict[str, int]]:
    """Lower A or B to a smaller four-digit prime (the next one down, or the smallest)."""
    a, b = case["a"], case["b"]
    for na, nb in ((_down(a), b), (a, _down(b)), (1009, b), (a, 1009), (min(a, b), min(a, b))):
        new = {"a": na, "b": nb}
        if is_prime4(na) and is_prime4(nb) and size(new) < size(case):
            yield new


def _down(p: int) -> int:
    i = PRIMES.index(p)
    return PRIMES[i - 1] if i > 0 else p


JUDGE = JudgeSpec(
    name="boj-1963", aliases=("boj1963",), site="baekjoon", number="1963",
    title_ko="소수 경로", title_en="Prime Path", source=SOURCE,
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks,
    size=size, multi=True, unit="changes", time_limit=2.0, memory_mb=256,
)
