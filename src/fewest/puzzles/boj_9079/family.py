"""The ``boj-9079`` family (동전 게임, coin game): parse a case, solve it, print the answer.

>>> inst = FAMILY.parse("1\\nH T T\\nH T T\\nT H H\\n")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), [inst.move_text(m) for m in sol.moves]
('2', ['flip row 3', 'flip column 1'])
>>> FAMILY.parse("T H H / H H H / H H H").solve()
Traceback (most recent call last):
fewest.errors.NoSolutionError: no flips make every coin the same side (128 boards searched)
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, ClassVar

from fewest.puzzles.base import Family, Instance
from fewest.puzzles.boj_9079.formats import CASE_TOKENS, read_input
from fewest.puzzles.boj_9079.judge import JUDGE
from fewest.puzzles.boj_9079.methods import ALGORITHM, METHODS
from fewest.puzzles.boj_9079.model import WORDS, Case, CoinPuzzle, bad, make_case, rows_of
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits, Solution


class CoinInstance(Instance):
    """One validated board of nine coins."""

    def __init__(self, case: Case) -> None:
        self.case = case

    def puzzle(self) -> CoinPuzzle:
        return CoinPuzzle(self.case)

    def view(self) -> Any:
        from fewest.puzzles.boj_9079.view import make_view

        return make_view()

    def auto_method(self, limits: Limits | None) -> str:
        return ALGORITHM

    def format_state(self, state: Any) -> str:
        """Three rows of coins."""
        return "\n".join(" ".join(row) for row in rows_of(int(state)))

    def move_text(self, move: Any) -> str:
        return WORDS.get(str(move), str(move))

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the fewest flips, or ``-1`` when no flips make the coins alike."""
        if fmt == "judge":
            return "-1" if solution is None else str(solution.length)
        return super().judge_output(solution, fmt)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        return {"coins": rows_of(int(state))}, {}

    def summary(self) -> dict[str, Any]:
        return self.case.to_json()


def read_one(board: Any) -> Any:
    """The one case in ``board``: a case dict, its JSON text, or the judge's stdin for one
    case (the ``T = 1`` line may be left out; rows may be split by ``/``)."""
    if isinstance(board, dict):
        return board
    if not isinstance(board, str):
        raise bad('a case is {"coins": [three rows]} or the judge\'s input', board)
    if board.lstrip().startswith("{"):
        try:
            return json.loads(board)
        except ValueError:
            raise bad("not a JSON case", board) from None
    text = board.replace("/", " ")
    if len(text.split()) == CASE_TOKENS:  # one case without its T line
        cases = read_input("1\n" + text, shown=board)
    else:
        cases = read_input(text, shown=board)
    if len(cases) != 1:
        raise bad(f"the input holds {len(cases)} cases; give one case at a time (T = 1)", board)
    return cases[0]


class CoinFamily(Family):
    """Baekjoon 9079: the fewest row, column or diagonal flips to make nine coins alike."""

    name = "boj-9079"
    aliases = ("boj9079",)
    summary = ("Baekjoon 9079 동전 게임 (coin game): fewest line flips to show one side "
               "on all nine coins")
    formats = ("judge", "number")
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "two goal boards (all H and all T), not one goal state"}
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> CoinInstance:
        return CoinInstance(make_case(read_one(board)))


FAMILY = CoinFamily()
CoinInstance.family = FAMILY
