"""The judge declaration of Baekjoon 9079 (동전 게임): the count or ``-1``, token by token.

>>> JUDGE.judge({"coins": ["HTT", "HTT", "THH"]}, "2", "2") is None
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_9079.formats import read_input, write_input
from fewest.puzzles.boj_9079.model import board_of_rows, rows_of
from fewest.puzzles.boj_9079.scramble import flipped_case, random_case
from fewest.puzzles.judge import JudgeSpec

SOURCE = "https://www.acmicpc.net/problem/9079"

#: the samples, both uniform boards, a diagonal, an all-T finish, a hopeless board
EDGES = [
    ["HTT", "HTT", "THH"], ["THH", "HHH", "HHH"], ["HHH", "HTH", "HHH"],
    ["HHH", "HHH", "HHH"], ["TTT", "TTT", "TTT"], ["THH", "HTH", "HHT"],
    ["HHT", "HTH", "THH"], ["TTT", "HHH", "HHH"], ["HTT", "THT", "TTH"],
    ["THT", "TTT", "THT"], ["HHH", "TTT", "TTT"], ["TTH", "THT", "HTT"],
]


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """The edge boards, then boards a few flips from uniform and uniform random boards."""
    for rows in EDGES:
        yield {"coins": list(rows)}
    k = 1
    while True:
        yield flipped_case(k, rng)
        yield random_case(rng)
        k = k % 8 + 1


def size(case: dict[str, Any]) -> tuple[int, ...]:
    board = board_of_rows(case["coins"])
    return (bin(board).count("1"), board)


def shrinks(case: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Turn one T coin to H."""
    board = board_of_rows(case["coins"])
    for i in range(9):
        if board >> i & 1:
            yield {"coins": rows_of(board & ~(1 << i))}


JUDGE = JudgeSpec(
    name="boj-9079", aliases=("boj9079",), site="baekjoon", number="9079",
    title_ko="동전 게임", title_en="Coin Game", source=SOURCE,
    read_input=read_input, write_input=write_input, stream=stream, shrinks=shrinks,
    size=size, multi=True, unit="flips", time_limit=1.0, memory_mb=128,
)
