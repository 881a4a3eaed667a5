"""The rules of Baekjoon 5014: a building of floors 1..F; Kangho is on floor S and
must reach G.  The elevator has two buttons: ``U`` goes up U floors, ``D`` goes down
D floors; a button whose floor does not exist does nothing.  The fewest presses, or
"use the stairs".

A case is ``{"F", "S", "G", "U", "D"}`` with ``1 <= S, G <= F <= 1,000,000`` and
``0 <= U, D <= 1,000,000``.  A state of the engine puzzle is the floor.

>>> p = ElevatorPuzzle({"F": 10, "S": 1, "G": 10, "U": 2, "D": 1})
>>> sorted(p.successors(9)), sorted(p.predecessors(10))
([('D', 8, 1)], [('U', 8, 1)])
"""

from __future__ import annotations

from collections.abc import Iterator

from fewest.problem import Puzzle
from fewest.puzzles.common.number_line import Field

NAME = "boj-5014"
TOP = 1_000_000
FIELDS = (Field("F", 1, TOP), Field("S", 1, TOP), Field("G", 1, TOP), Field("U", 0, TOP),
          Field("D", 0, TOP))
#: the judge's text when the elevator cannot reach G
NO_ANSWER = "use the stairs"


class ElevatorPuzzle(Puzzle[int]):
    """Floors ``1..F``; ``U`` and ``D`` move when the floor exists (a button of 0
    floors does nothing, so it is no move)."""

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, case: dict[str, int]) -> None:
        self.f, self.u, self.d = case["F"], case["U"], case["D"]
        self.start = case["S"]
        self.goal = case["G"]
        self.target = case["G"]
        self.heuristic = self._not_there

    def _not_there(self, floor: int) -> int:
        return 0 if floor == self.target else 1

    def is_goal(self, state: int) -> bool:
        return state == self.target

    def successors(self, state: int) -> Iterator[tuple[str, int, int]]:
        if self.u and state + self.u <= self.f:
            yield "U", state + self.u, 1
        if self.d and state - self.d >= 1:
            yield "D", state - self.d, 1

    def predecessors(self, state: int) -> Iterator[tuple[str, int, int]]:
        if self.u and state - self.u >= 1:
            yield "U", state - self.u, 1
        if self.d and state + self.d <= self.f:
            yield "D", state + self.d, 1
