"""The obstacle grid of LeetCode 1293 and its engine puzzle.

A state is ``(row, col, left)``: the cell and how many obstacles may still be
removed.  A move steps ``U``, ``D``, ``L`` or ``R`` inside the grid; stepping
onto an obstacle (``1``) removes it and costs one of ``left`` (none left: no
such move).  The goal is the bottom-right cell, whatever is left.

>>> field = Field(((0, 0, 0), (1, 1, 0), (0, 0, 0), (0, 1, 1), (0, 0, 0)), 1)
>>> sorted(field.neighbours((0, 0, 1)))
[('D', (1, 0, 0)), ('R', (0, 1, 1))]
>>> from fewest import solve
>>> solve(BreakPuzzle(field), "bfs").length
6
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fewest.problem import Puzzle

State = tuple[int, int, int]
STEPS = (("U", -1, 0), ("D", 1, 0), ("L", 0, -1), ("R", 0, 1))
WORDS = {"U": "up", "D": "down", "L": "left", "R": "right"}


@dataclass(frozen=True)
class Field:
    """A validated case: the 0/1 grid and ``k``."""

    grid: tuple[tuple[int, ...], ...]
    k: int

    @property
    def m(self) -> int:
        return len(self.grid)

    @property
    def n(self) -> int:
        return len(self.grid[0])

    def neighbours(self, state: State) -> Iterator[tuple[str, State]]:
        r, c, left = state
        for move, dr, dc in STEPS:
            nr, nc = r + dr, c + dc
            if 0 <= nr < self.m and 0 <= nc < self.n:
                if self.grid[nr][nc]:
                    if left:
                        yield move, (nr, nc, left - 1)
                else:
                    yield move, (nr, nc, left)


class BreakPuzzle(Puzzle[State]):
    """The grid as an engine puzzle; the heuristic is the Manhattan distance to
    the corner (one step moves one cell)."""

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, field: Field) -> None:
        self.field = field
        self.start = (0, 0, field.k)
        m, n = field.m, field.n
        self.heuristic = lambda s: (m - 1 - s[0]) + (n - 1 - s[1])

    def is_goal(self, state: State) -> bool:
        return state[0] == self.field.m - 1 and state[1] == self.field.n - 1

    def successors(self, state: State) -> Iterator[tuple[Any, State, float]]:
        for move, nxt in self.field.neighbours(state):
            yield move, nxt, 1
