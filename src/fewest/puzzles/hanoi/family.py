"""The ``hanoi`` family: parse a position and a goal, solve optimally, print ``1->3`` moves.

>>> inst = FAMILY.parse("[[3,2,1],[],[]]")
>>> sol = inst.solve()
>>> [inst.move_text(m) for m in sol.moves][:3], inst.judge_output(sol, "number")
(['1->3', '1->2', '3->2'], '7')
>>> FAMILY.parse("[[3,2,1],[],[]]", InputOptions(goal=[[], [3, 2, 1], []])).solve().length
7
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits
from fewest.progress import ProgressFn
from fewest.puzzles.base import Family, Instance, Report
from fewest.puzzles.boardtext import quote
from fewest.puzzles.hanoi.methods import BFS, METHODS, MIDDLE, standard
from fewest.puzzles.hanoi.model import Position, State, move_text
from fewest.puzzles.hanoi.puzzle import HanoiPuzzle
from fewest.puzzles.options import InputOptions

if TYPE_CHECKING:
    from fewest.puzzles.base import SamplePlan


class HanoiInstance(Instance):
    """One position and its goal state (same pegs and discs)."""

    def __init__(self, position: Position, goal: State) -> None:
        self.position = position
        self.goal = goal

    def auto_method(self, limits: Limits | None) -> str:
        return MIDDLE if standard(self) else BFS

    def view(self) -> Any:
        from fewest.puzzles.hanoi.view import HanoiView

        return HanoiView(self.position.pegs, self.position.discs)

    def puzzle(self) -> HanoiPuzzle:
        return HanoiPuzzle(self.position, self.goal)

    def board_of(self, state: Any) -> tuple[Any, dict[str, Any]]:
        """The position as a board in the JSON form (the goal option stays), so that a
        scrambled position starts a game of its own.

        >>> FAMILY.parse("[[2, 1], [], []]").board_of((1, 0))
        ('[[2],[1],[]]', {})
        """
        return Position(self.position.pegs, tuple(state)).to_text(), {}

    def format_state(self, state: Any) -> str:
        """The pegs, bottom to top: ``1: 3 2 1`` per line."""
        pegs = Position(self.position.pegs, tuple(state)).peg_lists()
        return "\n".join(f"{i + 1}: {' '.join(map(str, peg))}".rstrip()
                         for i, peg in enumerate(pegs))

    def move_text(self, move: Any) -> str:
        return move_text((move[0], move[1]))

    def move_json(self, move: Any) -> Any:
        return [move[0], move[1]]

    def summary(self) -> dict[str, Any]:
        return {"pegs": self.position.pegs, "discs": self.position.discs,
                "goal": Position(self.position.pegs, self.goal).to_text()}


class HanoiFamily(Family):
    """The Tower of Hanoi on three or more pegs."""

    name = "hanoi"
    aliases = ("tower-of-hanoi", "towers-of-hanoi")
    summary = "Tower of Hanoi on any pegs: [[3,2,1],[],[]] (pegs bottom to top); moves 1->3"
    methods = METHODS

    def build(self, board: Any, options: InputOptions) -> HanoiInstance:
        position = Position.from_text(board)
        if options.goal is None:
            goal = Position.tower(position.pegs, position.discs, position.pegs - 1)
        else:
            goal = Position.from_text(options.goal)
            if (goal.pegs, goal.discs) != (position.pegs, position.discs):
                raise InvalidPuzzleError(
                    f"the goal has {goal.discs} discs on {goal.pegs} pegs but the board has "
                    f"{position.discs} on {position.pegs}: {quote(options.goal)}")
        return HanoiInstance(position, goal.state)

    def sample_plan(self, size: str, options: InputOptions, pairs: int | None) -> SamplePlan:
        """Random positions of ``PxN`` for ``--sample`` (see its ``scramble.py``)."""
        from fewest.puzzles.hanoi.scramble import sample_plan

        if options.goal is not None:
            raise InvalidPuzzleError("--goal does not apply to --sample: each random position "
                                     "is solved to the default goal")
        return sample_plan(size, options, pairs)

    def analyze(self, target: str, options: InputOptions, *,
                progress: ProgressFn | None = None) -> Report:
        """Distances from a position (``PxN``: the tower on peg 1) over every state."""
        if options.goal is not None:
            raise InvalidPuzzleError("--goal does not apply to a whole-space hanoi analysis: "
                                     "it counts distances from the target to every state")
        from fewest.puzzles.hanoi.analyze import analyze_target

        return analyze_target(target)


FAMILY = HanoiFamily()
HanoiInstance.family = FAMILY
