"""A Baekjoon 16197 board as an engine puzzle, so every generic algorithm runs on it.

The heuristic is the fewest presses either coin needs to reach past an edge
(``min(row, col, N-1-row, M-1-col) + 1``): one press moves a coin at most one
cell, so it never overestimates, and it changes by at most one a press.

>>> from fewest.search.bfs import bfs
>>> from fewest.puzzles.boj_16197.model import validate
>>> bfs(CoinsPuzzle(validate({"n": 1, "m": 2, "board": ["oo"]}))).moves
['L']
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.problem import Puzzle
from fewest.puzzles.boj_16197.model import Coins, State


class CoinsPuzzle(Puzzle[State]):
    """Engine view of a two-coin board (the press count is in the state)."""

    unit_cost = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, case: dict[str, Any]) -> None:
        self.rules = Coins(case)
        self.start = self.rules.start
        self.heuristic = self._h

    def is_goal(self, state: State) -> bool:
        return self.rules.is_goal(state)

    def successors(self, state: State) -> Iterator[tuple[str, State, int]]:
        for name, nxt in self.rules.successors(state):
            yield name, nxt, 1

    def _h(self, state: State) -> int:
        rules = self.rules
        if rules.fallen(state):
            return 0
        return min(rules.edge(state[0], state[1]), rules.edge(state[2], state[3]))
