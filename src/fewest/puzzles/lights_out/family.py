"""The ``lights-out`` family: parse a board, solve it, print it.

>>> from fewest.puzzles.options import InputOptions
>>> inst = FAMILY.parse("1 0 1 / 0 1 0 / 1 0 1", InputOptions())
>>> sol = inst.solve()
>>> inst.judge_output(sol, "number"), inst.move_text(sol.moves[0])
('9', 'press 0,0')
>>> print(inst.format_state(sol.states[1]))
0 1 1
1 1 0
1 0 1
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fewest.progress import ProgressFn
from fewest.puzzles.base import Family, Instance, Report
from fewest.puzzles.lights_out.methods import METHODS
from fewest.puzzles.lights_out.model import Board, move_text
from fewest.puzzles.lights_out.puzzle import LightsPuzzle
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.problem import Limits


class LightsInstance(Instance):
    """One validated board."""

    def __init__(self, board: Board) -> None:
        self.board = board

    def auto_method(self, limits: Limits | None) -> str:
        """GF(2) elimination, whatever the limits."""
        return "gf2"

    def check_reachable(self) -> None:
        """Refuse a board that is not orthogonal to some quiet pattern (no search)."""
        from fewest.errors import NoSolutionError
        from fewest.puzzles.lights_out.gf2 import system, unsolvable_reason

        bad = system(self.board.rows, self.board.cols).violated(self.board.lights)
        if bad is not None:
            raise NoSolutionError(unsolvable_reason(self.board, bad))

    def view(self) -> Any:
        from fewest.puzzles.lights_out.view import LightsView

        return LightsView(self.board.rows, self.board.cols)

    def puzzle(self) -> LightsPuzzle:
        return LightsPuzzle(self.board)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]]:
        """The lights of ``state`` as a board (rows of 0/1).

        >>> FAMILY.parse("1 1 / 0 0").board_of(0)
        ('0 0 / 0 0', {'shape': None})
        """
        return self.board.to_text(int(state)), {"shape": None}

    def format_state(self, state: Any) -> str:
        """Rows of 0/1, one line each."""
        return self.board.to_text(int(state)).replace(" / ", "\n")

    def move_text(self, move: Any) -> str:
        """``press r,c`` (0-based row and column)."""
        return move_text((int(move[0]), int(move[1])))

    def move_json(self, move: Any) -> Any:
        """``[r, c]``, 0-based."""
        return [int(move[0]), int(move[1])]

    def summary(self) -> dict[str, Any]:
        return {"rows": self.board.rows, "cols": self.board.cols,
                "lights_on": self.board.lights.bit_count()}


class LightsFamily(Family):
    """Lights Out on any R x C board."""

    name = "lights-out"
    aliases = ("lightsout", "lights_out", "merlin")
    summary = "press a light to toggle it and its neighbours; turn every light off"
    formats = ("number",)
    methods = METHODS
    fast_method = "auto"

    def build(self, board: Any, options: InputOptions) -> LightsInstance:
        return LightsInstance(Board.from_text(board, options.shape))

    def analyze(self, target: str, options: InputOptions, *,
                progress: ProgressFn | None = None) -> Report:
        """Solvable count and optimal histogram of ``RxC`` boards."""
        from fewest.puzzles.lights_out.analyze import analyze_shape

        return analyze_shape(target, progress=progress)

FAMILY = LightsFamily()
LightsInstance.family = FAMILY
