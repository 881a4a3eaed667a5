"""The ``boj-9019`` family (DSLR): parse a case, solve it, print the judge's answer.

>>> inst = FAMILY.parse("1\\n1234 3412\\n")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), inst.judge_output(sol, "number")
('LL', '2')
>>> FAMILY.parse({"a": 1, "b": 16}).solve().moves
['D', 'D', 'D', 'D']
>>> FAMILY.parse("3\\n1234 3412\\n1000 1\\n1 16\\n")
Traceback (most recent call last):
fewest.errors.InvalidPuzzleError: boj-9019 (DSLR): the input holds 3 cases; give one case \
at a time (T = 1): '3 / 1234 3412 / 1000 1 / 1 16'
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from fewest.puzzles.base import Family, Instance
from fewest.puzzles.boj_9019.formats import read_input
from fewest.puzzles.boj_9019.judge import JUDGE
from fewest.puzzles.boj_9019.methods import ALGORITHM, METHODS
from fewest.puzzles.boj_9019.model import Case, DslrPuzzle, bad, make_case
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits, Solution


class DslrInstance(Instance):
    """One validated case: turn register ``A`` into ``B``."""

    def __init__(self, case: Case) -> None:
        self.case = case

    def puzzle(self) -> DslrPuzzle:
        return DslrPuzzle(self.case)

    def view(self) -> Any:
        from fewest.puzzles.boj_9019.view import make_view

        return make_view(self.case.b)

    def auto_method(self, limits: Limits | None) -> str:
        return ALGORITHM

    def format_state(self, state: Any) -> str:
        """The register's four digits (leading zeros shown)."""
        return f"{int(state):04d}"

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the command string (every case is solvable: ``S`` alone cycles)."""
        if fmt == "judge":
            return "-1" if solution is None else "".join(solution.moves)
        return super().judge_output(solution, fmt)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        if state == self.case.b:
            return None
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


class DslrFamily(Family):
    """Baekjoon 9019: the fewest D/S/L/R commands from A to B."""

    name = "boj-9019"
    aliases = ("boj9019",)
    summary = "Baekjoon 9019 DSLR: the shortest D/S/L/R command string from A to B"
    formats = ("judge", "number")
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> DslrInstance:
        return DslrInstance(make_case(read_one(board)))


FAMILY = DslrFamily()
DslrInstance.family = FAMILY
