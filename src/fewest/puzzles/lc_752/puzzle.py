"""The lock as an engine puzzle: every engine algorithm runs on it.

>>> from fewest import solve
>>> from fewest.puzzles.lc_752.model import Lock
>>> solve(LockPuzzle(Lock(frozenset({"8888"}), "0009")), "astar").length
1
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fewest.problem import Puzzle
from fewest.puzzles.lc_752.model import START, Lock


class LockPuzzle(Puzzle[str]):
    """States are codes; the heuristic counts each wheel's shorter way round."""

    unit_cost = True
    reversible = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, lock: Lock) -> None:
        self.lock = lock
        self.start = START
        self.goal = lock.target
        self.heuristic = lock.distance_bound

    def is_goal(self, state: str) -> bool:
        return state == self.lock.target

    def successors(self, state: str) -> Iterator[tuple[Any, str, float]]:
        for move, nxt in self.lock.neighbours(state):
            yield move, nxt, 1
