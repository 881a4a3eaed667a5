"""The ``programmers-67259`` family: parse a board, solve it, print what Programmers expects.

>>> inst = FAMILY.parse('[[0,0,1,0],[0,0,0,0],[0,1,0,1],[1,0,0,0]]')
>>> sol = inst.solve()
>>> inst.judge_output(sol, "judge"), sol.length
('2100', 6)
"""

from __future__ import annotations

from typing import Any, ClassVar

from fewest.problem import Limits, Solution
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.options import InputOptions
from fewest.puzzles.pg_67259.formats import answer, read_case
from fewest.puzzles.pg_67259.judge import JUDGE
from fewest.puzzles.pg_67259.methods import METHODS
from fewest.puzzles.pg_67259.model import Track, TrackPuzzle
from fewest.puzzles.pg_67259.view import ARROWS


class Pg67259Instance(Instance):
    """One validated board (a road can join the corners)."""

    def __init__(self, track: Track) -> None:
        self.track = track

    def puzzle(self) -> TrackPuzzle:
        return TrackPuzzle(self.track)

    def view(self) -> Any:
        from fewest.puzzles.pg_67259.view import make_view

        return make_view(self.track)

    def auto_method(self, limits: Limits | None) -> str:
        return "track-dijkstra"

    def format_state(self, state: Any) -> str:
        """The board with the road's head (an arrow of the last piece), ``#`` on walls."""
        r0, c0, d = state
        return "\n".join(
            "".join(ARROWS[d] if (r, c) == (r0, c0) else "#" if v else "."
                    for c, v in enumerate(row))
            for r, row in enumerate(self.track.cells))

    def judge_output(self, solution: Solution[Any] | None, fmt: str) -> str:
        """``judge``: the return value, the cheapest road's cost in won."""
        if fmt == "judge":
            return answer(None if solution is None else int(solution.cost))
        return super().judge_output(solution, fmt)

    def summary(self) -> dict[str, Any]:
        return {"n": self.track.n}


class Pg67259Family(Family):
    """Programmers 67259: the cheapest road, 100 a straight piece, 500 more a corner."""

    name = "programmers-67259"
    aliases = ("pg-67259", "pg67259")
    summary = "Programmers 67259 경주로 건설: cheapest road, 100 a piece and 500 a corner"
    formats = ("judge", "number")
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        name: "a piece costs 100, or 600 with a corner; use dijkstra or astar"
        for name in ("bfs", "bidirectional", "iddfs")}
    judge = JUDGE
    #: a judge problem\'s boards are drawn at random, not walked from a goal
    goal_board = False
    scramble_walks = False

    def build(self, board: Any, options: InputOptions) -> Pg67259Instance:
        return Pg67259Instance(Track.from_case(read_case(board)))


FAMILY = Pg67259Family()
Pg67259Instance.family = FAMILY
