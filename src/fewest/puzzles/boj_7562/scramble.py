"""Random knight cases: for ``fewest scramble`` and the judge's case stream.

``scramble(size, moves, rng)`` gives the judge's stdin for one case (``T = 1``) on an
``l x l`` board (size ``"l"`` or ``"lxl"``): ``moves=None`` draws both cells
uniformly, else the target is ``moves`` random jumps from the start.

>>> import random
>>> scramble("8", 2, random.Random(1)).splitlines()[:2]
['1', '8']
"""

from __future__ import annotations

import random
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.boj_7562.model import MAX_SIDE, MIN_SIDE, jumps

MAX_MOVES = 1_000_000


def parse_size(size: str) -> int:
    """``"8"`` or ``"8x8"`` -> 8.

    >>> parse_size("300x300"), parse_size(" 4 ")
    (300, 4)
    """
    text = size.strip().lower()
    a, sep, b = text.partition("x")
    try:
        side = int(a)
        if sep and int(b) != side:
            raise ValueError
    except ValueError:
        raise InvalidPuzzleError(
            f"boj-7562 boards are square: size is l or lxl, got {quote(size)}") from None
    if not MIN_SIDE <= side <= MAX_SIDE:
        raise InvalidPuzzleError(f"boj-7562 board side must be {MIN_SIDE}..{MAX_SIDE}, "
                                 f"got {quote(size)}")
    return side


def random_case(side: int, rng: random.Random) -> dict[str, Any]:
    return {"l": side, "start": [rng.randrange(side), rng.randrange(side)],
            "target": [rng.randrange(side), rng.randrange(side)]}


def walked_case(side: int, moves: int, rng: random.Random) -> dict[str, Any]:
    """The target ``moves`` random jumps from a random start."""
    start = (rng.randrange(side), rng.randrange(side))
    at = start
    for _ in range(moves):
        at = rng.choice(list(jumps(side, at)))[1]
    return {"l": side, "start": list(start), "target": list(at)}


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """One case as the judge's stdin (see the module docstring)."""
    side = parse_size(size)
    if moves is None:
        case = random_case(side, rng)
    else:
        if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= MAX_MOVES:
            raise InvalidPuzzleError(f"scramble moves must be 0..{MAX_MOVES}, got {moves!r}")
        case = walked_case(side, moves, rng)
    from fewest.puzzles.boj_7562.formats import write_input

    return "1\n" + write_input(case)
