"""The ``boj-1697`` family: a case ``N K``, solved by BFS, printed as the judge wants.

>>> inst = FAMILY.parse("5 17")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.moves
('4', ['-1', 'x2', 'x2', '+1'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fewest.problem import Solution
from fewest.puzzles.boj_1697.judge import JUDGE
from fewest.puzzles.boj_1697.methods import METHODS
from fewest.puzzles.boj_1697.model import FIELDS, HI, NAME
from fewest.puzzles.common.number_line import SeekFamily, SeekInstance

if TYPE_CHECKING:
    from fewest.problem import Limits


class Boj1697Instance(SeekInstance):
    """One case of 1697."""

    problem = NAME
    hi = HI

    def view(self) -> Any:
        from fewest.puzzles.boj_1697.view import view_of

        return view_of(self.n, self.k)

    def auto_method(self, limits: Limits | None) -> str:
        return "line-bfs"

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the fewest seconds (every case has an answer)."""
        if fmt == "judge":
            return "-1" if solution is None else str(int(solution.cost))
        return super().judge_output(solution, fmt)


class Boj1697Family(SeekFamily):
    """Baekjoon 1697 숨바꼭질."""

    name = NAME
    aliases = ("boj1697",)
    summary = "Baekjoon 1697 숨바꼭질: from N walk x-1, x+1 or teleport 2x; fewest seconds to K"
    fields = FIELDS
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False
    instance = Boj1697Instance


FAMILY = Boj1697Family()
Boj1697Instance.family = FAMILY
