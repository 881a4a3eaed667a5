"""The ``leetcode-1091`` family: parse a grid, solve it, print what LeetCode returns.

>>> inst = FAMILY.parse('{"grid": [[0,0,0],[1,1,0],[1,1,0]]}')
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.moves
('4', ['right', 'down-right', 'down'])
>>> inst.judge_output(None, "judge")
'-1'
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.lc_1091.formats import answer, read_case
from fewest.puzzles.lc_1091.judge import JUDGE
from fewest.puzzles.lc_1091.methods import METHODS
from fewest.puzzles.lc_1091.model import Matrix, MatrixPuzzle
from fewest.puzzles.options import InputOptions


class Lc1091Instance(Instance):
    """One validated grid."""

    def __init__(self, matrix: Matrix) -> None:
        self.matrix = matrix

    def puzzle(self) -> MatrixPuzzle:
        return MatrixPuzzle(self.matrix)

    def view(self) -> Any:
        from fewest.puzzles.lc_1091.view import make_view

        return make_view(self.matrix)

    def auto_method(self, limits: Limits | None) -> str:
        return "grid-bfs"

    def format_state(self, state: Any) -> str:
        """The grid with ``@`` on the walker, ``#`` on walls."""
        r0, c0 = state
        return "\n".join(
            "".join("@" if (r, c) == (r0, c0) else "#" if v else "." for c, v in enumerate(row))
            for r, row in enumerate(self.matrix.cells))

    def move_text(self, move: Any) -> str:
        return str(move)

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the return value, the cells of the path (steps + 1) or -1."""
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {"n": self.matrix.n}


class Lc1091Family(Family):
    """LeetCode 1091: fewest cells on an 8-directional clear path."""

    name = "leetcode-1091"
    aliases = ("lc-1091", "lc1091")
    summary = "LeetCode 1091 Shortest Path in Binary Matrix: cells on the shortest 8-way clear path"
    formats = ("judge", "number")
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> Lc1091Instance:
        return Lc1091Instance(Matrix.from_case(read_case(board)))


FAMILY = Lc1091Family()
Lc1091Instance.family = FAMILY
