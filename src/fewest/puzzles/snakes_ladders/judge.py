"""LeetCode 909 (뱀과 사다리 / Snakes and Ladders) as the judge calls it.

A case is the function's arguments, ``{"board": rows}``: an ``n x n`` board
(n = 2..20, top row first, squares numbered boustrophedon from the bottom
left), ``-1`` or the square a snake or ladder leads to.  The accepted answer
is the return value of ``Solution().snakesAndLadders(board)``: the fewest
rolls, or ``-1``.

Shrink steps: a smaller side (keeping the jumps that still fit, or those that
start on it with their ends cut to its last square), one snake
or ladder removed, one jump's end moved a square nearer its start.

>>> case = {"board": [[-1, -1], [-1, 3]]}
>>> JUDGE.size(case), [c["board"] for c in JUDGE.shrinks(case)]
((2, 1, 1), [[[-1, -1], [-1, -1]], [[-1, -1], [-1, 2]]])
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Mapping
from typing import Any

from fewest.puzzles.judge import function_judge

SIDES = (2, 20)
#: Fractions of the squares that start a snake or ladder.
DENSITY = (0.0, 0.05, 0.1, 0.2, 0.35, 0.5)

_BIG = [[-1] * 20 for _ in range(20)]
_SNAKES_20 = [[-1] * 20 for _ in range(20)]
_SNAKES_20[19][1:7] = [1] * 6  # squares 2..7 all lead back to 1
_LADDER_20 = [[-1] * 20 for _ in range(20)]
_LADDER_20[19][1] = 400

SAMPLES: list[list[list[int]]] = [
    [[-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1], [-1, -1, -1, -1, -1, -1],
     [-1, 35, -1, -1, 13, -1], [-1, -1, -1, -1, -1, -1], [-1, 15, -1, -1, -1, -1]],
    [[-1, -1], [-1, 3]],
    [[-1, -1], [-1, -1]],
    [[-1, 4], [-1, 3]],
    [[-1, -1, -1], [-1, 9, 8], [-1, 8, 9]],
    [[1, 1, -1], [1, 1, 1], [-1, 1, 1]],
    [[-1, 4, -1], [6, 2, 6], [-1, 3, -1]],
    [[-1, 1, 1, 1], [-1, 7, 1, 1], [16, 1, 1, 1], [-1, 1, 9, 1]],
    _BIG, _SNAKES_20, _LADDER_20,
]


def _position(label: int, n: int) -> tuple[int, int]:
    k, i = divmod(label - 1, n)
    return n - 1 - k, (i if k % 2 == 0 else n - 1 - i)


def board_of(n: int, jumps: Mapping[int, int]) -> list[list[int]]:
    """LeetCode's rows from ``{start: end}``.

    >>> board_of(2, {2: 4})
    [[-1, -1], [-1, 4]]
    """
    rows = [[-1] * n for _ in range(n)]
    for start, end in jumps.items():
        r, c = _position(start, n)
        rows[r][c] = end
    return rows


def jumps_of(board: list[list[int]]) -> dict[int, int]:
    """``{start: end}`` of LeetCode's rows."""
    n = len(board)
    out = {}
    for s in range(1, n * n + 1):
        r, c = _position(s, n)
        if board[r][c] != -1:
            out[s] = board[r][c]
    return out


def size(case: Any) -> tuple[int, ...]:
    """``(side, snakes and ladders, total jump length)``."""
    jumps = jumps_of(case["board"])
    return len(case["board"]), len(jumps), sum(abs(e - s) for s, e in jumps.items())


def shrinks(case: Any) -> Iterator[Any]:
    """Smaller sides (smallest first), each jump removed, each jump shortened by one."""
    board = case["board"]
    n = len(board)
    jumps = jumps_of(board)
    for side in range(2, n):
        last = side * side
        yield {"board": board_of(side, {s: e for s, e in jumps.items()
                                        if 1 < s < last and e <= last})}
        # the jumps that start on the smaller board, their ends cut to its last square
        yield {"board": board_of(side, {s: min(e, last) for s, e in jumps.items()
                                        if 1 < s < last})}
    for start in jumps:
        yield {"board": board_of(n, {s: e for s, e in jumps.items() if s != start})}
    for start, end in jumps.items():
        if end != start:
            nearer = end - 1 if end > start else end + 1
            yield {"board": board_of(n, {**jumps, start: nearer})}


def _random(rng: random.Random) -> Any:
    n = rng.randint(*SIDES)
    density = rng.choice(DENSITY)
    last = n * n
    starts = [s for s in range(2, last) if rng.random() < density]
    jumps = {}
    for s in starts:
        roll = rng.random()
        if roll < 0.25 and len(starts) > 1:
            jumps[s] = rng.choice([t for t in starts if t != s])  # a chain
        elif roll < 0.3:
            jumps[s] = s
        else:
            jumps[s] = rng.choice([t for t in range(1, last + 1) if t != s])
    return {"board": board_of(n, jumps)}


def stream(rng: random.Random) -> Iterator[Any]:
    """LeetCode's examples and edge cases, then random boards (chains included)."""
    for rows in SAMPLES:
        yield {"board": [list(r) for r in rows]}
    while True:
        yield _random(rng)


def describe(case: Any) -> str:
    """``'n=3, 2 snakes and ladders'``."""
    n, jumps, _ = size(case)
    return f"n={n}, {jumps} snake{'s' * (jumps != 1)} and ladder{'s' * (jumps != 1)}"


def describe_ko(case: Any) -> str:
    """The same in Korean."""
    n, jumps, _ = size(case)
    return f"n={n}, 뱀과 사다리 {jumps}개"


JUDGE = function_judge(
    name="leetcode-909", aliases=("lc-909", "lc909"), site="leetcode", number="909",
    title_ko="뱀과 사다리", title_en="Snakes and Ladders",
    source="https://leetcode.com/problems/snakes-and-ladders/",
    call="Solution().snakesAndLadders(board)", params=("board",),
    stream=stream, shrinks=shrinks, size=size, unit="rolls", default_cases=300,
    time_limit=2.0, memory_mb=256, describe=describe, describe_ko=describe_ko,
    write_input=lambda case: json.dumps(case) + "\n")
