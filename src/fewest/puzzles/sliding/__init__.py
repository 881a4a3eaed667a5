"""The sliding-tile puzzle (8-puzzle, 15-puzzle, any R x C board).

>>> from fewest.puzzles.base import InputOptions
>>> inst = FAMILY.parse("3 1 2 / 4 7 5 / 6 8 0", InputOptions(goal="blank-first"))
>>> inst.solve().length
4
>>> sol = solve_sliding("2 3 4 / 1 5 0 / 7 6 8")
>>> sol.length, sol.optimal
(19, True)
"""

from __future__ import annotations

from typing import Any

from fewest.problem import Limits, Solution
from fewest.puzzles.base import InputOptions
from fewest.puzzles.sliding.family import FAMILY, SlidingFamily, SlidingInstance, solve_board
from fewest.puzzles.sliding.formats import from_text, make_goal, picture
from fewest.puzzles.sliding.heuristics import linear_conflict, manhattan
from fewest.puzzles.sliding.methods import choose_method
from fewest.puzzles.sliding.model import (
    SlideMove,
    apply_moves,
    is_solvable,
    to_text,
)
from fewest.puzzles.sliding.puzzle import SlidingPuzzle


def solve_sliding(
    board: Any,
    *,
    goal: Any = None,
    shape: tuple[int, int] | None = None,
    algorithm: str = "auto",
    limits: Limits | None = None,
) -> Solution[Any]:
    """Parse ``board`` (any accepted form) and solve it toward ``goal``."""
    inst = FAMILY.parse(board, InputOptions(goal=goal, shape=shape))
    return inst.solve(algorithm, limits=limits)


__all__ = [
    "FAMILY", "SlideMove", "SlidingFamily", "SlidingInstance", "SlidingPuzzle", "apply_moves",
    "choose_method", "from_text", "is_solvable", "linear_conflict", "make_goal", "manhattan",
    "picture", "solve_board", "solve_sliding", "to_text",
]
