"""The ``boj-14226`` family (이모티콘, emoticons): parse ``S``, solve it, print the seconds.

>>> inst = FAMILY.parse("18")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.moves[:3]
('8', ['copy', 'paste', 'copy'])
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, ClassVar

from fewest.puzzles.base import Family, Instance
from fewest.puzzles.boj_14226.formats import read_input
from fewest.puzzles.boj_14226.judge import JUDGE
from fewest.puzzles.boj_14226.methods import ALGORITHM, METHODS
from fewest.puzzles.boj_14226.model import Case, EmoticonPuzzle, bad, make_case
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits, Solution


class EmoticonInstance(Instance):
    """One validated ``S``."""

    def __init__(self, case: Case) -> None:
        self.case = case

    def puzzle(self) -> EmoticonPuzzle:
        return EmoticonPuzzle(self.case)

    def view(self) -> Any:
        from fewest.puzzles.boj_14226.view import make_view

        return make_view(self.case.s)

    def auto_method(self, limits: Limits | None) -> str:
        return ALGORITHM

    def format_state(self, state: Any) -> str:
        """``screen N, clipboard M``."""
        return f"screen {state[0]}, clipboard {state[1]}"

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the fewest seconds (every ``S`` is reachable)."""
        if fmt == "judge":
            return "-1" if solution is None else str(solution.length)
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return self.case.to_json()


def read_one(board: Any) -> Any:
    """The case in ``board``: a case dict, its JSON text, or the judge's input ``S``."""
    if isinstance(board, dict):
        return board
    if isinstance(board, int) and not isinstance(board, bool):
        return {"s": board}
    if not isinstance(board, str):
        raise bad('a case is {"s": S} or the judge\'s input S', board)
    if board.lstrip().startswith("{"):
        try:
            return json.loads(board)
        except ValueError:
            raise bad("not a JSON case", board) from None
    return read_input(board)[0]


class EmoticonFamily(Family):
    """Baekjoon 14226: the fewest copy/paste/delete seconds from 1 emoticon to S."""

    name = "boj-14226"
    aliases = ("boj14226",)
    summary = "Baekjoon 14226 이모티콘 (emoticons): fewest seconds of copy, paste, delete to S"
    formats = ("judge", "number")
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "the goal is any state with S on the screen (any clipboard)"}
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> EmoticonInstance:
        return EmoticonInstance(make_case(read_one(board)))


FAMILY = EmoticonFamily()
EmoticonInstance.family = FAMILY
