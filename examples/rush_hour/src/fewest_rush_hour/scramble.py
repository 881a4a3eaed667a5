"""Random boards for ``Family.scramble`` and ``fewest analyze rush-hour --sample N``.

The size is ``6x6`` (or empty).  ``moves=None`` places the red car, then
tries 8 to 14 random cars and trucks (one in four a truck) on random lines,
keeping those that fit, and keeps the board when a bounded A* shows it
solvable.  This is *not* a uniform draw over any set of boards, and most
such boards are easy: the hard ones are rare (Fogleman's database lists
them).  ``moves=k`` places random
vehicles around a red car already at the exit and makes ``k`` random
moves, never the same vehicle twice in a row, so the board is at most
``k`` moves from solved (every slide can be slid back).

>>> import random
>>> from fewest_rush_hour.model import Board
>>> text = scramble("6x6", None, random.Random(1))
>>> len(text), Board.from_text(text).is_goal(Board.from_text(text).start)
(36, False)
>>> Board.from_text(scramble("6x6", 0, random.Random(2))).start[0]
4
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from fewest.family import InvalidPuzzleError, NoSolutionError, SearchLimitError, quote
from fewest_rush_hour.model import CELLS, EMPTY, EXIT_ROW, RED, SIDE, Board

if TYPE_CHECKING:
    from fewest.family import InputOptions, SamplePlan

SIZES = ("", "6x6", "6")
#: Most random moves in one scramble.
MAX_MOVES = 100_000
#: A* expansions that may prove a random board solvable before it is drawn again.
CHECK_EXPANSIONS = 20_000
#: Boards drawn before giving up (never reached in practice).
TRIES = 1_000


def check_size(size: str) -> None:
    """Refuse any size but 6x6."""
    if size.strip().lower() not in SIZES:
        raise InvalidPuzzleError(f"Rush Hour is played on 6x6; got the size {quote(size)}")


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A random board as 36 characters (see the module docstring)."""
    check_size(size)
    if moves is None:
        return _solvable(rng)
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= MAX_MOVES:
        raise InvalidPuzzleError(f"scramble moves must be 0..{MAX_MOVES}, got {moves!r}")
    board = Board.from_text(_placed(rng, SIDE - 2))
    state, last = board.start, ""
    for _ in range(moves):
        choices = [(m, s) for m, s in board.slides(state) if m[0] != last]
        if not choices:
            break
        move, state = rng.choice(choices)
        last = move[0]
    return board.to_text(state)


def _placed(rng: random.Random, red_at: int) -> str:
    """The red car at column ``red_at`` of the exit row, then random vehicles where they fit."""
    cells = [EMPTY] * CELLS
    for c in range(red_at, red_at + 2):
        cells[EXIT_ROW * SIDE + c] = RED
    letters = iter("BCDEFGHIJKLMNOPQRSTUVWXYZ")
    for _ in range(rng.randint(8, 14)):
        length = 3 if rng.random() < 0.25 else 2
        horizontal = rng.random() < 0.5
        line = rng.choice([r for r in range(SIDE) if r != EXIT_ROW]) if horizontal \
            else rng.randrange(SIDE)
        offset = rng.randrange(SIDE - length + 1)
        spots = [line * SIDE + offset + i if horizontal else (offset + i) * SIDE + line
                 for i in range(length)]
        if all(cells[c] == EMPTY for c in spots):
            label = next(letters)
            for c in spots:
                cells[c] = label
    return "".join(cells)


def _solvable(rng: random.Random) -> str:
    """A random board that A* solves within :data:`CHECK_EXPANSIONS` (and is not solved)."""
    from fewest.family import Limits, solve
    from fewest_rush_hour.puzzle import RushPuzzle

    for _ in range(TRIES):
        text = _placed(rng, rng.randrange(SIDE - 2))
        try:
            solve(RushPuzzle(Board.from_text(text)), "astar",
                  limits=Limits(max_expansions=CHECK_EXPANSIONS))
        except (NoSolutionError, SearchLimitError):
            continue
        return text
    raise InvalidPuzzleError(f"no solvable random board in {TRIES} tries")  # pragma: no cover


def sample_plan(size: str, options: InputOptions, pairs: int | None) -> SamplePlan:
    """``fewest analyze rush-hour --sample N``: fewest moves of random solvable boards."""
    from fewest.family import SamplePlan

    check_size(size)
    if pairs is not None:
        raise InvalidPuzzleError("--pairs does not apply to rush-hour")

    def notes(data: dict[str, Any]) -> list[str]:
        return ["random solvable placements of up to 14 vehicles (not a uniform draw); "
                "a move slides one vehicle any distance, as Fogleman counts"]

    return SamplePlan("6x6", notes=notes, unit="moves")
