"""Random DSLR cases: for ``fewest scramble`` and for the judge's case stream.

``scramble(size, moves, rng)`` gives the judge's stdin for one case (``T = 1``):
``moves=None`` draws ``A != B`` uniformly, else ``B`` is ``moves`` random
commands from ``A`` (so the answer is at most ``moves``).  The only size is
``4`` (four decimal digits).

>>> import random
>>> scramble("4", 3, random.Random(1)).splitlines()[0]
'1'
"""

from __future__ import annotations

import random

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.boj_9019.model import COMMANDS, SIZE, apply

MAX_MOVES = 1_000_000


def random_case(rng: random.Random) -> dict[str, int]:
    """``A != B``, both uniform over 0..9999."""
    a = rng.randrange(SIZE)
    b = rng.randrange(SIZE - 1)
    return {"a": a, "b": b if b < a else b + 1}


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """One case as the judge's stdin (see the module docstring)."""
    if size.strip() not in ("4", ""):
        raise InvalidPuzzleError(
            f"boj-9019 registers have 4 digits: size must be 4, got {quote(size)}")
    if moves is None:
        case = random_case(rng)
    else:
        if isinstance(moves, bool) or not isinstance(moves, int) or not 1 <= moves <= MAX_MOVES:
            raise InvalidPuzzleError(f"scramble moves must be 1..{MAX_MOVES} for boj-9019 "
                                     f"(A != B), got {moves!r}")
        while True:
            a = n = rng.randrange(SIZE)
            for _ in range(moves):
                n = apply(rng.choice(COMMANDS), n)
            if n != a:
                case = {"a": a, "b": n}
                break
    return f"1\n{case['a']} {case['b']}\n"
