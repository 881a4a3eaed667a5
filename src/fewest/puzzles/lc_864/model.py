"""The key grid of LeetCode 864 and its engine puzzle.

A state is ``(row, col, keys)``: where we stand and the set of keys held, as
a bit mask (bit 0 for ``a``).  A move is one step ``U``, ``D``, ``L`` or
``R``; walls (``#``) and the grid's edge stop it, a lock (``A``..``F``)
stops it unless its key is held, and stepping on a key picks it up.  The
goal is every key held, wherever we stand.

>>> maze = Maze(("@.a.#", "###.#", "b.A.B"), (0, 0), 2)
>>> sorted(m for m, _ in maze.neighbours((0, 0, 0)))
['R']
>>> list(maze.neighbours((0, 1, 0)))[-1]
('R', (0, 2, 1))
>>> from fewest import solve
>>> solve(KeysPuzzle(maze), "bfs").length
8
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
class Maze:
    """A validated grid: its rows, the start cell and the number of keys."""

    rows: tuple[str, ...]
    start: tuple[int, int]
    keys: int

    @property
    def full(self) -> int:
        """The mask of every key."""
        return (1 << self.keys) - 1

    def neighbours(self, state: State) -> Iterator[tuple[str, State]]:
        r, c, mask = state
        rows = self.rows
        height, width = len(rows), len(rows[0])
        for move, dr, dc in STEPS:
            nr, nc = r + dr, c + dc
            if not (0 <= nr < height and 0 <= nc < width):
                continue
            ch = rows[nr][nc]
            if ch == "#":
                continue
            if "A" <= ch <= "F" and not mask >> (ord(ch) - 65) & 1:
                continue
            if "a" <= ch <= "f":
                yield move, (nr, nc, mask | 1 << (ord(ch) - 97))
            else:
                yield move, (nr, nc, mask)


class KeysPuzzle(Puzzle[State]):
    """The grid as an engine puzzle (not reversible: keys stay picked up).  The
    heuristic counts the keys still missing: one step picks up at most one."""

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, maze: Maze) -> None:
        self.maze = maze
        self.start = (*maze.start, 0)
        full = maze.full
        self.heuristic = lambda s: bin(full & ~s[2]).count("1")

    def is_goal(self, state: State) -> bool:
        return state[2] == self.maze.full

    def successors(self, state: State) -> Iterator[tuple[Any, State, float]]:
        for move, nxt in self.maze.neighbours(state):
            yield move, nxt, 1
