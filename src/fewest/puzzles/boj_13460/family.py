"""The ``boj-13460`` family: parse a board, solve it, print what the judge expects.

>>> inst = FAMILY.parse("3 7\\n#######\\n#R.O.B#\\n#######\\n")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), inst.judge_output(None, "judge")
('1', '-1')
"""

from __future__ import annotations

from typing import Any, ClassVar

from fewest.problem import Limits, Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.boj_13460.formats import answer, read_input
from fewest.puzzles.boj_13460.judge import JUDGE
from fewest.puzzles.boj_13460.methods import METHODS
from fewest.puzzles.boj_13460.model import NAME, Marbles, validate
from fewest.puzzles.boj_13460.puzzle import MarblesPuzzle
from fewest.puzzles.common.grid_judge import case_from_board
from fewest.puzzles.options import InputOptions

WORDS = {"U": "up", "D": "down", "L": "left", "R": "right"}


class Boj13460Instance(Instance):
    """One validated board."""

    def __init__(self, case: dict[str, Any]) -> None:
        self.case = case
        self.rules = Marbles(case)

    def puzzle(self) -> MarblesPuzzle:
        return MarblesPuzzle(self.case)

    def auto_method(self, limits: Limits | None) -> str:
        return "pair-bfs"

    def view(self) -> Any:
        from fewest.puzzles.boj_13460.view import marbles_view

        return marbles_view(self.case)

    def format_state(self, state: Any) -> str:
        rows = [list(row.replace("R", ".").replace("B", ".")) for row in self.case["board"]]
        if not self.rules.red_in(tuple(state)):
            rows[state[0]][state[1]] = "R"
        if not self.rules.blue_in(tuple(state)):
            rows[state[2]][state[3]] = "B"
        fell = "; red in the hole" if self.rules.red_in(tuple(state)) else ""
        if self.rules.blue_in(tuple(state)):
            fell = "; blue in the hole"
        return "\n".join(["".join(r) for r in rows] + [f"tilts: {state[4]}{fell}"])

    def move_text(self, move: Any) -> str:
        return WORDS.get(str(move), str(move))

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {"rows": self.case["n"], "cols": self.case["m"]}


class Boj13460Family(Family):
    """Baekjoon 13460 구슬 탈출 2."""

    name = NAME
    aliases = ("boj13460",)
    summary = ("Baekjoon 13460 구슬 탈출 2: fewest tilts (at most 10) that drop the red ball "
               "and not the blue one")
    formats = ("judge", "number")
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "every position with the red ball in the hole is a goal"}
    quick = ("bfs", 2000)
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> Boj13460Instance:
        return Boj13460Instance(validate(case_from_board(NAME, board, read_input)))


FAMILY = Boj13460Family()
Boj13460Instance.family = FAMILY
