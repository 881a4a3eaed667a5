"""The ``leetcode-1210`` family: parse a grid, solve it, print what LeetCode returns.

>>> inst = FAMILY.parse('{"grid": [[0,0,1,1,1,1],[0,0,0,0,1,1],[1,1,0,0,0,1],'
...                     '[1,1,1,0,0,1],[1,1,1,0,0,1],[1,1,1,0,0,0]]}')
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.moves[:3]
('9', ['down', 'right', 'right'])
>>> inst.judge_output(None, "judge")
'-1'
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.lc_1210.formats import answer, read_case
from fewest.puzzles.lc_1210.judge import JUDGE
from fewest.puzzles.lc_1210.methods import METHODS
from fewest.puzzles.lc_1210.model import Board, SnakePuzzle, cells_of
from fewest.puzzles.options import InputOptions


class Lc1210Instance(Instance):
    """One validated grid."""

    def __init__(self, board: Board) -> None:
        self.board = board

    def puzzle(self) -> SnakePuzzle:
        return SnakePuzzle(self.board)

    def view(self) -> Any:
        from fewest.puzzles.lc_1210.view import make_view

        return make_view(self.board)

    def auto_method(self, limits: Limits | None) -> str:
        return "snake-bfs"

    def format_state(self, state: Any) -> str:
        """The grid with the snake's tail ``T`` and head ``H``, ``#`` on walls."""
        tail, head = cells_of(state)
        return "\n".join(
            "".join("T" if (r, c) == tail else "H" if (r, c) == head else "#" if v else "."
                    for c, v in enumerate(row))
            for r, row in enumerate(self.board.cells))

    def move_text(self, move: Any) -> str:
        return str(move)

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the return value, the fewest moves or -1."""
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {"n": self.board.n}


class Lc1210Family(Family):
    """LeetCode 1210: the snake that moves right, down and rotates."""

    name = "leetcode-1210"
    aliases = ("lc-1210", "lc1210")
    summary = "LeetCode 1210: fewest moves of a 2-cell snake (right, down, rotate) to the corner"
    formats = ("judge", "number")
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> Lc1210Instance:
        return Lc1210Instance(Board.from_case(read_case(board)))


FAMILY = Lc1210Family()
Lc1210Instance.family = FAMILY
