"""The sliding board as an engine puzzle, so every generic algorithm runs on it.

States are tuples in row-major order; moves are :class:`SlideMove` labels
(the blank's direction letter, carrying the tile that slides).  The puzzle
has one ``goal`` and is ``reversible`` with unit costs, so bidirectional
search works, and its own heuristic is linear conflict.

>>> from fewest import solve
>>> p = SlidingPuzzle((1, 2, 3, 4, 5, 6, 0, 7, 8), rows=3, cols=3)
>>> sol = solve(p, "bfs")
>>> sol.moves, [m.tile for m in sol.moves]
(['R', 'R'], [7, 8])
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from fewest.problem import Puzzle
from fewest.puzzles.sliding.formats import make_goal
from fewest.puzzles.sliding.heuristics import linear_conflict
from fewest.puzzles.sliding.model import (
    DIRS,
    SlideMove,
    Tiles,
    check_board,
    move_labels,
    neighbours,
)


class SlidingPuzzle(Puzzle[Tiles]):
    """A validated sliding board and its goal, in the engine's puzzle protocol.

    ``goal`` is ``None`` (blank-last), ``"blank-first"``, ``"blank-last"`` or a
    board of the same shape.
    """

    reversible = True
    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(
        self, tiles: Sequence[int], *, rows: int, cols: int, goal: Any = None
    ) -> None:
        self.rows, self.cols = rows, cols
        self.start = check_board(list(tiles), rows, cols)
        self.goal: Tiles = make_goal(goal, rows, cols)
        labels = move_labels(rows * cols)
        self._table = [
            tuple((labels[DIRS[d]], p) for d, p in enumerate(nbrs) if p >= 0)
            for nbrs in neighbours(rows, cols)
        ]
        #: The linear-conflict :class:`~fewest.heuristics.Heuristic` toward ``goal``.
        self.linear_conflict = linear_conflict(self.goal, rows, cols)
        self.heuristic = self.linear_conflict.fn

    def is_goal(self, state: Tiles) -> bool:
        return state == self.goal

    def successors(self, state: Tiles) -> Iterator[tuple[SlideMove, Tiles, int]]:
        """The boards one blank move away, in the order U, L, R, D (``model.DIRS``)."""
        b = state.index(0)
        for labels, p in self._table[b]:
            board = list(state)
            t = board[p]
            board[b] = t
            board[p] = 0
            yield labels[t], tuple(board), 1

    def __repr__(self) -> str:
        return (f"SlidingPuzzle({self.start!r}, rows={self.rows}, cols={self.cols}, "
                f"goal={self.goal!r})")
