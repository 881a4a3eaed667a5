"""Sizes and smaller neighbours of a failing case, per judge (the shrinker's raw material).

Each judge has a ``size(case, expected)``, a tuple compared in order (the
shrinker only accepts a candidate whose size is strictly smaller), a
``describe(case, expected)`` for the report, and a ``smaller(case,
expected)`` that proposes candidates, most promising first:

* boards of moves (8-puzzle, Rubik's square): the boards along one optimal
  solution, nearest the goal first, then the board's neighbours; an
  unreachable 8-puzzle tries the goal with two tiles swapped, then its
  neighbours (still unreachable);
* snakes and ladders: a smaller side (the jumps that still fit), then one
  jump fewer;
* card matching: one pair fewer, the cursor on another cell (nearest the
  cards first), a card on another empty cell, the faces renamed 1, 2, ...

>>> from fewest.check.oracle import Case, Oracle
>>> oracle = Oracle("sliding")
>>> case = Case(((1, 0, 3), (4, 2, 5), (7, 8, 6)))
>>> exp = oracle.expected(case)
>>> tiles_size(case, exp), tiles_describe(case, exp)
((3, 3), '3 moves from the goal')
>>> [c.board[2] for c in itertools.islice(tiles_smaller(case, exp), 3)]
[(7, 8, 0), (7, 8, 6), (7, 8, 6)]
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from fewest.check.answers import state_case
from fewest.check.cases import snakes_board, snakes_jumps
from fewest.check.oracle import Case, Expected, grid
from fewest.check.samples import card_case

#: The length of an unreachable board, for comparing sizes (larger than any answer).
UNREACHABLE = 10**6


def _length(expected: Expected) -> int:
    return UNREACHABLE if expected.length < 0 else expected.length


# ---- boards of moves: flat row-major states with a goal --------------------------

def _misplaced(expected: Expected) -> int:
    puzzle = expected.instance.puzzle()
    return sum(1 for a, b in zip(puzzle.start, puzzle.goal, strict=True) if a != b and a != 0)


def tiles_size(case: Case, expected: Expected) -> tuple[int, ...]:
    """(moves to the goal, unreachable last; misplaced tiles)."""
    return _length(expected), _misplaced(expected)


def tiles_describe(case: Case, expected: Expected) -> str:
    """``'12 moves from the goal'`` or ``'unreachable, 2 tiles misplaced'``."""
    if expected.length < 0:
        return f"unreachable, {_misplaced(expected)} tiles misplaced"
    n = expected.length
    return f"{n} move{'s' * (n != 1)} from the goal"


def tiles_smaller(case: Case, expected: Expected) -> Iterator[Case]:
    """Boards along the optimal solution (goal first), then the board's neighbours."""
    puzzle = expected.instance.puzzle()
    if expected.length >= 0:
        for state in reversed(expected.states[1:]):
            yield state_case(case, state)
    else:
        goal = list(puzzle.goal)
        tiles = [i for i, t in enumerate(goal) if t != 0]
        for a, b in itertools.combinations(tiles, 2):
            swapped = list(goal)
            swapped[a], swapped[b] = swapped[b], swapped[a]
            yield state_case(case, swapped)
    for _move, state, _cost in puzzle.successors(puzzle.start):
        yield state_case(case, state)


# ---- snakes and ladders -----------------------------------------------------------

def snakes_size(case: Case, expected: Expected) -> tuple[int, ...]:
    """(side, snakes and ladders, rolls)."""
    return len(case.board), len(snakes_jumps(case.board)), _length(expected)


def snakes_describe(case: Case, expected: Expected) -> str:
    """``'n=3, 2 snakes and ladders'``."""
    jumps = len(snakes_jumps(case.board))
    return f"n={len(case.board)}, {jumps} snake{'s' * (jumps != 1)} and ladder{'s' * (jumps != 1)}"


def snakes_smaller(case: Case, expected: Expected) -> Iterator[Case]:
    """Smaller sides first (keeping the jumps that fit), then each jump removed."""
    n = len(case.board)
    jumps = snakes_jumps(case.board)
    for side in range(2, n):
        last = side * side
        kept = {s: e for s, e in jumps.items() if 1 < s < last and e <= last}
        yield Case(snakes_board(side, kept), case.options)
    for start in jumps:
        yield Case(snakes_board(n, {s: e for s, e in jumps.items() if s != start}), case.options)


# ---- card matching ----------------------------------------------------------------

def _cards(case: Case) -> list[tuple[int, int, int]]:
    return [(v, r, c) for r, row in enumerate(case.board) for c, v in enumerate(row) if v]


def _cursor_gap(case: Case) -> int:
    r0, c0 = case.option("cursor")
    return min((abs(r - r0) + abs(c - c0) for _, r, c in _cards(case)), default=0)


def card_size(case: Case, expected: Expected) -> tuple[int, ...]:
    """(pairs, key presses, cursor's distance to the nearest card, sum of faces)."""
    cards = _cards(case)
    return len(cards) // 2, _length(expected), _cursor_gap(case), sum(v for v, _, _ in cards)


def card_describe(case: Case, expected: Expected) -> str:
    """``'2 pairs, 9 key presses'``."""
    pairs = len(_cards(case)) // 2
    return f"{pairs} pair{'s' * (pairs != 1)}, {expected.length} key presses"


def card_smaller(case: Case, expected: Expected) -> Iterator[Case]:
    """One pair fewer; the cursor on another cell (nearest the cards first); one card
    moved to another empty cell; the faces renamed 1, 2, ... in reading order."""
    board = [list(row) for row in case.board]
    rows, cols = len(board), len(board[0])
    cursor = case.option("cursor")
    cards = _cards(case)
    for face in sorted({v for v, _, _ in cards}):
        yield card_case(grid([[0 if v == face else v for v in row] for row in board]), cursor)
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    for cell in sorted(cells, key=lambda rc: _cursor_gap(card_case(case.board, rc))):
        if cell != tuple(cursor):
            yield card_case(case.board, cell)
    for _face, r, c in cards:
        for r2, c2 in cells:
            if board[r2][c2] == 0:
                moved = [list(row) for row in board]
                moved[r2][c2], moved[r][c] = moved[r][c], 0
                yield card_case(grid(moved), cursor)
    order = list(dict.fromkeys(v for v, _, _ in cards))
    rename = {face: i for i, face in enumerate(order, 1)}
    yield card_case(grid([[rename.get(v, 0) for v in row] for row in board]), cursor)
