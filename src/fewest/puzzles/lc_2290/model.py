"""LeetCode 2290 rules: an ``m x n`` grid of 0 (empty) and 1 (an obstacle that may
be removed); walk from ``(0, 0)`` to ``(m-1, n-1)`` by steps up, down, left or
right.  Stepping onto an obstacle removes it and costs 1, onto an empty cell
costs 0; the answer is the fewest obstacles removed.  The corners are empty,
so there is always an answer.

A state is the cell ``(row, col)``; a move is a direction; its cost is the
cell it enters (so the engine sees costs 0 and 1: a 0-1 BFS or Dijkstra).

>>> g = Field.from_case({"grid": [[0, 1, 1], [1, 1, 0], [1, 1, 0]]})
>>> sorted((m, c) for m, _s, c in FieldPuzzle(g).successors((0, 0)))
[('down', 1), ('right', 1)]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Puzzle
from fewest.puzzles.boardtext import quote

NAME = "leetcode-2290"
PARAM = "grid"
MAX_CELLS = 10**5

STEPS: tuple[tuple[str, int, int], ...] = (
    ("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))


def bad(message: str, value: Any) -> InvalidPuzzleError:
    """The one-line error for a bad case."""
    return InvalidPuzzleError(f"{NAME}: {message}: {quote(value)}")


@dataclass(frozen=True)
class Field:
    """A validated grid: ``cells[r][c]`` is 0 (empty) or 1 (obstacle)."""

    cells: tuple[tuple[int, ...], ...]

    @property
    def rows(self) -> int:
        return len(self.cells)

    @property
    def cols(self) -> int:
        return len(self.cells[0])

    @classmethod
    def from_case(cls, case: Any) -> Field:
        """Check every constraint: ``1 <= m, n``, ``2 <= m*n <= 10^5``, cells 0 or 1,
        both corners 0, rows of one length."""
        if not isinstance(case, dict) or set(case) != {PARAM}:
            raise bad(f"a case is the argument {{\"{PARAM}\": [[...], ...]}}", case)
        grid = case[PARAM]
        if not isinstance(grid, list) or not grid or not isinstance(grid[0], list):
            raise bad("grid must be a non-empty list of rows", grid)
        m, n = len(grid), len(grid[0])
        if n == 0 or m * n > MAX_CELLS or m * n < 2:
            raise bad(f"m * n must be 2..{MAX_CELLS}, got {m} x {n}", grid)
        rows = []
        for i, row in enumerate(grid):
            if not isinstance(row, list) or len(row) != n:
                raise bad(f"row {i} is not {n} cells long (every row has the same length)",
                          grid)
            if any(type(v) is not int or v not in (0, 1) for v in row):
                raise bad(f"every cell must be 0 or 1 (row {i})", grid)
            rows.append(tuple(row))
        if rows[0][0] or rows[-1][-1]:
            raise bad("grid[0][0] and grid[m-1][n-1] must be 0", grid)
        return cls(tuple(rows))


class FieldPuzzle(Puzzle[tuple[int, int]]):
    """The engine puzzle: 4-neighbour steps costing the entered cell's value."""

    unit_cost = False

    def __init__(self, field: Field) -> None:
        self.field = field
        self.start = (0, 0)
        self.end = (field.rows - 1, field.cols - 1)

    def is_goal(self, state: tuple[int, int]) -> bool:
        return state == self.end

    def successors(self, state: tuple[int, int]) -> Any:
        r, c = state
        cells = self.field.cells
        m, n = self.field.rows, self.field.cols
        for name, dr, dc in STEPS:
            rr, cc = r + dr, c + dc
            if 0 <= rr < m and 0 <= cc < n:
                yield name, (rr, cc), cells[rr][cc]
