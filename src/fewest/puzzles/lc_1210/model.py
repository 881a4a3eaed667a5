"""LeetCode 1210 rules: a snake two cells long on an ``n x n`` grid of 0 (empty)
and 1 (blocked).  It starts horizontal on ``(0, 0), (0, 1)`` and must reach the
horizontal position ``(n-1, n-2), (n-1, n-1)``.  One move is:

* ``right``: one cell right, keeping its orientation (every cell it then
  covers empty);
* ``down``: one cell down, likewise;
* ``clockwise``: horizontal ``(r, c), (r, c+1)`` becomes vertical
  ``(r, c), (r+1, c)``, when both cells under it are empty;
* ``counterclockwise``: vertical ``(r, c), (r+1, c)`` becomes horizontal
  ``(r, c), (r, c+1)``, when both cells to its right are empty.

Both rotations need the whole 2 x 2 square at ``(r, c)`` empty.  The answer is
the fewest moves, or ``-1``.

A state is ``(r, c, vertical)``: the top-left cell of the snake and whether it
stands vertical (0 or 1).

>>> g = Board.from_case({"grid": [[0, 0, 0], [0, 0, 0], [0, 0, 0]]})
>>> sorted(m for m, _s, _c in moves_from(g, (0, 0, 0)))
['clockwise', 'down', 'right']
>>> list(moves_from(g, (0, 0, 1)))[0]
('right', (0, 1, 1), 1)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Puzzle
from fewest.puzzles.boardtext import quote

NAME = "leetcode-1210"
PARAM = "grid"
MAX_N = 100
State = tuple[int, int, int]


def bad(message: str, value: Any) -> InvalidPuzzleError:
    """The one-line error for a bad case."""
    return InvalidPuzzleError(f"{NAME}: {message}: {quote(value)}")


@dataclass(frozen=True)
class Board:
    """A validated grid: ``cells[r][c]`` is 0 (empty) or 1 (blocked)."""

    cells: tuple[tuple[int, ...], ...]

    @property
    def n(self) -> int:
        return len(self.cells)

    def free(self, r: int, c: int) -> bool:
        n = self.n
        return 0 <= r < n and 0 <= c < n and self.cells[r][c] == 0

    @classmethod
    def from_case(cls, case: Any) -> Board:
        """Check every constraint: ``2 <= n <= 100``, square, cells 0 or 1, and the
        snake's starting cells ``(0, 0), (0, 1)`` empty (the statement guarantees it)."""
        if not isinstance(case, dict) or set(case) != {PARAM}:
            raise bad(f"a case is the argument {{\"{PARAM}\": [[...], ...]}}", case)
        grid = case[PARAM]
        if not isinstance(grid, list) or not grid:
            raise bad("grid must be a non-empty list of rows", grid)
        n = len(grid)
        if not 2 <= n <= MAX_N:
            raise bad(f"n must be 2..{MAX_N}, got {n} rows", grid)
        rows = []
        for i, row in enumerate(grid):
            if not isinstance(row, list) or len(row) != n:
                raise bad(f"the grid must be n x n; row {i} is not {n} cells long", grid)
            if any(type(v) is not int or v not in (0, 1) for v in row):
                raise bad(f"every cell must be 0 or 1 (row {i})", grid)
            rows.append(tuple(row))
        if rows[0][0] or rows[0][1]:
            raise bad("the snake starts on (0, 0) and (0, 1): both must be 0", grid)
        return cls(tuple(rows))


def moves_from(board: Board, state: State) -> Iterator[tuple[str, State, int]]:
    """The legal moves from ``state``: ``(name, next state, 1)``."""
    r, c, v = state
    free = board.free
    if v == 0:  # (r, c), (r, c+1)
        if free(r, c + 2):
            yield "right", (r, c + 1, 0), 1
        if free(r + 1, c) and free(r + 1, c + 1):
            yield "down", (r + 1, c, 0), 1
            yield "clockwise", (r, c, 1), 1
    else:  # (r, c), (r+1, c)
        if free(r, c + 1) and free(r + 1, c + 1):
            yield "right", (r, c + 1, 1), 1
            yield "counterclockwise", (r, c, 0), 1
        if free(r + 2, c):
            yield "down", (r + 1, c, 1), 1


def cells_of(state: State) -> tuple[tuple[int, int], tuple[int, int]]:
    """The two cells the snake covers."""
    r, c, v = state
    return (r, c), ((r + 1, c) if v else (r, c + 1))


class SnakePuzzle(Puzzle[State]):
    """The engine puzzle: states ``(r, c, vertical)``, unit moves, one goal."""

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, board: Board) -> None:
        self.board = board
        self.start: State = (0, 0, 0)
        self.target: State = (board.n - 1, board.n - 2, 0)
        self.goal: State = self.target

    def is_goal(self, state: State) -> bool:
        return state == self.target

    def successors(self, state: State) -> Iterator[tuple[str, State, int]]:
        return moves_from(self.board, state)

    def predecessors(self, state: State) -> Iterator[tuple[str, State, int]]:
        """``(move, previous, 1)`` with ``previous --move--> state``: the snake one
        step left or up, or turned the other way, whenever that move is legal."""
        r, c, v = state
        for prev in ((r, c - 1, v), (r - 1, c, v), (r, c, 1 - v)):
            if prev[0] < 0 or prev[1] < 0:
                continue
            for move, nxt, cost in moves_from(self.board, prev):
                if nxt == state and all(self.board.free(*x) for x in cells_of(prev)):
                    yield move, prev, cost

    def heuristic(self, state: State) -> int:
        """Rows and columns still to go, plus one when standing: moves never go up or
        left, each moves one step, and a standing snake must turn once."""
        r, c, v = state
        n = self.board.n
        return max(0, (n - 1 - r) + (n - 2 - c) + v)
