"""Programmers 67259 as a judge problem: ``solution(board)``.

The stream starts at ``N = 3`` and grows to 12 (then, now and then, up to
25), 10-40% walls, every board with a road (the statement guarantees one).
From ``N = 5`` on, half the boards are picked so that keeping one best cost
per cell (without the direction) answers them wrong: the failure that the official 25th test
case is known for shows within the first cases.

>>> import random
>>> cases = [c for _i, c in zip(range(30), JUDGE.stream(random.Random(0)))]
>>> [len(c["board"]) for c in cases[:4]]
[3, 3, 3, 4]
>>> all(JUDGE.size(s) < JUDGE.size(cases[20]) for s in JUDGE.shrinks(cases[20]))
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.judge import function_judge


def _stream(rng: random.Random) -> Iterator[Any]:
    from fewest.puzzles.pg_67259.scramble import random_case

    i = 0
    while True:
        n = min(3 + i // 3, 12)
        if i >= 60 and rng.random() < 0.2:
            n = rng.randint(13, 25)
        yield random_case(rng, n)
        i += 1


def _size(case: Any) -> tuple[int, ...]:
    board = case["board"]
    return (len(board), sum(map(sum, board)))


def _shrinks(case: Any) -> Iterator[Any]:
    """Smaller boards that keep the promise (a road joins the corners)."""
    from fewest.puzzles.pg_67259.scramble import connected

    board = case["board"]
    n = len(board)
    out = []
    if n > 3:
        for g in ([row[:-1] for row in board[:-1]], [row[1:] for row in board[1:]]):
            g = [list(row) for row in g]
            g[0][0] = g[-1][-1] = 0
            out.append(g)
    for r in range(n):
        for c in range(n):
            if board[r][c]:
                g = [list(row) for row in board]
                g[r][c] = 0
                out.append(g)
    for g in out:
        if connected(g):
            yield {"board": g}


JUDGE = function_judge(
    name="programmers-67259", aliases=("pg-67259", "pg67259"), site="programmers",
    number="67259", title_ko="경주로 건설",
    title_en="Building a Race Track (2020 KAKAO INTERNSHIP)",
    source="https://hwan-shell.tistory.com/268",
    call="solution(board)", params=("board",), unit="won",
    stream=_stream, shrinks=_shrinks, size=_size, time_limit=1.0,
)
