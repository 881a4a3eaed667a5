"""Random emoticon cases: for ``fewest scramble`` and the judge's case stream.

``scramble(size, moves, rng)`` gives the judge's input (one line ``S``): the size is
the largest ``S`` (default 1000); ``moves=None`` draws ``S`` uniformly from
``2..size``, else ``S`` is the screen after ``moves`` random steps (redrawn until
it is at least 2).

>>> import random
>>> scramble("1000", 3, random.Random(2))
'2\\n'
"""

from __future__ import annotations

import random

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.boj_14226.model import MAX_S, MIN_S, steps

MAX_MOVES = 1_000_000


def parse_size(size: str) -> int:
    text = size.strip()
    try:
        top = int(text) if text and "x" not in text else MAX_S
    except ValueError:
        raise InvalidPuzzleError(f"boj-14226 size is the largest S (2..1000), got {quote(size)}"
                                 ) from None
    if not MIN_S <= top <= MAX_S:
        raise InvalidPuzzleError(f"boj-14226 size is the largest S (2..1000), got {quote(size)}")
    return top


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """One case as the judge's input (see the module docstring)."""
    top = parse_size(size)
    if moves is None:
        return f"{rng.randint(MIN_S, top)}\n"
    if isinstance(moves, bool) or not isinstance(moves, int) or not 2 <= moves <= MAX_MOVES:
        raise InvalidPuzzleError(f"scramble moves must be 2..{MAX_MOVES} for boj-14226 "
                                 f"(S >= 2 takes at least 2 seconds), got {moves!r}")
    while True:
        screen, clip = 1, 0
        for _ in range(moves):
            screen, clip = rng.choice(list(steps(screen, clip, top)))[1]
        if MIN_S <= screen <= top:
            return f"{screen}\n"
