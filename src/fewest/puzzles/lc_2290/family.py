"""The ``leetcode-2290`` family: parse a grid, solve it, print what LeetCode returns.

>>> inst = FAMILY.parse('{"grid": [[0,1,0,0,0],[0,1,0,1,0],[0,0,0,1,0]]}')
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.length
('0', 10)
>>> FAMILY.parse("[[0,1,1],[1,1,0],[1,1,0]]").solve().cost
2
"""

from __future__ import annotations

from typing import Any, ClassVar

from fewest.problem import Limits, Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.lc_2290.formats import answer, read_case
from fewest.puzzles.lc_2290.judge import JUDGE
from fewest.puzzles.lc_2290.methods import METHODS
from fewest.puzzles.lc_2290.model import Field, FieldPuzzle
from fewest.puzzles.options import InputOptions


class Lc2290Instance(Instance):
    """One validated grid."""

    def __init__(self, field: Field) -> None:
        self.field = field

    def puzzle(self) -> FieldPuzzle:
        return FieldPuzzle(self.field)

    def view(self) -> Any:
        from fewest.puzzles.lc_2290.view import make_view

        return make_view(self.field)

    def auto_method(self, limits: Limits | None) -> str:
        return "zero-one-bfs"

    def format_state(self, state: Any) -> str:
        """The grid with ``@`` on the walker, ``#`` on obstacles."""
        r0, c0 = state
        return "\n".join(
            "".join("@" if (r, c) == (r0, c0) else "#" if v else "." for c, v in enumerate(row))
            for r, row in enumerate(self.field.cells))

    def move_text(self, move: Any) -> str:
        return str(move)

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the return value, the obstacles removed (the path's cost)."""
        if fmt == "judge":
            return answer(None if solution is None else int(solution.cost))
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {"rows": self.field.rows, "cols": self.field.cols}


class Lc2290Family(Family):
    """LeetCode 2290: fewest obstacles removed on the way to the far corner."""

    name = "leetcode-2290"
    aliases = ("lc-2290", "lc2290")
    summary = "LeetCode 2290 Minimum Obstacle Removal: fewest obstacles on a 4-way path"
    formats = ("judge", "number")
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        name: "a step onto an obstacle costs 1 and onto an empty cell 0; use dijkstra"
        for name in ("bfs", "bidirectional", "iddfs")} | {
        "greedy": "no distance estimate helps: a free detour of any length costs nothing"}
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> Lc2290Instance:
        return Lc2290Instance(Field.from_case(read_case(board)))


FAMILY = Lc2290Family()
Lc2290Instance.family = FAMILY
