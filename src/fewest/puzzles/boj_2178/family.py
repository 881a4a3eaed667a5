"""The ``boj-2178`` family: parse a maze, solve it, print what the judge expects.

>>> inst = FAMILY.parse("4 6\\n101111\\n101010\\n101011\\n111011\\n")
>>> sol = inst.solve()
>>> sol.length, inst.judge_output(sol, "judge")
(14, '15')
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Solution
from fewest.puzzles.boj_2178.formats import answer, read_input
from fewest.puzzles.boj_2178.judge import JUDGE
from fewest.puzzles.boj_2178.methods import METHODS
from fewest.puzzles.boj_2178.model import NAME, grid_of, validate
from fewest.puzzles.common.grid_judge import LayeredFamily, LayeredInstance, case_from_board
from fewest.puzzles.options import InputOptions


class Boj2178Instance(LayeredInstance):
    """One validated maze."""

    def __init__(self, case: dict[str, Any]) -> None:
        self.case = case
        self.grid = grid_of(case)

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)


class Boj2178Family(LayeredFamily):
    """Baekjoon 2178 미로 탐색."""

    name = NAME
    aliases = ("boj2178",)
    summary = "Baekjoon 2178 미로 탐색: fewest cells from (1,1) to (N,M), both counted"
    formats = ("judge", "number")
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> Boj2178Instance:
        return Boj2178Instance(validate(case_from_board(NAME, board, read_input)))


FAMILY = Boj2178Family()
Boj2178Instance.family = FAMILY
