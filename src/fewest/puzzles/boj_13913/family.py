"""The ``boj-13913`` family: a case ``N K``, solved by line-bfs, printed as the judge wants.

>>> inst = FAMILY.parse("5 17")
>>> print(inst.judge_output(inst.solve(), "judge"))
4
5 4 8 16 17
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fewest.problem import Solution
from fewest.puzzles.boj_13913.judge import JUDGE
from fewest.puzzles.boj_13913.methods import METHODS
from fewest.puzzles.boj_13913.model import DOUBLE_COST, FIELDS, HI, NAME
from fewest.puzzles.common.number_line import SeekFamily, SeekInstance

if TYPE_CHECKING:
    from fewest.problem import Limits


class Boj13913Instance(SeekInstance):
    """One case of 13913."""

    problem = NAME
    hi = HI
    double_cost = DOUBLE_COST

    def view(self) -> Any:
        from fewest.puzzles.boj_13913.view import view_of

        return view_of(self.n, self.k)

    def auto_method(self, limits: Limits | None) -> str:
        return "line-bfs"

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the fewest seconds, then the route's positions, N to K.  Any
        shortest route is accepted (the judge replays it)."""
        if fmt == "judge":
            if solution is None:  # pragma: no cover - every K is reachable
                return "-1"
            route = " ".join(str(int(x)) for x in solution.states)
            return f"{int(solution.cost)}\n{route}"
        return super().judge_output(solution, fmt)


class Boj13913Family(SeekFamily):
    """Baekjoon 13913 숨바꼭질 4."""

    name = NAME
    aliases = ("boj13913",)
    summary = "Baekjoon 13913 숨바꼭질 4: fewest seconds from N to K and one shortest route"
    fields = FIELDS
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False
    instance = Boj13913Instance


FAMILY = Boj13913Family()
Boj13913Instance.family = FAMILY
