"""The ``boj-7562`` family (나이트의 이동, knight moves): parse a case, solve it, print it.

>>> inst = FAMILY.parse("1\\n8\\n0 0\\n7 0\\n")
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), inst.move_text(sol.moves[0])
('5', 'jump (+1, +2)')
>>> FAMILY.parse({"l": 100, "start": [0, 0], "target": [30, 50]}).solve().length
28
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from fewest.puzzles.base import Family, Instance
from fewest.puzzles.boj_7562.formats import CASE_TOKENS, read_input
from fewest.puzzles.boj_7562.judge import JUDGE
from fewest.puzzles.boj_7562.methods import ALGORITHM, METHODS
from fewest.puzzles.boj_7562.model import Case, KnightPuzzle, bad, make_case
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits, Solution


class KnightInstance(Instance):
    """One validated case: a board, the knight and the target."""

    def __init__(self, case: Case) -> None:
        self.case = case

    def puzzle(self) -> KnightPuzzle:
        return KnightPuzzle(self.case)

    def view(self) -> Any:
        from fewest.puzzles.boj_7562.view import make_view

        return make_view(self.case.side, self.case.target)

    def auto_method(self, limits: Limits | None) -> str:
        return ALGORITHM

    def format_state(self, state: Any) -> str:
        """The knight's cell ``x y``."""
        return f"{state[0]} {state[1]}"

    def move_text(self, move: Any) -> str:
        from fewest.puzzles.boj_7562.view import words

        return words(move)

    def move_json(self, move: Any) -> Any:
        return [int(move[0]), int(move[1])]

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the fewest jumps (every cell is reachable on a board of side >= 4)."""
        if fmt == "judge":
            return "-1" if solution is None else str(solution.length)
        return super().judge_output(solution, fmt)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]] | None:
        return {"l": self.case.side, "start": [int(state[0]), int(state[1])],
                "target": list(self.case.target)}, {}

    def summary(self) -> dict[str, Any]:
        return self.case.to_json()


def read_one(board: Any) -> Any:
    """The one case in ``board``: a case dict, its JSON text, or the judge's stdin for one
    case (the ``T = 1`` line may be left out)."""
    if isinstance(board, dict):
        return board
    if not isinstance(board, str):
        raise bad('a case is {"l": L, "start": [x, y], "target": [x, y]} or the judge\'s input',
                  board)
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


class KnightFamily(Family):
    """Baekjoon 7562: the fewest knight jumps between two cells of an l x l board."""

    name = "boj-7562"
    aliases = ("boj7562",)
    summary = "Baekjoon 7562 나이트의 이동 (knight moves): fewest jumps on an l x l board"
    formats = ("judge", "number")
    methods = METHODS
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> KnightInstance:
        return KnightInstance(make_case(read_one(board)))


FAMILY = KnightFamily()
KnightInstance.family = FAMILY
