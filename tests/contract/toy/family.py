"""The toy family: a board is ``"START TARGET"``; a move is ``+STEP`` (its own option
``--step``, default 1) or ``x2``."""

from __future__ import annotations

from typing import Any

from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.problem import Puzzle
from fewest.puzzles.base import Family, InputOptions, Instance


class Doubling(Puzzle):
    """From ``start``, ``+1`` or ``x2`` until ``target``."""

    reversible = False

    def __init__(self, start: int, target: int, step: int = 1) -> None:
        self.start, self.target, self.step = start, target, step

    def is_goal(self, state: int) -> bool:
        return state == self.target

    def successors(self, state: int) -> Any:
        for move, nxt in ((f"+{self.step}", state + self.step), ("x2", state * 2)):
            if nxt <= self.target:
                yield move, nxt, 1


class ToyInstance(Instance):
    def __init__(self, start: int, target: int, step: int = 1) -> None:
        self.start, self.target, self.step = start, target, step

    def puzzle(self) -> Doubling:
        return Doubling(self.start, self.target, self.step)

    def check_reachable(self) -> None:
        if self.start > self.target:
            raise NoSolutionError(f"{self.start} is past {self.target}: moves only grow")

    def format_state(self, state: Any) -> str:
        return str(state)

    def summary(self) -> dict[str, Any]:
        return {"start": self.start, "target": self.target}


class ToyFamily(Family):
    name = "toy-doubling"
    aliases = ("doubling",)
    summary = "reach a number from another by +1 or x2"

    def build(self, board: Any, options: InputOptions) -> ToyInstance:
        parts = str(board).split()
        if len(parts) != 2 or not all(p.isdigit() and len(p) < 10 for p in parts):
            raise InvalidPuzzleError(f"a toy board is two numbers START TARGET, got {board!r}")
        step = 1 if options.step is None else options.step
        if step < 1:
            raise InvalidPuzzleError(f"--step must be at least 1, got {step}")
        return ToyInstance(int(parts[0]), int(parts[1]), step)


FAMILY = ToyFamily()
ToyInstance.family = FAMILY
