"""The ``boj-5014`` family: the elevator with two buttons.

>>> inst = FAMILY.parse("10 1 10 2 1")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), "".join(sol.moves)
('6', 'UUUUDU')
>>> FAMILY.parse("100 2 1 1 0").judge_output(None, "judge")
'use the stairs'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from fewest.problem import Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.boj_5014.formats import read_case_5014
from fewest.puzzles.boj_5014.judge import JUDGE
from fewest.puzzles.boj_5014.methods import METHODS
from fewest.puzzles.boj_5014.model import NAME, NO_ANSWER, ElevatorPuzzle
from fewest.puzzles.common.number_line import one_case
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits


class Boj5014Instance(Instance):
    """One case of 5014."""

    def __init__(self, case: dict[str, int]) -> None:
        self.case = dict(case)

    def puzzle(self) -> ElevatorPuzzle:
        return ElevatorPuzzle(self.case)

    def view(self) -> Any:
        from fewest.puzzles.boj_5014.view import ElevatorView

        return ElevatorView(self.case["F"], self.case["G"])

    def auto_method(self, limits: Limits | None) -> str:
        return "floors-bfs"

    def format_state(self, state: Any) -> str:
        return f"floor {state} of {self.case['F']} (StartLink is on {self.case['G']})"

    def move_text(self, move: Any) -> str:
        """``U (up 2)``, ``D (down 1)``."""
        return f"U (up {self.case['U']})" if move == "U" else f"D (down {self.case['D']})"

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        return dict(self.case, S=int(state)), {}

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the fewest presses, or ``use the stairs``."""
        if fmt == "judge":
            return NO_ANSWER if solution is None else str(solution.length)
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return dict(self.case)


class Boj5014Family(Family):
    """Baekjoon 5014 스타트링크."""

    name = NAME
    aliases = ("boj5014",)
    summary = "Baekjoon 5014 스타트링크: floors 1..F, buttons up U / down D; fewest presses S -> G"
    formats: Sequence[str] = ("judge", "number")
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> Instance:
        if isinstance(board, str) and not board.lstrip().startswith("{"):
            return Boj5014Instance(one_case(JUDGE.read_input, board, self.name))
        return Boj5014Instance(read_case_5014(board))


FAMILY = Boj5014Family()
Boj5014Instance.family = FAMILY
