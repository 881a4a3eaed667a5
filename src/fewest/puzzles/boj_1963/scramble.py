"""Random prime-path cases: for ``fewest scramble`` and the judge's case stream.

``scramble(size, moves, rng)`` gives the judge's stdin for one case (``T = 1``):
``moves=None`` draws two primes uniformly, else ``B`` is ``moves`` random
digit changes from ``A``.  The only size is ``4`` (four digits).

>>> import random
>>> scramble("4", 2, random.Random(1)).splitlines()[0]
'1'
"""

from __future__ import annotations

import random

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.boj_1963.model import PRIMES, neighbours

MAX_MOVES = 1_000_000


def random_case(rng: random.Random) -> dict[str, int]:
    """Two four-digit primes drawn uniformly (they may be equal)."""
    return {"a": rng.choice(PRIMES), "b": rng.choice(PRIMES)}


def walk(a: int, moves: int, rng: random.Random) -> int:
    """``moves`` random digit changes from ``a``."""
    for _ in range(moves):
        a = rng.choice(neighbours(a))
    return a


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """One case as the judge's stdin (see the module docstring)."""
    if size.strip() not in ("4", ""):
        raise InvalidPuzzleError(
            f"boj-1963 passwords have 4 digits: size must be 4, got {quote(size)}")
    if moves is None:
        case = random_case(rng)
    else:
        if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= MAX_MOVES:
            raise InvalidPuzzleError(f"scramble moves must be 0..{MAX_MOVES}, got {moves!r}")
        a = rng.choice(PRIMES)
        case = {"a": a, "b": walk(a, moves, rng)}
    return f"1\n{case['a']} {case['b']}\n"
