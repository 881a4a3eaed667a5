"""The ``boj-1600`` family: parse a board, solve it, print what the judge expects.

>>> inst = FAMILY.parse("1\\n4 4\\n0 0 0 0\\n1 0 0 0\\n0 0 1 0\\n0 1 0 0\\n")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), inst.judge_output(None, "judge")
('4', '-1')
"""

from __future__ import annotations

from typing import Any, ClassVar

from fewest.problem import Solution
from fewest.puzzles.boj_1600.formats import answer, read_input
from fewest.puzzles.boj_1600.judge import JUDGE
from fewest.puzzles.boj_1600.methods import METHODS
from fewest.puzzles.boj_1600.model import NAME, grid_of, layer_words, validate
from fewest.puzzles.common.grid_judge import LayeredFamily, LayeredInstance, case_from_board
from fewest.puzzles.options import InputOptions


class Boj1600Instance(LayeredInstance):
    """One validated board with its K."""

    piece = "M"

    def __init__(self, case: dict[str, Any]) -> None:
        self.case = case
        self.grid = grid_of(case)

    def layer_words(self, layer: int) -> str | None:
        return layer_words(layer, self.grid.limit)

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {**super().summary(), "k": self.grid.limit}


class Boj1600Family(LayeredFamily):
    """Baekjoon 1600 말이 되고픈 원숭이."""

    name = NAME
    aliases = ("boj1600",)
    summary = ("Baekjoon 1600 말이 되고픈 원숭이: fewest moves to the corner, "
               "at most K of them knight jumps")
    formats = ("judge", "number")
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "the finish is a goal on every layer (0..K jumps used)"}
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> Boj1600Instance:
        return Boj1600Instance(validate(case_from_board(NAME, board, read_input)))


FAMILY = Boj1600Family()
Boj1600Instance.family = FAMILY
