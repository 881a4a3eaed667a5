"""A Lights Out board as an engine puzzle, so every generic algorithm runs on it.

States are bit sets of the lights on; a move is a press ``(r, c)``.  Every
press undoes itself, so the puzzle is reversible (bidirectional search
works).  The heuristic is the lights on divided by 5, rounded up: a press
toggles at most five lights, so it is admissible and consistent.

>>> from fewest import solve
>>> from fewest.puzzles.lights_out.model import Board
>>> solve(LightsPuzzle(Board.from_text("1 1 0 / 1 0 0 / 0 0 0")), "bfs").moves
[(0, 0)]
"""

from __future__ import annotations

from collections.abc import Iterator

from fewest.problem import Puzzle
from fewest.puzzles.lights_out.model import Board, Press, press_masks


class LightsPuzzle(Puzzle[int]):
    """Engine view of a board (the goal: every light off)."""

    unit_cost = True
    reversible = True
    heuristic_admissible = True
    heuristic_consistent = True
    goal = 0

    def __init__(self, board: Board) -> None:
        self.board = board
        self.start = board.lights
        cols = board.cols
        self._moves = [((i // cols, i % cols), m)
                       for i, m in enumerate(press_masks(board.rows, cols))]
        self.heuristic = self._bound

    def is_goal(self, state: int) -> bool:
        return state == 0

    def successors(self, state: int) -> Iterator[tuple[Press, int, int]]:
        for press, mask in self._moves:
            yield press, state ^ mask, 1

    @staticmethod
    def _bound(state: int) -> int:
        return (state.bit_count() + 4) // 5
