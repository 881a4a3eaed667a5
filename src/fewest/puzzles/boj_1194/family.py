"""The ``boj-1194`` family: parse a maze, solve it, print what the judge expects.

>>> inst = FAMILY.parse("1 7\\nf0.F..1\\n")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.moves
('7', ['L', 'R', 'R', 'R', 'R', 'R', 'R'])
"""

from __future__ import annotations

from typing import Any, ClassVar

from fewest.problem import Solution
from fewest.puzzles.boj_1194.formats import answer, read_input
from fewest.puzzles.boj_1194.judge import JUDGE
from fewest.puzzles.boj_1194.methods import METHODS
from fewest.puzzles.boj_1194.model import NAME, grid_of, layer_words, validate
from fewest.puzzles.common.grid_judge import LayeredFamily, LayeredInstance, case_from_board
from fewest.puzzles.options import InputOptions


class Boj1194Instance(LayeredInstance):
    """One validated maze."""

    piece = "M"

    def __init__(self, case: dict[str, Any]) -> None:
        self.case = case
        self.grid = grid_of(case)

    def layer_words(self, layer: int) -> str | None:
        return layer_words(layer)

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)


class Boj1194Family(LayeredFamily):
    """Baekjoon 1194 달이 차오른다, 가자."""

    name = NAME
    aliases = ("boj1194",)
    summary = ("Baekjoon 1194 달이 차오른다, 가자.: fewest moves to an exit, "
               "keys a-f open doors A-F")
    formats = ("judge", "number")
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "every exit, with any set of keys, is a goal"}
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> Boj1194Instance:
        return Boj1194Instance(validate(case_from_board(NAME, board, read_input)))


FAMILY = Boj1194Family()
Boj1194Instance.family = FAMILY
