"""The ``leetcode-1293`` family: Shortest Path in a Grid with Obstacles Elimination.

>>> inst = FAMILY.parse('{"grid": [[0,0,0],[1,1,0],[0,0,0],[0,1,1],[0,0,0]], "k": 1}')
>>> inst.judge_output(inst.solve(), "judge")
'6'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from fewest.problem import Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.lc_1293.formats import answer, parse_field
from fewest.puzzles.lc_1293.judge import JUDGE
from fewest.puzzles.lc_1293.methods import METHODS
from fewest.puzzles.lc_1293.model import WORDS, BreakPuzzle, Field
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits


class BreakInstance(Instance):
    """One validated grid and ``k``."""

    def __init__(self, field: Field) -> None:
        self.field = field

    def puzzle(self) -> BreakPuzzle:
        return BreakPuzzle(self.field)

    def view(self) -> Any:
        from fewest.puzzles.lc_1293.view import field_view

        return field_view(self.field)

    def auto_method(self, limits: Limits | None) -> str:
        return "state-bfs"

    def format_state(self, state: Any) -> str:
        r, c, left = state
        return f"at row {r}, column {c}; {left} removal{'s' if left != 1 else ''} left"

    def move_text(self, move: Any) -> str:
        return WORDS.get(str(move), str(move))

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: ``shortestPath``'s return value (the fewest steps, or -1)."""
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {"rows": self.field.m, "cols": self.field.n, "k": self.field.k}


class BreakFamily(Family):
    """LeetCode 1293."""

    name = "leetcode-1293"
    aliases = ("lc-1293", "lc1293")
    summary = ("LeetCode 1293 Obstacles Elimination: fewest steps corner to corner, "
               "removing at most k obstacles")
    formats = ("judge", "number")
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "the goal is the corner with any number of removals left, not "
                         "one state to search back from"}

    def build(self, board: Any, options: InputOptions) -> BreakInstance:
        return BreakInstance(parse_field(board))


FAMILY = BreakFamily()
BreakInstance.family = FAMILY
