"""A Baekjoon 13460 board as an engine puzzle, so every generic algorithm runs on it.

The heuristic is 0 once red is in the hole, else 1 when red shares a row or a
column with the hole, else 2 (a ball moves along one line a tilt, so reaching the
hole from another row and column takes two tilts at least); it never
overestimates and changes by at most one a tilt.

>>> from fewest.search.bfs import bfs
>>> from fewest.puzzles.boj_13460.model import validate
>>> bfs(MarblesPuzzle(validate({"n": 3, "m": 5, "board": ["#####", "#ROB#",
...                                                       "#####"]}))).moves
['R']
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.problem import Puzzle
from fewest.puzzles.boj_13460.model import Marbles, State


class MarblesPuzzle(Puzzle[State]):
    """Engine view of a two-ball board (the tilt count is in the state)."""

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, case: dict[str, Any]) -> None:
        self.rules = Marbles(case)
        self.start = self.rules.start
        self.heuristic = self._h

    def is_goal(self, state: State) -> bool:
        return self.rules.is_goal(state)

    def successors(self, state: State) -> Iterator[tuple[str, State, int]]:
        for name, nxt in self.rules.successors(state):
            yield name, nxt, 1

    def _h(self, state: State) -> int:
        if self.rules.red_in(state):
            return 0
        hr, hc = self.rules.hole
        return 1 if state[0] == hr or state[1] == hc else 2
