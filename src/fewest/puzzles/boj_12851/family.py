"""The ``boj-12851`` family: a case ``N K``, solved by line-bfs, printed as the judge wants.

>>> inst = FAMILY.parse("5 17")
>>> inst.judge_output(inst.solve(), "judge")
'4\\n2'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fewest.problem import Solution
from fewest.puzzles.boj_12851.judge import JUDGE
from fewest.puzzles.boj_12851.methods import METHODS
from fewest.puzzles.boj_12851.model import DOUBLE_COST, FIELDS, HI, NAME
from fewest.puzzles.common.number_line import SeekFamily, SeekInstance

if TYPE_CHECKING:
    from fewest.problem import Limits


class Boj12851Instance(SeekInstance):
    """One case of 12851."""

    problem = NAME
    hi = HI
    double_cost = DOUBLE_COST

    def view(self) -> Any:
        from fewest.puzzles.boj_12851.view import view_of

        return view_of(self.n, self.k)

    def auto_method(self, limits: Limits | None) -> str:
        return "line-bfs"

    def ways(self) -> int:
        """The number of shortest move sequences from N to K (counted once)."""
        if "_ways" not in self.__dict__:
            from fewest.puzzles.common.number_line import line_bfs

            self.__dict__["_ways"] = line_bfs(self.n, self.k, self.hi, count=True).ways
        return int(self.__dict__["_ways"])

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the fewest seconds, then on the second line the number of
        move sequences that take that time (``+1`` and ``2x`` from 1 are two)."""
        if fmt == "judge":
            if solution is None:  # pragma: no cover - every K is reachable
                return "-1"
            return f"{int(solution.cost)}\n{self.ways()}"
        return super().judge_output(solution, fmt)


class Boj12851Family(SeekFamily):
    """Baekjoon 12851 숨바꼭질 2."""

    name = NAME
    aliases = ("boj12851",)
    summary = "Baekjoon 12851 숨바꼭질 2: fewest seconds from N to K and how many routes take them"
    fields = FIELDS
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False
    instance = Boj12851Instance


FAMILY = Boj12851Family()
Boj12851Instance.family = FAMILY
