"""The ``leetcode-773`` family: Sliding Puzzle on a 2x3 board.

>>> inst = FAMILY.parse('{"board": [[4, 1, 2], [5, 0, 3]]}')
>>> inst.judge_output(inst.solve(), "judge")
'5'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fewest.problem import Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.lc_773.formats import answer, parse_board
from fewest.puzzles.lc_773.judge import JUDGE
from fewest.puzzles.lc_773.methods import METHODS
from fewest.puzzles.lc_773.model import BoardPuzzle, State, move_text
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits


class BoardInstance(Instance):
    """One validated board."""

    def __init__(self, start: State) -> None:
        self.start = start

    def puzzle(self) -> BoardPuzzle:
        return BoardPuzzle(self.start)

    def view(self) -> Any:
        from fewest.puzzles.lc_773.view import board_view

        return board_view()

    def auto_method(self, limits: Limits | None) -> str:
        return "state-bfs"

    def format_state(self, state: Any) -> str:
        return " / ".join(" ".join(str(v) for v in state[r * 3:r * 3 + 3]) for r in range(2))

    def move_text(self, move: Any) -> str:
        return move_text(int(move))

    def move_json(self, move: Any) -> Any:
        return int(move)

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: ``slidingPuzzle``'s return value (the fewest moves, or -1)."""
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        return {"board": [list(state[:3]), list(state[3:])]}, {}


class BoardFamily(Family):
    """LeetCode 773."""

    name = "leetcode-773"
    aliases = ("lc-773", "lc773")
    summary = "LeetCode 773 Sliding Puzzle: a 2x3 board to [[1,2,3],[4,5,0]] in fewest slides"
    formats = ("judge", "number")
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> BoardInstance:
        return BoardInstance(parse_board(board))


FAMILY = BoardFamily()
BoardInstance.family = FAMILY
