"""Solving a sliding board: the parity check, then the right search.

``"auto"`` picks a specialised method through :func:`choose_method` (the one
place that decides); any engine algorithm name runs the generic engine on
:class:`~fewest.puzzles.sliding.puzzle.SlidingPuzzle` with linear conflict.

>>> goal = (1, 2, 3, 4, 5, 6, 7, 8, 0)
>>> solve_board((1, 0, 3, 4, 2, 5, 7, 8, 6), goal, 3, 3).length
3
>>> solve_board((1, 0, 3, 4, 2, 5, 7, 8, 6), goal, 3, 3, "idastar").algorithm
'idastar'
>>> solve_board((2, 1, 3, 4, 5, 6, 7, 8, 0), goal, 3, 3)
Traceback (most recent call last):
fewest.errors.NoSolutionError: board 2 1 3 / 4 5 6 / 7 8 0 cannot reach the goal (parity)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fewest.errors import NoSolutionError
from fewest.problem import Limits, Solution
from fewest.puzzles.sliding.ida import idastar
from fewest.puzzles.sliding.model import Tiles, is_solvable
from fewest.puzzles.sliding.notation import to_text
from fewest.puzzles.sliding.packed import bidirectional
from fewest.puzzles.sliding.puzzle import SlidingPuzzle

#: Specialised methods ``(start, goal, rows, cols, *, limits) -> Solution``.
METHODS: dict[str, Callable[..., Solution[Tiles]]] = {
    "bidirectional": bidirectional,
    "idastar": idastar,
}

#: Largest board (in cells) that ``auto`` solves by bidirectional BFS: 10!/2
#: = 1.8 million states at most, so both half-searches stay small.
BIDIRECTIONAL_MAX_CELLS = 10
#: Two-row (or two-column) boards up to this size also go bidirectional:
#: Manhattan distance is weak on them, so IDA* needs millions of nodes where
#: bidirectional BFS stores about two million boards (2x6, depth 57: 9 s, 200 MB).
NARROW_MAX_CELLS = 12


def choose_method(rows: int, cols: int) -> str:
    """The :data:`METHODS` key that ``"auto"`` uses for a ``rows x cols`` board.

    >>> choose_method(3, 3), choose_method(2, 6), choose_method(3, 4), choose_method(4, 4)
    ('bidirectional', 'bidirectional', 'idastar', 'idastar')
    """
    n = rows * cols
    if n <= BIDIRECTIONAL_MAX_CELLS or (min(rows, cols) == 2 and n <= NARROW_MAX_CELLS):
        return "bidirectional"
    return "idastar"


def solve_board(
    tiles: Tiles,
    goal: Tiles,
    rows: int,
    cols: int,
    algorithm: str = "auto",
    *,
    limits: Limits | None = None,
) -> Solution[Tiles]:
    """Solve validated ``tiles`` toward ``goal``; optimal unless the algorithm is not.

    ``algorithm`` is ``"auto"`` or any engine algorithm name (informed ones
    get the linear-conflict heuristic).  Unreachable boards raise
    :class:`~fewest.errors.NoSolutionError` at once, by parity.
    """
    if not is_solvable(tiles, goal, cols):
        raise NoSolutionError(
            f"board {to_text(tiles, cols)} cannot reach the goal (parity)"
        )
    if algorithm == "auto":
        return METHODS[choose_method(rows, cols)](tiles, goal, rows, cols, limits=limits)
    from fewest.search import solve

    puzzle = SlidingPuzzle(tiles, rows=rows, cols=cols, goal=goal)
    return solve(puzzle, algorithm, heuristic=_heuristic(puzzle, algorithm), limits=limits)


def _heuristic(puzzle: SlidingPuzzle, algorithm: str) -> Any:
    from fewest.search.registry import resolve_algorithm

    return puzzle.linear_conflict if "heuristic" in resolve_algorithm(algorithm).options else None
