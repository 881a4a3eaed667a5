"""Random Lights Out boards for ``Family.scramble`` and ``analyze --sample``.

``size`` is ``"RxC"``.  ``moves=None`` presses a uniformly random set of
lights on the dark board: every solvable board is reached by exactly
``2^nullity`` press sets, so this draws uniformly among the boards that can
go dark.  ``moves=k`` makes ``k`` random presses, so the board is at most
``k`` presses from dark.

>>> import random
>>> from fewest.puzzles.lights_out.model import Board
>>> from fewest.puzzles.lights_out.gf2 import solve_lights
>>> solve_lights(Board.from_text(scramble("5x5", 3, random.Random(4)))).length <= 3
True
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import parse_shape, quote
from fewest.puzzles.lights_out.gf2 import toggled
from fewest.puzzles.lights_out.model import MAX_CELLS, Board, press_masks

if TYPE_CHECKING:
    from fewest.puzzles.base import SamplePlan
    from fewest.puzzles.options import InputOptions

#: Most random presses in one scramble.
MAX_MOVES = 1_000_000


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A random ``RxC`` board as text (see the module docstring)."""
    rows, cols = parse_shape(size)
    if rows * cols > MAX_CELLS:
        raise InvalidPuzzleError(f"a board holds at most {MAX_CELLS} lights, got {quote(size)}")
    if moves is None:
        return Board(rows, cols, toggled(rows, cols, rng.getrandbits(rows * cols))).to_text()
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= MAX_MOVES:
        raise InvalidPuzzleError(f"scramble moves must be 0..{MAX_MOVES}, got {moves!r}")
    masks = press_masks(rows, cols)
    lights = 0
    for _ in range(moves):
        lights ^= rng.choice(masks)
    return Board(rows, cols, lights).to_text()


def sample_plan(size: str, options: InputOptions, pairs: int | None) -> SamplePlan:
    """``fewest analyze lights-out RxC --sample N``: optimal presses of random solvable boards."""
    from fewest.puzzles.base import SamplePlan

    if pairs is not None:
        raise InvalidPuzzleError("--pairs does not apply to lights-out")
    scramble(size, 0, random.Random(0))  # validates the size
    rows, cols = parse_shape(size)
    return SamplePlan(f"{rows}x{cols}", unit="presses")
