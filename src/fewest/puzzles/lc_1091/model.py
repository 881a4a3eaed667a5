"""LeetCode 1091 rules: an ``n x n`` grid of 0 (clear) and 1 (blocked); walk from
the top-left cell to the bottom-right cell through clear cells, one step to any
of the 8 neighbours (edge or corner).  The answer counts the *cells* of the
path (the start cell included), so it is the number of steps plus one; a
blocked start or end cell, or no clear path, gives ``-1``.

A state is the cell ``(row, col)``; a move is a direction name.

>>> m = Matrix.from_case({"grid": [[0, 0, 0], [1, 1, 0], [1, 1, 0]]})
>>> p = MatrixPuzzle(m)
>>> sorted(mv for mv, _s, _c in p.successors((0, 0)))
['right']
>>> p.is_goal((2, 2)), m.open(0, 0)
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Puzzle
from fewest.puzzles.boardtext import quote

NAME = "leetcode-1091"
PARAM = "grid"
MAX_N = 100

#: (name, dr, dc): the 8 steps, edges first
STEPS: tuple[tuple[str, int, int], ...] = (
    ("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1),
    ("up-left", -1, -1), ("up-right", -1, 1), ("down-left", 1, -1), ("down-right", 1, 1),
)


def bad(message: str, value: Any) -> InvalidPuzzleError:
    """The one-line error for a bad case."""
    return InvalidPuzzleError(f"{NAME}: {message}: {quote(value)}")


@dataclass(frozen=True)
class Matrix:
    """A validated grid: ``cells[r][c]`` is 0 (clear) or 1 (blocked)."""

    cells: tuple[tuple[int, ...], ...]

    @property
    def n(self) -> int:
        return len(self.cells)

    def open(self, r: int, c: int) -> bool:
        """Whether ``(r, c)`` is on the grid and clear."""
        n = self.n
        return 0 <= r < n and 0 <= c < n and self.cells[r][c] == 0

    @classmethod
    def from_case(cls, case: Any) -> Matrix:
        """Check every constraint of the statement (``n == len(grid) == len(grid[i])``,
        ``1 <= n <= 100``, cells 0 or 1)."""
        if not isinstance(case, dict) or set(case) != {PARAM}:
            raise bad(f"a case is the argument {{\"{PARAM}\": [[...], ...]}}", case)
        grid = case[PARAM]
        if not isinstance(grid, list) or not grid:
            raise bad("grid must be a non-empty list of rows", grid)
        n = len(grid)
        if n > MAX_N:
            raise bad(f"n must be 1..{MAX_N}, got {n} rows", grid)
        rows = []
        for i, row in enumerate(grid):
            if not isinstance(row, list) or len(row) != n:
                raise bad(f"the grid must be n x n; row {i} is not {n} cells long", grid)
            if any(type(v) is not int or v not in (0, 1) for v in row):
                raise bad(f"every cell must be 0 or 1 (row {i})", grid)
            rows.append(tuple(row))
        return cls(tuple(rows))


class MatrixPuzzle(Puzzle[tuple[int, int]]):
    """The engine puzzle: cells, 8-neighbour steps of cost 1, goal the far corner."""

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, matrix: Matrix) -> None:
        self.matrix = matrix
        self.start = (0, 0)
        self.end = (matrix.n - 1, matrix.n - 1)
        # steps between clear cells undo themselves; bidirectional search needs a
        # clear goal (and a clear start, or it would meet at a blocked 1 x 1 grid)
        self.reversible = True
        self.goal = self.end if matrix.open(0, 0) and matrix.open(*self.end) else None

    def is_goal(self, state: tuple[int, int]) -> bool:
        return state == self.end and self.matrix.open(*state)

    def successors(self, state: tuple[int, int]) -> Any:
        r, c = state
        m = self.matrix
        if not m.open(r, c):  # a blocked start cell: the path never begins
            return
        for name, dr, dc in STEPS:
            if m.open(r + dr, c + dc):
                yield name, (r + dr, c + dc), 1

    def heuristic(self, state: tuple[int, int]) -> int:
        """Chebyshev distance to the corner: a diagonal step closes both gaps."""
        return max(self.end[0] - state[0], self.end[1] - state[1])
