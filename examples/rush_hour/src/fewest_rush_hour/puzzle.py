"""A Rush Hour board as an engine puzzle, so every fewest engine algorithm runs on it.

Every move costs one, whatever the distance slid (Fogleman's count of moves,
not of unit steps).  The heuristic is 0 on a goal, else 1 plus the number of
vehicles between the red car and the exit: each of them must move at least
once, and so must the red car.  It is consistent: one move changes whether
one vehicle blocks, and the red car only slides through empty cells.  There
are many goal states (the other vehicles may stand anywhere), so there is no
single ``goal`` and bidirectional search does not apply; ``auto`` runs A*.

>>> from fewest import solve
>>> from fewest_rush_hour.model import Board
>>> p = RushPuzzle(Board.from_text("ooooBoooooBoAAooBooooooooooooooooooo"))
>>> solve(p, "bfs").moves
['B+3', 'A+4']
>>> p.heuristic(p.start)
2
"""

from __future__ import annotations

from collections.abc import Iterator

from fewest.family import Puzzle
from fewest_rush_hour.model import Board, State


class RushPuzzle(Puzzle[State]):
    """The engine view of one board: states are vehicle offsets, moves ``"B+3"``."""

    unit_cost = heuristic_admissible = heuristic_consistent = True

    def __init__(self, board: Board) -> None:
        self.board, self.start = board, board.start

    def is_goal(self, state: State) -> bool:
        return self.board.is_goal(state)

    def successors(self, state: State) -> Iterator[tuple[str, State, int]]:
        for move, nxt in self.board.slides(state):
            yield move, nxt, 1

    def heuristic(self, state: State) -> int:
        """The blocking bound (see the module docstring)."""
        return 0 if self.board.is_goal(state) else 1 + self.board.blockers(state)
