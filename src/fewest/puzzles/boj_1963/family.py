"""The ``boj-1963`` family (소수 경로, prime path): parse a case, solve it, print the answer.

>>> inst = FAMILY.parse("1\\n1033 8179\\n")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), inst.judge_output(None, "judge")
('6', 'Impossible')
>>> FAMILY.parse({"a": 1033, "b": 1033}).solve().length
0
>>> FAMILY.parse("3\\n1033 8179\\n1373 8017\\n1033 1033\\n")
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: boj-1963 (소수 경로, prime path): the input holds 3 cases; \
give one case at a time (T = 1): '3 / 1033 8179 / 1373 8017 / 1033 1033'
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from fewest.puzzles.base import Family, Instance
from fewest.puzzles.boj_1963.formats import read_input
from fewest.puzzles.boj_1963.judge import JUDGE
from fewest.puzzles.boj_1963.methods import ALGORITHM, METHODS
from fewest.puzzles.boj_1963.model import Case, PrimePathPuzzle, bad, make_case
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits, Solution


class PrimePathInstance(Instance):
    """One validated case: change the prime ``A`` into ``B``."""

    def __init__(self, case: Case) -> None:
        self.case = case

    def puzzle(self) -> PrimePathPuzzle:
        return PrimePathPuzzle(self.case)

    def view(self) -> Any:
        from fewest.puzzles.boj_1963.view import make_view

        return make_view(self.case.b)

    def auto_method(self, limits: Limits | None) -> str:
        return ALGORITHM

    def format_state(self, state: Any) -> str:
        """The prime."""
        return str(state)

    def move_text(self, move: Any) -> str:
        return f"to {move}"

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the fewest changes, or ``Impossible`` (never for valid input: the
        four-digit primes form one connected graph)."""
        if fmt == "judge":
            return "Impossible" if solution is None else str(solution.length)
        return super().judge_output(solution, fmt)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        return {"a": int(state), "b": self.case.b}, {}

    def summary(self) -> dict[str, Any]:
        return self.case.to_json()


def read_one(board: Any) -> Any:
    """The one case in ``board``: a case dict, its JSON text, or the judge's stdin for one
    case (the ``T = 1`` line may be left out)."""
    if isinstance(board, dict):
        return board
    if not isinstance(board, str):
        raise bad('a case is {"a": A, "b": B} or the judge\'s input', board)
    if board.lstrip().startswith("{"):
        try:
            return json.loads(board)
        except ValueError:
            raise bad("not a JSON case", board) from None
    if len(board.split()) == CASE_TOKENS:  # one case without its T line
        cases = read_input("1\n" + board, shown=board)
    else:
        cases = read_input(board)
    if len(cases) != 1:
        raise bad(f"the input holds {len(cases)} cases; give one case at a time (T = 1)", board)
    return cases[0]


#: tokens in one case ("A B"); the judge's whole input has 1 + 2T
CASE_TOKENS = 2


class PrimePathFamily(Family):
    """Baekjoon 1963: the fewest one-digit changes between two four-digit primes."""

    name = "boj-1963"
    aliases = ("boj1963",)
    summary = ("Baekjoon 1963 소수 경로 (prime path): fewest one-digit changes between "
               "four-digit primes")
    formats = ("judge", "number")
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> PrimePathInstance:
        return PrimePathInstance(make_case(read_one(board)))


FAMILY = PrimePathFamily()
PrimePathInstance.family = FAMILY
