"""Programmers 72415 (카드 짝 맞추기 / Card Matching) as the judge calls it.

A case is the function's arguments, ``{"board": rows, "r": r, "c": c}``: a
4x4 board of faces 1..6 (two cards each, ``0`` empty) and the cursor.  The
accepted answer is ``solution(board, r, c)``: the fewest key presses.

Shrink steps: one pair removed, the cursor moved nearer the cards, one card
moved to an empty cell, the faces renamed 1, 2, ... in reading order.

>>> case = {"board": [[1, 1, 0, 0], [0] * 4, [0] * 4, [0] * 4], "r": 0, "c": 0}
>>> JUDGE.size(case)
(1, 3, 0, 2)
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from fewest.puzzles.judge import function_judge

SIDE = 4
PAIRS = 6

SAMPLES = [
    ([[1, 0, 0, 3], [2, 0, 0, 0], [0, 0, 0, 2], [3, 0, 1, 0]], 1, 0),
    ([[3, 0, 0, 2], [0, 0, 1, 0], [0, 1, 0, 0], [2, 0, 0, 3]], 0, 1),
    ([[1, 1, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]], 0, 0),
    ([[5, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 5]], 3, 0),
    ([[1, 2, 3, 4], [5, 6, 0, 0], [0, 0, 6, 5], [4, 3, 2, 1]], 1, 3),
    ([[0, 0, 0, 0], [0, 6, 0, 0], [0, 0, 0, 0], [0, 0, 0, 6]], 0, 3),
]


def _key(case: Any) -> str:
    return json.dumps([case["board"], case["r"], case["c"]])


@lru_cache(maxsize=8192)
def _presses(key: str) -> int:
    from fewest.puzzles import get_family

    board, r, c = json.loads(key)
    return get_family("card-match").parse({"board": board, "r": r, "c": c}).solve().length


def _cards(case: Any) -> list[tuple[int, int, int]]:
    return [(v, r, c) for r, row in enumerate(case["board"]) for c, v in enumerate(row) if v]


def _gap(case: Any) -> int:
    r0, c0 = case["r"], case["c"]
    return min((abs(r - r0) + abs(c - c0) for _, r, c in _cards(case)), default=0)


def size(case: Any) -> tuple[int, ...]:
    """``(pairs, key presses, cursor's distance to the nearest card, sum of faces)``."""
    cards = _cards(case)
    return len(cards) // 2, _presses(_key(case)), _gap(case), sum(v for v, _, _ in cards)


def shrinks(case: Any) -> Iterator[Any]:
    """Smaller cases (see the module docstring), each strictly smaller by :func:`size`."""
    here = size(case)
    board = case["board"]
    r0, c0 = case["r"], case["c"]
    cards = _cards(case)

    def make(rows: list[list[int]], r: int, c: int) -> Any:
        return {"board": rows, "r": r, "c": c}

    out = []
    for face in sorted({v for v, _, _ in cards}) if len(cards) > 2 else ():
        out.append(make([[0 if v == face else v for v in row] for row in board], r0, c0))
    cells = [(r, c) for r in range(SIDE) for c in range(SIDE)]
    for r, c in cells:
        if (r, c) != (r0, c0):
            out.append(make([list(row) for row in board], r, c))
    for _face, r, c in cards:
        for r2, c2 in cells:
            if board[r2][c2] == 0:
                moved = [list(row) for row in board]
                moved[r2][c2], moved[r][c] = moved[r][c], 0
                out.append(make(moved, r0, c0))
    order = list(dict.fromkeys(v for v, _, _ in cards))
    rename = {face: i for i, face in enumerate(order, 1)}
    out.append(make([[rename.get(v, 0) for v in row] for row in board], r0, c0))
    seen = set()
    for cand in out:
        key = _key(cand)
        if key not in seen and size(cand) < here:
            seen.add(key)
            yield cand


def stream(rng: random.Random) -> Iterator[Any]:
    """The examples and edge cases, then 1..6 random pairs and any cursor."""
    for rows, r, c in SAMPLES:
        yield {"board": [list(row) for row in rows], "r": r, "c": c}
    cells = SIDE * SIDE
    while True:
        pairs = rng.randint(1, PAIRS)
        faces = rng.sample(range(1, 7), pairs)
        flat = [0] * cells
        spots = rng.sample(range(cells), 2 * pairs)
        for face, cell in zip([f for f in faces for _ in range(2)], spots, strict=True):
            flat[cell] = face
        r, c = divmod(rng.randrange(cells), SIDE)
        yield {"board": [flat[i:i + SIDE] for i in range(0, cells, SIDE)], "r": r, "c": c}


def describe(case: Any) -> str:
    """``'2 pairs, 9 key presses'``."""
    pairs, presses = size(case)[:2]
    return f"{pairs} pair{'s' * (pairs != 1)}, {presses} key presses"


def describe_ko(case: Any) -> str:
    """The same in Korean."""
    pairs, presses = size(case)[:2]
    return f"카드 {pairs}쌍, 키 조작 {presses}번"


JUDGE = function_judge(
    name="programmers-72415", aliases=("pg-72415", "pg72415"), site="programmers",
    number="72415", title_ko="카드 짝 맞추기", title_en="Card Matching",
    source="https://school.programmers.co.kr/learn/courses/30/lessons/72415",
    call="solution(board, r, c)", params=("board", "r", "c"),
    stream=stream, shrinks=shrinks, size=size, unit="key presses", default_cases=200,
    time_limit=10.0, memory_mb=256, describe=describe, describe_ko=describe_ko)
