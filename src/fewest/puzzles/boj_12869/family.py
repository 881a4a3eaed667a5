"""The ``boj-12869`` family (뮤탈리스크, Mutalisk): parse the SCVs, solve, print the count.

>>> inst = FAMILY.parse("3\\n12 10 4\\n")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), [inst.move_text(m) for m in sol.moves]
('2', ['attack: SCV1 -9, SCV2 -1, SCV3 -3', 'attack: SCV1 -3, SCV2 -9, SCV3 -1'])
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, ClassVar

from fewest.puzzles.base import Family, Instance
from fewest.puzzles.boj_12869.formats import read_input
from fewest.puzzles.boj_12869.judge import JUDGE
from fewest.puzzles.boj_12869.methods import ALGORITHM, METHODS
from fewest.puzzles.boj_12869.model import Case, MutaliskPuzzle, bad, make_case
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits, Solution


class MutaliskInstance(Instance):
    """One validated set of SCVs."""

    def __init__(self, case: Case) -> None:
        self.case = case

    def puzzle(self) -> MutaliskPuzzle:
        return MutaliskPuzzle(self.case)

    def view(self) -> Any:
        from fewest.puzzles.boj_12869.view import make_view

        return make_view()

    def auto_method(self, limits: Limits | None) -> str:
        return ALGORITHM

    def format_state(self, state: Any) -> str:
        """The SCVs' HP, in input order."""
        return " ".join(map(str, state))

    def move_text(self, move: Any) -> str:
        from fewest.puzzles.boj_12869.view import words

        return words(move)

    def move_json(self, move: Any) -> Any:
        return [int(d) for d in move]

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the fewest attacks (every SCV can always be destroyed)."""
        if fmt == "judge":
            return "-1" if solution is None else str(solution.length)
        return super().judge_output(solution, fmt)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        alive = [int(v) for v in state]
        if len(alive) == len(self.case.hp) and all(v > 0 for v in alive):
            return {"hp": alive}, {}
        return None

    def summary(self) -> dict[str, Any]:
        return self.case.to_json()


def read_one(board: Any) -> Any:
    """The case in ``board``: a case dict, its JSON text, or the judge's input."""
    if isinstance(board, dict):
        return board
    if not isinstance(board, str):
        raise bad('a case is {"hp": [HP of each SCV]} or the judge\'s input', board)
    if board.lstrip().startswith("{"):
        try:
            return json.loads(board)
        except ValueError:
            raise bad("not a JSON case", board) from None
    return read_input(board.replace("/", " "))[0]


class MutaliskFamily(Family):
    """Baekjoon 12869: the fewest 9/3/1 attacks that destroy up to three SCVs."""

    name = "boj-12869"
    aliases = ("boj12869",)
    summary = "Baekjoon 12869 뮤탈리스크 (Mutalisk): fewest 9/3/1 attacks to destroy the SCVs"
    formats = ("judge", "number")
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "a destroyed SCV could have had any HP up to the hit (no inverse)"}
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> MutaliskInstance:
        return MutaliskInstance(make_case(read_one(board)))


FAMILY = MutaliskFamily()
MutaliskInstance.family = FAMILY
