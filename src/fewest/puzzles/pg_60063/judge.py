"""Programmers 60063 as a judge problem: ``solution(board)``.

The stream starts at ``N = 5`` and grows to 12 (then, now and then, up to
30), 10-35% walls, every board one the robot can cross (the statement
guarantees it): turns beside walls, turns about the other cell and positions
that differ only in orientation all show within the first cases.

>>> import random
>>> cases = [c for _i, c in zip(range(30), JUDGE.stream(random.Random(0)))]
>>> [len(c["board"]) for c in cases[:4]]
[5, 5, 5, 5]
>>> all(JUDGE.size(s) < JUDGE.size(cases[20]) for s in JUDGE.shrinks(cases[20]))
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.judge import function_judge


def _stream(rng: random.Random) -> Iterator[Any]:
    from fewest.puzzles.pg_60063.scramble import random_case

    i = 0
    while True:
        n = min(5 + i // 5, 12)
        if i >= 60 and rng.random() < 0.2:
            n = rng.randint(13, 30)
        yield random_case(rng, n)
        i += 1


def _size(case: Any) -> tuple[int, ...]:
    board = case["board"]
    return (len(board), sum(map(sum, board)))


def _candidates(case: Any) -> Iterator[Any]:
    board = case["board"]
    n = len(board)
    if n > 5:
        yield {"board": [row[:-1] for row in board[:-1]]}
        g = [row[1:] for row in board[1:]]
        g[0][0] = g[0][1] = 0
        yield {"board": g}
    for r in range(n):
        for c in range(n):
            if board[r][c]:
                g = [list(row) for row in board]
                g[r][c] = 0
                yield {"board": g}


def _shrinks(case: Any) -> Iterator[Any]:
    """Smaller boards that still keep the statement's promise (the corner reachable)."""
    from fewest.puzzles.pg_60063.scramble import seconds

    for smaller in _candidates(case):
        if seconds(smaller["board"]) is not None:
            yield smaller


JUDGE = function_judge(
    name="programmers-60063", aliases=("pg-60063", "pg60063"), site="programmers",
    number="60063", title_ko="블록 이동하기", title_en="Moving a Block (2020 KAKAO BLIND)",
    source="https://school.programmers.co.kr/learn/courses/30/lessons/60063",
    call="solution(board)", params=("board",), unit="seconds",
    stream=_stream, shrinks=_shrinks, size=_size, time_limit=1.0,
)
