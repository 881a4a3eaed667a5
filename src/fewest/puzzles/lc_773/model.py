"""The 2x3 board of LeetCode 773 and its engine puzzle.

A state is the board read row by row as a 6-tuple, ``0`` the empty square.
A move swaps ``0`` with a tile next to it (up, down, left, right, never
across the end of a row); the move is the tile's number.  The goal is
``[[1,2,3],[4,5,0]]``.  Half of the 720 boards cannot reach it (the usual
parity of the sliding puzzles): the search proves it by exhausting 360.

>>> b = (1, 2, 3, 4, 0, 5)
>>> sorted(neighbours(b))
[(2, (1, 0, 3, 4, 2, 5)), (4, (1, 2, 3, 0, 4, 5)), (5, (1, 2, 3, 4, 5, 0))]
>>> from fewest import solve
>>> solve(BoardPuzzle((4, 1, 2, 5, 0, 3)), "bfs").length
5
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.problem import Puzzle

GOAL: tuple[int, ...] = (1, 2, 3, 4, 5, 0)
ROWS, COLS = 2, 3
#: the cells next to each cell (row-major, 2 rows of 3)
ADJACENT = ((1, 3), (0, 2, 4), (1, 5), (0, 4), (1, 3, 5), (2, 4))
State = tuple[int, ...]


def neighbours(state: State) -> Iterator[tuple[int, State]]:
    """``(tile, next board)`` for each tile that can slide into the empty square."""
    z = state.index(0)
    for cell in ADJACENT[z]:
        board = list(state)
        board[z], board[cell] = board[cell], 0
        yield state[cell], tuple(board)


def manhattan(state: State) -> int:
    """Sum of the tiles' distances to their goal cells (admissible, consistent)."""
    total = 0
    for i, v in enumerate(state):
        if v:
            g = v - 1
            total += abs(i // COLS - g // COLS) + abs(i % COLS - g % COLS)
    return total


class BoardPuzzle(Puzzle[State]):
    """The board as an engine puzzle (every move can be undone)."""

    unit_cost = True
    reversible = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, start: State) -> None:
        self.start = start
        self.goal = GOAL
        self.heuristic = manhattan

    def is_goal(self, state: State) -> bool:
        return state == GOAL

    def successors(self, state: State) -> Iterator[tuple[Any, State, float]]:
        for tile, nxt in neighbours(state):
            yield tile, nxt, 1


def move_text(tile: int) -> str:
    """The move in words.

    >>> move_text(5)
    'slide 5'
    """
    return f"slide {tile}"
