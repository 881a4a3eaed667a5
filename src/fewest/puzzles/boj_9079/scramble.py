"""Random coin boards: for ``fewest scramble`` and the judge's case stream.

``scramble("3x3", moves, rng)`` gives the judge's stdin for one case (``T = 1``):
``moves=None`` draws the nine coins uniformly (about half the boards are hopeless),
else ``moves`` random flips from all ``H`` or all ``T``.

>>> import random
>>> scramble("3x3", 1, random.Random(3)).splitlines()[0]
'1'
"""

from __future__ import annotations

import random
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.boj_9079.model import ALL_T, MASKS, rows_of

MAX_MOVES = 1_000_000


def random_case(rng: random.Random) -> dict[str, Any]:
    return {"coins": rows_of(rng.randrange(512))}


def flipped_case(moves: int, rng: random.Random) -> dict[str, Any]:
    """``moves`` random line flips from a uniform board (so the answer is at most that)."""
    board = rng.choice((0, ALL_T))
    for _ in range(moves):
        board ^= rng.choice(list(MASKS.values()))
    return {"coins": rows_of(board)}


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """One case as the judge's stdin (see the module docstring)."""
    if size.strip() not in ("3x3", ""):
        raise InvalidPuzzleError(f"boj-9079 boards are 3x3, got size {quote(size)}")
    if moves is None:
        case = random_case(rng)
    else:
        if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= MAX_MOVES:
            raise InvalidPuzzleError(f"scramble moves must be 0..{MAX_MOVES}, got {moves!r}")
        case = flipped_case(moves, rng)
    from fewest.puzzles.boj_9079.formats import write_input

    return "1\n" + write_input(case)
