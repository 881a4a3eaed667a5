"""Random sliding boards for ``Family.scramble``: uniform, or a random walk from the goal.

``size`` is ``"RxC"`` (both sides at least 2, at most :data:`MAX_CELLS`
cells).  ``moves=None`` draws uniformly among the boards that can reach the
default goal (blank last): a uniform shuffle, made solvable by swapping
two tiles when the parity rule says it is not (a one-to-one map between the
two halves, so the result stays uniform).  ``moves=k`` walks the blank ``k``
random steps from the goal, never straight back, so the board is at most
``k`` moves from solved.

>>> import random
>>> from fewest.puzzles import get_family
>>> text = scramble("3x3", 2, random.Random(1))
>>> get_family("sliding").parse(text).solve().length <= 2
True
>>> from fewest.puzzles.sliding.model import is_solvable
>>> from fewest.puzzles.sliding.formats import parse_board
>>> _, _, tiles = parse_board(scramble("4x4", None, random.Random(7)))
>>> is_solvable(tiles, (*range(1, 16), 0), 4)
True
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import parse_shape, quote
from fewest.puzzles.sliding.formats import make_goal
from fewest.puzzles.sliding.model import is_solvable, to_text

if TYPE_CHECKING:
    from fewest.puzzles.base import InputOptions, SamplePlan

#: Largest board scrambled (cells).
MAX_CELLS = 400
#: Most random moves in one scramble.
MAX_MOVES = 1_000_000


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A random ``RxC`` board as text (see the module docstring)."""
    rows, cols = parse_shape(size)
    if rows < 2 or cols < 2 or rows * cols > MAX_CELLS:
        raise InvalidPuzzleError(
            f"sliding scramble size must be RxC with sides >= 2 and at most {MAX_CELLS} cells, "
            f"got {quote(size)}")
    goal = make_goal(None, rows, cols)
    if moves is None:
        tiles = list(goal)
        rng.shuffle(tiles)
        if not is_solvable(tiles, goal, cols):
            a, b = _two_tiles(tiles)
            tiles[a], tiles[b] = tiles[b], tiles[a]
        return to_text(tuple(tiles), cols)
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= MAX_MOVES:
        raise InvalidPuzzleError(f"scramble moves must be 0..{MAX_MOVES}, got {moves!r}")
    board = list(goal)
    blank, previous = board.index(0), -1
    for _ in range(moves):
        choices = [p for p in _adjacent(blank, rows, cols) if p != previous]
        p = rng.choice(choices)
        board[blank], board[p] = board[p], 0
        previous, blank = blank, p
    return to_text(tuple(board), cols)


def _two_tiles(tiles: list[int]) -> tuple[int, int]:
    """The cells of the first two tiles (not the blank)."""
    cells = [i for i, t in enumerate(tiles) if t != 0]
    return cells[0], cells[1]


def _adjacent(cell: int, rows: int, cols: int) -> list[int]:
    """The cells next to ``cell`` (up, down, left, right, where they exist).

    >>> _adjacent(0, 2, 2), _adjacent(4, 3, 3)
    ([2, 1], [1, 7, 3, 5])
    """
    r, c = divmod(cell, cols)
    steps = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
    return [y * cols + x for y, x in steps if 0 <= y < rows and 0 <= x < cols]


#: Per-board time limit when sampling sizes without a compiled optimal method
#: (not 4x4 and over 12 cells), unless ``--max-seconds`` says otherwise.
SAMPLE_SECONDS = 10.0
#: Mean optimal length over all 15-puzzle positions (Korf & Schultze 2005,
#: complete breadth-first search of the 15-puzzle).
PUBLISHED_MEAN_4X4 = 52.59


def sample_plan(size: str, options: InputOptions, pairs: int | None) -> SamplePlan:
    """``fewest analyze sliding RxC --sample N``: optimal lengths of random boards.

    Boards are drawn for the default goal (blank last), so ``--goal`` does not
    apply; on 4x4 the report says whether the published mean 52.59 lies in
    the 95% interval.
    """
    from fewest.problem import Limits
    from fewest.puzzles.base import SamplePlan

    if options.goal is not None:
        raise InvalidPuzzleError("--sample draws boards for the default goal (blank-last); "
                                 "--goal does not apply")
    if pairs is not None:
        raise InvalidPuzzleError("--pairs does not apply to sliding")
    rows, cols = parse_shape(size)
    limits = None
    if (rows, cols) != (4, 4) and rows * cols > 12:
        limits = Limits(max_seconds=SAMPLE_SECONDS)

    def notes(data: dict[str, Any]) -> list[str]:
        if (rows, cols) != (4, 4) or data["ci95"] is None:
            return []
        lo, hi = data["ci95"]
        inside = "inside" if lo <= PUBLISHED_MEAN_4X4 <= hi else "OUTSIDE"
        return [f"published mean over all 15-puzzle positions: {PUBLISHED_MEAN_4X4} "
                f"(Korf & Schultze 2005): {inside} the 95% interval"]

    return SamplePlan(f"{rows}x{cols}", notes=notes, limits=limits)
