"""A tiny third-party family, installed in tests as an entry-point plugin.

The board is two numbers, ``"START TARGET"``; a move adds one (``+1``) or
doubles (``x2``), never past the target.  Nothing here is special to
fewest's built-ins: it is what a plugin author writes (see docs/plugins.md).

>>> inst = FAMILY.parse("3 10")
>>> inst.solve().moves
['+1', '+1', 'x2']
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.problem import Limits, Puzzle
from fewest.puzzles.base import Family, Instance
from fewest.puzzles.options import InputOptions


class Walk(Puzzle[int]):
    """From ``start`` to ``target`` by +1 and x2."""

    unit_cost = True

    def __init__(self, start: int, target: int) -> None:
        self.start, self.target = start, target

    def is_goal(self, state: int) -> bool:
        return state == self.target

    def successors(self, state: int) -> Iterator[tuple[str, int, int]]:
        for move, nxt in (("+1", state + 1), ("x2", state * 2)):
            if nxt <= self.target and nxt != state:
                yield move, nxt, 1


class WalkInstance(Instance):
    """One ``START TARGET`` pair."""

    def __init__(self, start: int, target: int) -> None:
        self.start, self.target = start, target

    def auto_method(self, limits: Limits | None) -> str:
        return "bfs"

    def puzzle(self) -> Walk:
        return Walk(self.start, self.target)

    def format_state(self, state: Any) -> str:
        return str(state)


class WalkFamily(Family):
    """Reach a number by +1 and x2."""

    name = "doubling"
    aliases = ("double-walk",)
    summary = "reach TARGET from START by +1 and x2 (an example plugin)"
    formats = ("number",)

    def build(self, board: Any, options: InputOptions) -> WalkInstance:
        try:
            start, target = (int(t) for t in str(board).split())
        except ValueError:
            raise InvalidPuzzleError(
                f"board must be two integers START TARGET, got {board!r}") from None
        if start < 1:
            raise InvalidPuzzleError(f"START must be at least 1, got {board!r}")
        return WalkInstance(start, target)


FAMILY = WalkFamily()
WalkInstance.family = FAMILY
