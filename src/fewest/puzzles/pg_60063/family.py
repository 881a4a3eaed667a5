"""The ``programmers-60063`` family: parse a board, solve it, print what Programmers expects.

>>> inst = FAMILY.parse('[[0,0,0,1,1],[0,0,0,1,0],[0,1,0,1,1],[1,1,0,0,1],[0,0,0,0,0]]')
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.length
('7', 7)
"""

from __future__ import annotations

from typing import Any, ClassVar

from fewest.problem import Limits, Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.options import InputOptions
from fewest.puzzles.pg_60063.formats import answer, read_case
from fewest.puzzles.pg_60063.judge import JUDGE
from fewest.puzzles.pg_60063.methods import METHODS, shortest
from fewest.puzzles.pg_60063.model import Board, RobotPuzzle, bad, cells_of


class Pg60063Instance(Instance):
    """One validated board (the robot can reach the corner)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.route: Any = None

    def puzzle(self) -> RobotPuzzle:
        return RobotPuzzle(self.board)

    def view(self) -> Any:
        from fewest.puzzles.pg_60063.view import make_view

        return make_view(self.board)

    def auto_method(self, limits: Limits | None) -> str:
        return "robot-bfs"

    def format_state(self, state: Any) -> str:
        """The board with the robot's cells ``R``, ``#`` on walls."""
        robot = set(cells_of(state))
        return "\n".join(
            "".join("R" if (r, c) in robot else "#" if v else "." for c, v in enumerate(row))
            for r, row in enumerate(self.board.cells))

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the return value, the fewest seconds."""
        if fmt == "judge":
            return answer(None if solution is None else solution.length)
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {"n": self.board.n}


class Pg60063Family(Family):
    """Programmers 60063: a 2 x 1 robot that moves and turns about either cell."""

    name = "programmers-60063"
    aliases = ("pg-60063", "pg60063")
    summary = "Programmers 60063 블록 이동하기: fewest seconds for a 2x1 robot to reach (N, N)"
    formats = ("judge", "number")
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "the robot may arrive lying or standing: two goal states"}
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> Pg60063Instance:
        """Validate the board, then search once: the statement promises the robot can
        reach the corner, and a board that breaks the promise is refused."""
        case = read_case(board)
        parsed = Board.from_case(case)
        route = shortest(parsed)
        if route is None:
            raise bad("the robot cannot reach (N, N) on this board (the statement "
                      "guarantees it can)", case[next(iter(case))])
        inst = Pg60063Instance(parsed)
        inst.route = route  # robot-bfs answers from it when no limit is asked
        return inst


FAMILY = Pg60063Family()
Pg60063Instance.family = FAMILY
