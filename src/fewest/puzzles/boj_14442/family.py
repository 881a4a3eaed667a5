"""The ``boj-14442`` family: parse a map, solve it, print what the judge expects.

>>> text = "6 4 2\\n0100\\n1110\\n1000\\n0000\\n0111\\n0000\\n"
>>> inst = FAMILY.parse(text)
>>> inst.judge_output(inst.solve(), "judge"), inst.judge_output(None, "judge")
('9', '-1')
"""

from __future__ import annotations

from typing import Any, ClassVar

from fewest.problem import Solution
from fewest.puzzles.boj_14442.formats import answer, read_input
from fewest.puzzles.boj_14442.judge import JUDGE
from fewest.puzzles.boj_14442.methods import METHODS
from fewest.puzzles.boj_14442.model import NAME, grid_of, layer_words, validate
from fewest.puzzles.common.grid_judge import LayeredFamily, LayeredInstance, case_from_board
from fewest.puzzles.options import InputOptions


class Boj14442Instance(LayeredInstance):
    """One validated map with its K."""

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


class Boj14442Family(LayeredFamily):
    """Baekjoon 14442 벽 부수고 이동하기 2."""

    name = NAME
    aliases = ("boj14442",)
    summary = "Baekjoon 14442 벽 부수고 이동하기 2: fewest cells to (N,M), up to K walls broken"
    formats = ("judge", "number")
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "the exit is a goal on every layer (0..K walls broken)"}
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> Boj14442Instance:
        return Boj14442Instance(validate(case_from_board(NAME, board, read_input)))


FAMILY = Boj14442Family()
Boj14442Instance.family = FAMILY
