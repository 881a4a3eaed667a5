"""The fixed start of every case stream: each judge's own samples, then edge cases.

Edge cases are the boards students get wrong first: already solved, the
smallest boards, unreachable ones, the deepest ones (the two 31-move
8-puzzles; 7-move Rubik's squares, the most Baekjoon 2549 promises), the
largest LeetCode board, a cursor far from the cards.  Every answer is
settled by the oracle when the case runs; ``tests/check`` checks the depths
named here against it.

>>> [c.origin for c in fixed(SLIDING_FIXED)][:3]
['sample 1', 'sample 2', 'edge: already solved']
>>> fixed(CARD_FIXED)[0].option("cursor")
(1, 0)
"""

from __future__ import annotations

import json
from typing import Any

from fewest.check.oracle import Case, Grid, grid


def rows_of(text: str) -> Grid:
    """A grid from ``"1 0 3 / 4 2 5"`` or JSON rows.

    >>> rows_of("1 0 / 2 3"), rows_of("[[1,-1],[2,3]]")
    (((1, 0), (2, 3)), ((1, -1), (2, 3)))
    """
    if text.lstrip().startswith("["):
        return grid(json.loads(text))
    return grid(row.split() for row in text.split("/"))


def card_case(board: Grid, cursor: tuple[int, int], origin: str = "") -> Case:
    """A card-matching case: the board and the cursor (row, column)."""
    return Case(board, (("cursor", (int(cursor[0]), int(cursor[1]))),), origin)


def fixed(items: list[tuple[Any, ...]]) -> list[Case]:
    """Cases from ``(origin, board text)`` rows, or ``(origin, board text, cursor)``."""
    out = []
    for origin, text, *cursor in items:
        board = rows_of(text)
        out.append(card_case(board, cursor[0], origin) if cursor else Case(board, (), origin))
    return out


#: Baekjoon 1525 (for the blank-last goal; :func:`fewest.check.cases.blank_first` maps them).
SLIDING_FIXED = [
    ("sample 1", "1 0 3 / 4 2 5 / 7 8 6"),
    ("sample 2", "3 6 0 / 8 1 2 / 7 4 5"),
    ("edge: already solved", "1 2 3 / 4 5 6 / 7 8 0"),
    ("edge: 1 move", "1 2 3 / 4 5 6 / 7 0 8"),
    ("edge: 1 move", "1 2 3 / 4 5 0 / 7 8 6"),
    ("edge: unreachable, two tiles swapped", "2 1 3 / 4 5 6 / 7 8 0"),
    ("edge: unreachable, last two tiles swapped", "1 2 3 / 4 5 6 / 8 7 0"),
    ("edge: deepest (31 moves)", "8 6 7 / 2 5 4 / 3 0 1"),
    ("edge: deepest (31 moves)", "6 4 7 / 8 5 0 / 3 2 1"),
]

#: Baekjoon 2549.
SQUARE_FIXED = [
    ("sample 1", "1 2 15 4 / 7 8 3 6 / 9 10 5 12 / 13 14 11 16"),
    ("edge: already solved", "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 16"),
    ("edge: 1 move (row 1 right 1)", "4 1 2 3 / 5 6 7 8 / 9 10 11 12 / 13 14 15 16"),
    ("edge: 1 move (column 1 down 1)", "13 2 3 4 / 1 6 7 8 / 5 10 11 12 / 9 14 15 16"),
    ("edge: 1 move (column 4 down 3)", "1 2 3 8 / 5 6 7 12 / 9 10 11 16 / 13 14 15 4"),
    ("edge: deepest (7 moves)", "11 14 5 2 / 6 4 8 3 / 12 15 10 16 / 13 9 7 1"),
    ("edge: deepest (7 moves)", "5 12 16 8 / 15 3 7 14 / 13 6 11 1 / 2 10 9 4"),
]

_PLAIN_20 = json.dumps([[-1] * 20] * 20)
_SNAKES_20 = [[-1] * 20 for _ in range(20)]
_SNAKES_20[19][1:7] = [1] * 6  # squares 2..7 all lead back to 1
_LADDER_20 = [[-1] * 20 for _ in range(20)]
_LADDER_20[19][1] = 400  # square 2: a ladder to the last square

#: LeetCode 909.
SNAKES_FIXED = [
    ("example 1", "[[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],[-1,-1,-1,-1,-1,-1],"
                  "[-1,35,-1,-1,13,-1],[-1,-1,-1,-1,-1,-1],[-1,15,-1,-1,-1,-1]]"),
    ("example 2", "[[-1,-1],[-1,3]]"),
    ("edge: smallest, no jumps", "[[-1,-1],[-1,-1]]"),
    ("edge: a ladder onto a ladder's start", "[[-1,4],[-1,3]]"),
    ("edge: squares pointing to themselves", "[[-1,-1,-1],[-1,9,8],[-1,8,9]]"),
    ("edge: unreachable", "[[1,1,-1],[1,1,1],[-1,1,1]]"),
    ("edge: snakes and ladders everywhere", "[[-1,4,-1],[6,2,6],[-1,3,-1]]"),
    ("edge: snakes everywhere", "[[-1,1,1,1],[-1,7,1,1],[16,1,1,1],[-1,1,9,1]]"),
    ("edge: largest (20x20), no jumps", _PLAIN_20),
    ("edge: 20x20, unreachable", json.dumps(_SNAKES_20)),
    ("edge: 20x20, a ladder to the last square", json.dumps(_LADDER_20)),
]

#: Programmers 72415: (origin, board, cursor).
CARD_FIXED = [
    ("example 1", "1 0 0 3 / 2 0 0 0 / 0 0 0 2 / 3 0 1 0", (1, 0)),
    ("example 2", "3 0 0 2 / 0 0 1 0 / 0 1 0 0 / 2 0 0 3", (0, 1)),
    ("edge: one pair side by side, cursor on it", "1 1 0 0 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0",
     (0, 0)),
    ("edge: one pair in two corners, cursor in a third",
     "5 0 0 0 / 0 0 0 0 / 0 0 0 0 / 0 0 0 5", (3, 0)),
    ("edge: six pairs, cursor on an empty cell",
     "1 2 3 4 / 5 6 0 0 / 0 0 6 5 / 4 3 2 1", (1, 3)),
    ("edge: one pair, cursor far away", "0 0 0 0 / 0 6 0 0 / 0 0 0 0 / 0 0 0 6", (0, 3)),
]
