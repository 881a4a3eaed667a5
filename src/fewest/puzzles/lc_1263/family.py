"""The ``leetcode-1263`` family: parse a grid, solve it, print what LeetCode returns.

>>> inst = FAMILY.parse("######/#T.###/#..B.#/#.##.#/#...S#/######")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.moves
('3', ['left', 'left', 'up'])
>>> inst.judge_output(None, "judge")
'-1'
"""

from __future__ import annotations

from typing import Any, ClassVar

from fewest.problem import Limits, Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.lc_1263.formats import answer, read_case
from fewest.puzzles.lc_1263.judge import JUDGE
from fewest.puzzles.lc_1263.methods import METHODS
from fewest.puzzles.lc_1263.model import BoxPuzzle, Warehouse
from fewest.puzzles.options import InputOptions


class Lc1263Instance(Instance):
    """One validated grid."""

    def __init__(self, warehouse: Warehouse) -> None:
        self.warehouse = warehouse

    def puzzle(self) -> BoxPuzzle:
        return BoxPuzzle(self.warehouse)

    def view(self) -> Any:
        from fewest.puzzles.lc_1263.view import make_view

        return make_view(self.warehouse)

    def auto_method(self, limits: Limits | None) -> str:
        return "push-bfs"

    def format_state(self, state: Any) -> str:
        """The warehouse with the box ``B``, the player ``S`` and the target ``T``."""
        br, bc, pr, pc = state
        w = self.warehouse
        out = []
        for r, row in enumerate(w.rows):
            line = []
            for c, ch in enumerate(row):
                line.append("B" if (r, c) == (br, bc) else "S" if (r, c) == (pr, pc)
                            else "T" if (r, c) == w.target else "#" if ch == "#" else ".")
            out.append("".join(line))
        return "\n".join(out)

    def move_text(self, move: Any) -> str:
        """``push up``: the player walks behind the box (free) and pushes it once."""
        return f"push {move}"

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the return value, the fewest pushes or -1."""
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {"rows": self.warehouse.m, "cols": self.warehouse.n}


class Lc1263Family(Family):
    """LeetCode 1263: a player pushes one box; only pushes count."""

    name = "leetcode-1263"
    aliases = ("lc-1263", "lc1263")
    summary = "LeetCode 1263 (one-box Sokoban): fewest pushes of the box onto the target"
    formats = ("judge", "number")
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "the goal is a box cell with the player anywhere: no single goal state"}
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> Lc1263Instance:
        return Lc1263Instance(Warehouse.from_case(read_case(board)))


FAMILY = Lc1263Family()
Lc1263Instance.family = FAMILY
