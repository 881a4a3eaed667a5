"""The ``boj-2206`` family: parse a map, solve it, print what the judge expects.

>>> inst = FAMILY.parse("6 4\\n0100\\n1110\\n1000\\n0000\\n0111\\n0000\\n")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), inst.judge_output(None, "judge")
('15', '-1')
"""

from __future__ import annotations

from typing import Any, ClassVar

from fewest.problem import Solution
from fewest.puzzles.boj_2206.formats import answer, read_input
from fewest.puzzles.boj_2206.judge import JUDGE
from fewest.puzzles.boj_2206.methods import METHODS
from fewest.puzzles.boj_2206.model import NAME, grid_of, layer_words, validate
from fewest.puzzles.common.grid_judge import LayeredFamily, LayeredInstance, case_from_board
from fewest.puzzles.options import InputOptions


class Boj2206Instance(LayeredInstance):
    """One validated map."""

    def __init__(self, case: dict[str, Any]) -> None:
        self.case = case
        self.grid = grid_of(case)

    def layer_words(self, layer: int) -> str | None:
        return layer_words(layer)

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)


class Boj2206Family(LayeredFamily):
    """Baekjoon 2206 벽 부수고 이동하기."""

    name = NAME
    aliases = ("boj2206",)
    summary = "Baekjoon 2206 벽 부수고 이동하기: fewest cells to (N,M), one wall may be broken"
    formats = ("judge", "number")
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "the exit is a goal on every layer (0 or 1 walls broken)"}
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> Boj2206Instance:
        return Boj2206Instance(validate(case_from_board(NAME, board, read_input)))


FAMILY = Boj2206Family()
Boj2206Instance.family = FAMILY
