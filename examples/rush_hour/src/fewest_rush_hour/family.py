"""The ``rush-hour`` family: what fewest needs to parse, solve, show and sample a board.

Its one method of its own (``methods.py``) is A* with the blocking heuristic,
which ``auto`` runs; every engine algorithm but
bidirectional search works too (tree searches such as ``idastar`` and
``iddfs`` only on short boards: they revisit states exponentially often).

>>> inst = FAMILY.parse("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo")
>>> sol = inst.solve()
>>> sol.length, sol.optimal, inst.judge_output(sol, "number")
(51, True, '51')
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from fewest.family import (
    Family,
    InputOptions,
    Instance,
    InvalidPuzzleError,
    Limits,
    NoSolutionError,
    ProgressFn,
    Report,
    SamplePlan,
)
from fewest_rush_hour import scramble as boards
from fewest_rush_hour.analyze import analyze_board
from fewest_rush_hour.methods import METHODS
from fewest_rush_hour.model import EXIT_ROW, SIDE, WALL, Board
from fewest_rush_hour.puzzle import RushPuzzle


class RushInstance(Instance):
    """One validated board."""

    def __init__(self, board: Board) -> None:
        self.board = board

    def puzzle(self) -> RushPuzzle:
        return RushPuzzle(self.board)

    def auto_method(self, limits: Limits | None) -> str:
        """A* with the blocking heuristic, whatever the limits (it honours all three)."""
        return "blocking-astar"

    def view(self) -> Any:
        from fewest_rush_hour.view import RushView

        return RushView(self.board)

    def check_reachable(self) -> None:
        """A wall between the red car and the exit rules the board out without a search."""
        row = self.board.labels(self.board.start)[EXIT_ROW * SIDE:(EXIT_ROW + 1) * SIDE]
        if WALL in row[self.board.start[0]:]:
            raise NoSolutionError(f"a wall stands between the red car and the exit: "
                                  f"{self.board.to_text()!r} cannot be solved")

    def format_state(self, state: Any) -> str:
        """The six rows, top first."""
        text = self.board.to_text(tuple(state))
        return "\n".join(text[r * SIDE:(r + 1) * SIDE] for r in range(SIDE))

    def move_text(self, move: Any) -> str:
        """Fogleman's notation: the vehicle and the signed distance (``C-2``: up two)."""
        return str(move)

    def move_json(self, move: Any) -> Any:
        return str(move)

    def summary(self) -> dict[str, Any]:
        return {"vehicles": len(self.board.vehicles), "walls": len(self.board.walls),
                "blocking": self.board.blockers(self.board.start)}


class RushFamily(Family):
    """Rush Hour on 6x6, in Michael Fogleman's notation."""

    name = "rush-hour"
    aliases = ("rushhour", "unblock-me")
    summary = ("free the red car A: 36 letters row by row (o empty, x wall), "
               "a move slides one vehicle any distance (plugin example)")
    formats = ("number",)
    methods = METHODS
    engine_unsupported: ClassVar[dict[str, str]] = {
        "bidirectional": "a board has many solved states (the other vehicles may stand "
                         "anywhere), so there is no single goal to search back from"}

    def build(self, board: Any, options: InputOptions) -> RushInstance:
        return RushInstance(Board.from_text(board))

    def scramble(self, size: str, moves: int | None, rng: random.Random) -> str:
        """A random board: see :mod:`fewest_rush_hour.scramble`."""
        return boards.scramble(size, moves, rng)

    def sample_plan(self, size: str, options: InputOptions, pairs: int | None) -> SamplePlan:
        return boards.sample_plan(size, options, pairs)

    def analyze(self, target: str, options: InputOptions, *,
                progress: ProgressFn | None = None) -> Report:
        """The cluster of the board ``target``: see :mod:`fewest_rush_hour.analyze`."""
        if not str(target).strip():
            raise InvalidPuzzleError("rush-hour analysis takes a board (36 characters), "
                                     "or --sample N for random boards")
        return analyze_board(target)


FAMILY = RushFamily()
RushInstance.family = FAMILY
