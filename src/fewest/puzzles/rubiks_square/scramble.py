"""Random Rubik's-square boards for ``Family.scramble``.

``size`` is ``"RxC"`` with sides 2..7.  ``moves=None`` draws uniformly among
the boards that can be sorted: a uniform shuffle, and on an odd x odd board
(where every move is an even permutation) an odd shuffle gets its first two
tiles swapped, a one-to-one map onto the even half, so the draw stays
uniform.  ``moves=k`` applies ``k`` random shifts to the sorted board, never
two in a row on the same line (those would merge into one), so the board is
at most ``k`` moves from sorted.

>>> import random
>>> from fewest.puzzles.rubiks_square.model import Board
>>> board = Board.from_text(scramble("3x3", None, random.Random(2)))
>>> board.reachable()
True
>>> from fewest.puzzles.rubiks_square.solver import solve_board
>>> solve_board(Board.from_text(scramble("4x4", 3, random.Random(5)))).length <= 3
True
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import parse_shape, quote
from fewest.puzzles.rubiks_square.model import MAX_SIDE, MIN_SIDE, Board, all_moves, apply_move

if TYPE_CHECKING:
    from fewest.puzzles.base import InputOptions, SamplePlan

#: Most random moves in one scramble.
MAX_MOVES = 1_000_000


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A random ``RxC`` board as text (see the module docstring)."""
    rows, cols = parse_shape(size)
    if not (MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE):
        raise InvalidPuzzleError(
            f"rubiks-square scramble sides must be {MIN_SIDE}..{MAX_SIDE}, got {quote(size)}")
    if moves is None:
        tiles = list(range(1, rows * cols + 1))
        rng.shuffle(tiles)
        board = Board(rows, cols, tuple(tiles))
        if not board.reachable():
            tiles[0], tiles[1] = tiles[1], tiles[0]
            board = Board(rows, cols, tuple(tiles))
        return board.to_text()
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= MAX_MOVES:
        raise InvalidPuzzleError(f"scramble moves must be 0..{MAX_MOVES}, got {moves!r}")
    every = all_moves(rows, cols)
    state = Board.solved(rows, cols).tiles
    line = None
    for _ in range(moves):
        move = rng.choice([m for m in every if m[:2] != line])
        state = apply_move(state, rows, cols, move)
        line = move[:2]
    return Board(rows, cols, state).to_text()


#: God's numbers in this metric (a shift by any amount is one move) proven by
#: others: 4x4 is 14 (Tomas Rokicki, coset solver).
GODS_NUMBERS = {(4, 4): (14, "Rokicki, coset solver")}


def sample_plan(size: str, options: InputOptions, pairs: int | None) -> SamplePlan:
    """``fewest analyze rubiks-square RxC --sample N``: optimal lengths of random boards.

    Where God's number is known (4x4: 14), the report says whether any sampled
    board exceeds it (none may: that would be a bug).
    """
    from fewest.puzzles.base import SamplePlan

    if pairs is not None:
        raise InvalidPuzzleError("--pairs does not apply to rubiks-square")
    scramble(size, 0, random.Random(0))  # validates the size
    rows, cols = parse_shape(size)

    def notes(data: dict[str, Any]) -> list[str]:
        known = GODS_NUMBERS.get((rows, cols))
        if known is None:
            return []
        gods, source = known
        verdict = ("no sampled board exceeds it" if data["max"] <= gods
                   else f"A SAMPLED BOARD NEEDS {data['max']}: this contradicts it")
        return [f"God's number for {rows}x{cols} is {gods} ({source}): {verdict}"]

    return SamplePlan(f"{rows}x{cols}", notes=notes)
