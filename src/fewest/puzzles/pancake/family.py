"""The ``pancake`` family: parse a stack, solve it, print it.

>>> from fewest.puzzles.options import InputOptions
>>> inst = FAMILY.parse("3 1 2 5 4", InputOptions())
>>> sol = inst.solve()
>>> inst.judge_output(sol, "number"), [inst.move_text(m) for m in sol.moves]
('4', ['flip 4', 'flip 5', 'flip 4', 'flip 2'])
>>> FAMILY.parse("2 -1", InputOptions(burnt=True)).solve().length
2
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fewest.errors import InvalidPuzzleError
from fewest.progress import ProgressFn
from fewest.puzzles.base import Family, Instance, Report
from fewest.puzzles.options import InputOptions
from fewest.puzzles.pancake.methods import METHODS
from fewest.puzzles.pancake.model import Stack, move_text
from fewest.puzzles.pancake.puzzle import PancakePuzzle

if TYPE_CHECKING:
    from fewest.problem import Limits


class PancakeInstance(Instance):
    """One validated stack."""

    def __init__(self, stack: Stack) -> None:
        self.stack = stack

    def puzzle(self) -> PancakePuzzle:
        return PancakePuzzle(self.stack)

    def view(self) -> Any:
        from fewest.puzzles.pancake.view import StackView

        return StackView(self.stack.size)

    def auto_method(self, limits: Limits | None) -> str:
        """The compiled IDA*, whatever the limits (it honours all three)."""
        return "gap-idastar"

    def format_state(self, state: Any) -> str:
        """The stack, top first, on one line."""
        return Stack(tuple(state), self.stack.burnt).to_text()

    def move_text(self, move: Any) -> str:
        """``flip k``: turn the top ``k`` pancakes over."""
        return move_text(int(move))

    def move_json(self, move: Any) -> Any:
        """The ``k`` of ``flip k``, a number."""
        return int(move)

    def summary(self) -> dict[str, Any]:
        return {"pancakes": self.stack.size, "burnt": self.stack.burnt,
                "gaps": self.stack.gaps()}


class PancakeFamily(Family):
    """Pancake sorting, plain or burnt."""

    name = "pancake"
    aliases = ("pancakes", "pancake-sorting", "burnt-pancake")
    summary = "sort a stack by flipping the top k pancakes (--burnt: every burnt side down too)"
    formats = ("number",)
    methods = METHODS
    fast_method = "auto"
    #: ``auto`` first tries A* with the gap heuristic in pure Python on a small
    #: budget: short stacks answer without loading the compiled kernel
    quick = ("astar", 2000)
    #: a 40-stack's 2,000 expansions take a second in Python; the kernel needs 3 ms
    quick_seconds = 0.15

    def build(self, board: Any, options: InputOptions) -> PancakeInstance:
        return PancakeInstance(Stack.from_text(board, burnt=bool(options.burnt)))

    def analyze(self, target: str, options: InputOptions, *,
                progress: ProgressFn | None = None) -> Report:
        """Every stack of ``N`` pancakes (``target`` = ``"N"``)."""
        from fewest.puzzles.pancake.analyze import analyze_stacks, parse_count

        if not isinstance(target, str):
            raise InvalidPuzzleError(f"pancake analysis takes a stack size N, got {target!r}")
        return analyze_stacks(parse_count(target), bool(options.burnt), progress=progress)

FAMILY = PancakeFamily()
PancakeInstance.family = FAMILY
