"""The ``boj-16197`` family: parse a board, solve it, print what the judge expects.

>>> inst = FAMILY.parse("6 2\\n.#\\n.#\\n.#\\no#\\no#\\n##\\n")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), inst.judge_output(None, "judge")
('4', '-1')
"""

from __future__ import annotations

from typing import Any, ClassVar

from fewest.problem import Limits, Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.boj_16197.formats import answer, read_input
from fewest.puzzles.boj_16197.judge import JUDGE
from fewest.puzzles.boj_16197.methods import METHODS
from fewest.puzzles.boj_16197.model import NAME, Coins, validate
from fewest.puzzles.boj_16197.puzzle import CoinsPuzzle
from fewest.puzzles.common.grid_judge import case_from_board
from fewest.puzzles.options import InputOptions

WORDS = {"U": "up", "D": "down", "L": "left", "R": "right"}


class Boj16197Instance(Instance):
    """One validated board."""

    def __init__(self, case: dict[str, Any]) -> None:
        self.case = case
        self.rules = Coins(case)

    def puzzle(self) -> CoinsPuzzle:
        return CoinsPuzzle(self.case)

    def auto_method(self, limits: Limits | None) -> str:
        return "pair-bfs"

    def view(self) -> Any:
        from fewest.puzzles.boj_16197.view import coins_view

        return coins_view(self.case)

    def format_state(self, state: Any) -> str:
        rows = [list(row.replace("o", ".")) for row in self.case["board"]]
        for r, c in ((state[0], state[1]), (state[2], state[3])):
            if self.rules.on(r, c):
                rows[r][c] = "o"
        fell = self.rules.fallen(tuple(state))
        tail = f"presses: {state[4]}" + (f", {fell} fallen" if fell else "")
        return "\n".join(["".join(r) for r in rows] + [tail])

    def move_text(self, move: Any) -> str:
        return WORDS.get(str(move), str(move))

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {"rows": self.case["n"], "cols": self.case["m"]}


class Boj16197Family(Family):
    """Baekjoon 16197 두 동전."""

    name = NAME
    aliases = ("boj16197",)
    summary = "Baekjoon 16197 두 동전: fewest presses (at most 10) that drop exactly one coin"
    formats = ("judge", "number")
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "every position with exactly one coin off the board is a goal"}
    quick = ("bfs", 2000)
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> Boj16197Instance:
        return Boj16197Instance(validate(case_from_board(NAME, board, read_input)))


FAMILY = Boj16197Family()
Boj16197Instance.family = FAMILY
