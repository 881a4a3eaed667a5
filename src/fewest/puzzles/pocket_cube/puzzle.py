"""The pocket cube as an engine puzzle, so every generic algorithm runs on it.

States are oriented sticker strings (:class:`~fewest.puzzles.pocket_cube.model.Cube`
``.stickers``); moves are the U, R and F turns of the metric (9 in HTM, the
6 quarter turns in QTM), every one costing 1.  Every turn is undone by a
turn, so the puzzle is reversible and bidirectional search applies.  The
heuristic is the number of corners out of place or twisted, divided by four
and rounded up: a turn moves four corners, so it is admissible and
consistent.

>>> from fewest import solve
>>> from fewest.puzzles.pocket_cube.model import Cube
>>> sol = solve(PocketPuzzle(Cube.from_text("R U")), "bfs")
>>> sol.moves
["U'", "R'"]
"""

from __future__ import annotations

from collections.abc import Iterator

from fewest.problem import Puzzle
from fewest.puzzles.pocket_cube.geometry import TURNS, permute
from fewest.puzzles.pocket_cube.model import SOLVED, Cube, solve_moves


class PocketPuzzle(Puzzle[str]):
    """Engine view of one pocket cube in one metric."""

    unit_cost = True
    reversible = True
    heuristic_admissible = True
    heuristic_consistent = True

    def __init__(self, cube: Cube, metric: str = "htm") -> None:
        self.start = cube.stickers
        self.goal = SOLVED
        self.metric = metric
        self._turns = [(m, TURNS[m]) for m in solve_moves(metric)]
        self.heuristic = self._corner_bound

    def is_goal(self, state: str) -> bool:
        return state == SOLVED

    def successors(self, state: str) -> Iterator[tuple[str, str, int]]:
        for m, perm in self._turns:
            yield m, permute(state, perm), 1

    @staticmethod
    def _corner_bound(state: str) -> int:
        perm, twist = Cube(state).corners()
        wrong = sum(1 for p, (c, t) in enumerate(zip(perm, twist, strict=True))
                    if c != p or t != 0)
        return -(-wrong // 4)
