"""Programmers 60063 rules (블록 이동하기): a 2 x 1 robot on an ``N x N`` board of
0 (empty) and 1 (wall), starting horizontal on ``(1, 1), (1, 2)`` (here 0-based:
``(0, 0), (0, 1)``).  Each second it either moves one cell up, down, left or
right keeping its orientation, or turns 90 degrees about either of its two
cells; a turn needs the cell it ends on **and** the diagonal cell it sweeps
through empty (so the whole 2 x 2 square on that side).  The answer is the
fewest seconds until either cell of the robot is on ``(N, N)`` (0-based
``(N-1, N-1)``).

A state is ``(r, c, vertical)``: the robot's top-left cell and its
orientation.  Moves are ``up``, ``down``, ``left``, ``right`` and turns named
by the side the robot swings to and the cell it turns about: ``turn up about
left`` (horizontal, the left cell stays), ``turn right about bottom``
(vertical, the bottom cell stays), ...

>>> b = Board.from_case({"board": [[0] * 5 for _ in range(5)]})
>>> sorted(m for m, _s, _c in moves_from(b, (0, 0, 0)))
['down', 'right', 'turn down about left', 'turn down about right']
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Puzzle
from fewest.puzzles.boardtext import quote

NAME = "programmers-60063"
PARAM = "board"
MIN_N, MAX_N = 5, 100
State = tuple[int, int, int]


def bad(message: str, value: Any) -> InvalidPuzzleError:
    """The one-line error for a bad case."""
    return InvalidPuzzleError(f"{NAME}: {message}: {quote(value)}")


@dataclass(frozen=True)
class Board:
    """A validated board: ``cells[r][c]`` is 0 (empty) or 1 (wall)."""

    cells: tuple[tuple[int, ...], ...]

    @property
    def n(self) -> int:
        return len(self.cells)

    def free(self, r: int, c: int) -> bool:
        n = self.n
        return 0 <= r < n and 0 <= c < n and self.cells[r][c] == 0

    @classmethod
    def from_case(cls, case: Any) -> Board:
        """Check the shape constraints: ``5 <= N <= 100``, square, 0 or 1, the robot's
        starting cells empty.  (That the robot can reach the corner is checked by
        the family, which must search for it.)"""
        if not isinstance(case, dict) or set(case) != {PARAM}:
            raise bad(f"a case is the argument {{\"{PARAM}\": [[...], ...]}}", case)
        grid = case[PARAM]
        if not isinstance(grid, list) or not grid:
            raise bad("board must be a non-empty list of rows", grid)
        n = len(grid)
        if not MIN_N <= n <= MAX_N:
            raise bad(f"N must be {MIN_N}..{MAX_N}, got {n} rows", grid)
        rows = []
        for i, row in enumerate(grid):
            if not isinstance(row, list) or len(row) != n:
                raise bad(f"the board must be N x N; row {i} is not {n} cells long", grid)
            if any(type(v) is not int or v not in (0, 1) for v in row):
                raise bad(f"every cell must be 0 or 1 (row {i})", grid)
            rows.append(tuple(row))
        if rows[0][0] or rows[0][1]:
            raise bad("the robot starts on (1, 1) and (1, 2): both must be 0", grid)
        return cls(tuple(rows))


def cells_of(state: State) -> tuple[tuple[int, int], tuple[int, int]]:
    """The robot's two cells, top-left first."""
    r, c, v = state
    return (r, c), ((r + 1, c) if v else (r, c + 1))


def moves_from(board: Board, state: State) -> Iterator[tuple[str, State, int]]:
    """The legal moves from ``state``: ``(name, next state, 1)``."""
    r, c, v = state
    free = board.free
    if v == 0:  # (r, c), (r, c+1)
        up = free(r - 1, c) and free(r - 1, c + 1)
        down = free(r + 1, c) and free(r + 1, c + 1)
        if up:
            yield "up", (r - 1, c, 0), 1
        if down:
            yield "down", (r + 1, c, 0), 1
        if free(r, c - 1):
            yield "left", (r, c - 1, 0), 1
        if free(r, c + 2):
            yield "right", (r, c + 1, 0), 1
        if up:
            yield "turn up about left", (r - 1, c, 1), 1
            yield "turn up about right", (r - 1, c + 1, 1), 1
        if down:
            yield "turn down about left", (r, c, 1), 1
            yield "turn down about right", (r, c + 1, 1), 1
    else:  # (r, c), (r+1, c)
        left = free(r, c - 1) and free(r + 1, c - 1)
        right = free(r, c + 1) and free(r + 1, c + 1)
        if free(r - 1, c):
            yield "up", (r - 1, c, 1), 1
        if free(r + 2, c):
            yield "down", (r + 1, c, 1), 1
        if left:
            yield "left", (r, c - 1, 1), 1
        if right:
            yield "right", (r, c + 1, 1), 1
        if left:
            yield "turn left about top", (r, c - 1, 0), 1
            yield "turn left about bottom", (r + 1, c - 1, 0), 1
        if right:
            yield "turn right about top", (r, c, 0), 1
            yield "turn right about bottom", (r + 1, c, 0), 1


class RobotPuzzle(Puzzle[State]):
    """The engine puzzle: unit moves, every move undone by another (the same 2 x 2
    square is swept back), goal when either cell is on the far corner."""

    unit_cost = True
    reversible = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, board: Board) -> None:
        self.board = board
        self.start: State = (0, 0, 0)
        n = board.n
        self.goals = {(n - 1, n - 2, 0), (n - 2, n - 1, 1)}

    def is_goal(self, state: State) -> bool:
        return state in self.goals

    def successors(self, state: State) -> Iterator[tuple[str, State, int]]:
        return moves_from(self.board, state)

    def heuristic(self, state: State) -> int:
        """The nearer cell's Chebyshev distance to the corner: a move or a turn moves
        each cell by at most one step, diagonals included."""
        n = self.board.n
        return min(max(n - 1 - r, n - 1 - c) for r, c in cells_of(state))
