"""The Tower of Hanoi as an engine puzzle, so every generic algorithm runs on it.

States are tuples of pegs, one per disc (smallest first, see
:mod:`~fewest.puzzles.hanoi.model`); moves are ``(from, to)`` pairs of
1-based pegs, each costing 1.  Every move can be undone, so the puzzle is
reversible.  The heuristic counts the discs off their goal peg: each needs
a move of its own and a move carries one disc, so it is admissible and
consistent.

>>> from fewest import solve
>>> from fewest.puzzles.hanoi.model import Position
>>> p = HanoiPuzzle(Position.from_text("[[2,1],[],[]]"), (2, 2))
>>> solve(p, "bfs").moves
[(1, 2), (1, 3), (2, 3)]
"""

from __future__ import annotations

from collections.abc import Iterator

from fewest.problem import Puzzle
from fewest.puzzles.hanoi.model import Move, Position, State, tops


class HanoiPuzzle(Puzzle[State]):
    """Engine view of one position and its goal."""

    unit_cost = True
    reversible = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, position: Position, goal: State) -> None:
        self.pegs = position.pegs
        self.start = position.state
        self.goal = goal
        self._goal = goal
        self.heuristic = self._off_goal

    def is_goal(self, state: State) -> bool:
        return state == self.goal

    def successors(self, state: State) -> Iterator[tuple[Move, State, int]]:
        top = tops(state, self.pegs)
        for f in range(self.pegs):
            disc = top[f]
            if disc < 0:
                continue
            for t in range(self.pegs):
                if t != f and (top[t] < 0 or top[t] > disc):
                    nxt = list(state)
                    nxt[disc] = t
                    yield (f + 1, t + 1), tuple(nxt), 1

    def _off_goal(self, state: State) -> int:
        return sum(1 for p, g in zip(state, self._goal, strict=True) if p != g)
