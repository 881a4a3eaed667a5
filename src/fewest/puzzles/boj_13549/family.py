"""The ``boj-13549`` family: a case ``N K``, solved by zero-one-bfs, printed as the judge wants.

>>> inst = FAMILY.parse("5 17")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.moves
('2', ['-1', 'x2', 'x2', '+1'])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fewest.problem import Solution
from fewest.puzzles.boj_13549.judge import JUDGE
from fewest.puzzles.boj_13549.methods import METHODS
from fewest.puzzles.boj_13549.model import DOUBLE_COST, FIELDS, HI, NAME
from fewest.puzzles.common.number_line import SeekFamily, SeekInstance

if TYPE_CHECKING:
    from fewest.problem import Limits


class Boj13549Instance(SeekInstance):
    """One case of 13549."""

    problem = NAME
    hi = HI
    double_cost = DOUBLE_COST

    def view(self) -> Any:
        from fewest.puzzles.boj_13549.view import view_of

        return view_of(self.n, self.k)

    def auto_method(self, limits: Limits | None) -> str:
        return "zero-one-bfs"

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge`` and ``number``: the fewest *seconds* (the cost: teleports are
        free, so it is not the number of moves)."""
        if fmt in ("judge", "number"):
            return "-1" if solution is None else str(int(solution.cost))
        return super().judge_output(solution, fmt)


class Boj13549Family(SeekFamily):
    """Baekjoon 13549 숨바꼭질 3."""

    name = NAME
    aliases = ("boj13549",)
    summary = "Baekjoon 13549 숨바꼭질 3: walk 1 s, teleport to 2x 0 s; the fewest seconds"
    fields = FIELDS
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False
    instance = Boj13549Instance


FAMILY = Boj13549Family()
Boj13549Instance.family = FAMILY
