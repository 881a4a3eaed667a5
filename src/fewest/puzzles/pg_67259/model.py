"""Programmers 67259 rules (경주로 건설): on an ``N x N`` board of 0 (empty) and 1
(wall), build a road from ``(0, 0)`` to ``(N-1, N-1)`` through empty cells,
joining cells up, down, left or right.  Each straight piece between two
neighbouring cells costs 100; each corner (two pieces meeting at a right
angle) costs 500 more.  The answer is the cheapest road's cost.

So a step costs 100 when it keeps the direction of the previous step (or is
the first step) and 100 + 500 = 600 when it turns.  The cost of a step depends
on the previous step's direction, so the direction is part of the state: a
state is ``(r, c, d)`` with ``d`` the direction of the last piece (``0`` up,
``1`` down, ``2`` left, ``3`` right, ``4`` at the start, before any piece).

>>> b = Track.from_case({"board": [[0, 0, 0], [0, 0, 0], [0, 0, 0]]})
>>> sorted((m, c) for m, _s, c in TrackPuzzle(b).successors((0, 1, 3)))
[('down', 600), ('left', 600), ('right', 100)]
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Puzzle
from fewest.puzzles.boardtext import quote

NAME = "programmers-67259"
PARAM = "board"
MIN_N, MAX_N = 3, 25
STRAIGHT, CORNER = 100, 500
STEPS: tuple[tuple[str, int, int], ...] = (
    ("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))
START_DIR = 4
State = tuple[int, int, int]


def bad(message: str, value: Any) -> InvalidPuzzleError:
    """The one-line error for a bad case."""
    return InvalidPuzzleError(f"{NAME}: {message}: {quote(value)}")


def step_cost(before: int, after: int) -> int:
    """What a piece in direction ``after`` costs after one in direction ``before``.

    >>> step_cost(START_DIR, 1), step_cost(3, 3), step_cost(3, 1)
    (100, 100, 600)
    """
    return STRAIGHT if before in (START_DIR, after) else STRAIGHT + CORNER


@dataclass(frozen=True)
class Track:
    """A validated board: ``cells[r][c]`` is 0 (empty) or 1 (wall)."""

    cells: tuple[tuple[int, ...], ...]

    @property
    def n(self) -> int:
        return len(self.cells)

    def free(self, r: int, c: int) -> bool:
        n = self.n
        return 0 <= r < n and 0 <= c < n and self.cells[r][c] == 0

    def connected(self) -> bool:
        """Whether any road joins the two corners (the statement guarantees one)."""
        n = self.n
        seen = {(0, 0)}
        todo = [(0, 0)]
        while todo:
            r, c = todo.pop()
            for _name, dr, dc in STEPS:
                s = (r + dr, c + dc)
                if s not in seen and self.free(*s):
                    seen.add(s)
                    todo.append(s)
        return (n - 1, n - 1) in seen

    @classmethod
    def from_case(cls, case: Any) -> Track:
        """Check every constraint: ``3 <= N <= 25``, square, 0 or 1, both corners 0,
        and a road possible between them."""
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
        if rows[0][0] or rows[-1][-1]:
            raise bad("the start (0, 0) and the end (N-1, N-1) must be 0", grid)
        track = cls(tuple(rows))
        if not track.connected():
            raise bad("no road can join (0, 0) to (N-1, N-1) (the statement guarantees "
                      "one)", grid)
        return track


class TrackPuzzle(Puzzle[State]):
    """The engine puzzle: steps cost 100, or 600 when they turn."""

    unit_cost = False
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, track: Track) -> None:
        self.track = track
        self.start: State = (0, 0, START_DIR)
        self.end = (track.n - 1, track.n - 1)

    def is_goal(self, state: State) -> bool:
        return (state[0], state[1]) == self.end

    def successors(self, state: State) -> Iterator[tuple[str, State, int]]:
        r, c, d = state
        free = self.track.free
        for k, (name, dr, dc) in enumerate(STEPS):
            if free(r + dr, c + dc):
                yield name, (r + dr, c + dc, k), step_cost(d, k)

    def heuristic(self, state: State) -> int:
        """100 per row and column still to go: every piece costs at least 100."""
        return STRAIGHT * (self.end[0] - state[0] + self.end[1] - state[1])
