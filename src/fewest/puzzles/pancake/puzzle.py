"""A stack as an engine puzzle, so every generic algorithm runs on it.

States are tuples of pancakes, top first; a move is the integer ``k`` of
``flip k``.  Every flip undoes itself, so the puzzle is reversible and
bidirectional search works.  The heuristic is the gap count
(:func:`~fewest.puzzles.pancake.model.count_gaps`), admissible and
consistent: a flip changes only one neighbouring pair, so the count moves
by at most one per move, and it is 0 exactly on the goal.

>>> from fewest import solve
>>> from fewest.puzzles.pancake.model import Stack
>>> solve(PancakePuzzle(Stack.from_text("3 1 2 5 4")), "astar").length
4
"""

from __future__ import annotations

from collections.abc import Iterator

from fewest.problem import Puzzle
from fewest.puzzles.pancake.model import Stack, count_gaps, flip

State = tuple[int, ...]


class PancakePuzzle(Puzzle[State]):
    """Engine view of a stack (plain or burnt)."""

    unit_cost = True
    reversible = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, stack: Stack) -> None:
        self.stack = stack
        self.burnt = stack.burnt
        self.start = stack.cakes
        self.goal = Stack.sorted_stack(stack.size).cakes
        self._flips = range(stack.first_flip, stack.size + 1)
        self.heuristic = self._gaps

    def is_goal(self, state: State) -> bool:
        return state == self.goal

    def successors(self, state: State) -> Iterator[tuple[int, State, int]]:
        for k in self._flips:
            yield k, flip(state, k, self.burnt), 1

    def _gaps(self, state: State) -> int:
        return count_gaps(state, self.burnt)
