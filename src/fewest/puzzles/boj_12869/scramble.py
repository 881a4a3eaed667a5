"""Random Mutalisk cases: for ``fewest scramble`` and the judge's case stream.

``scramble(size, moves, rng)`` gives the judge's input for ``N`` SCVs (size ``"N"``,
default 3): ``moves=None`` draws every HP from 1..60, else HPs that some ``moves``
attacks destroy (each SCV's HP at most what those attacks can take off it).

>>> import random
>>> scramble("3", 2, random.Random(1)).splitlines()[0]
'3'
"""

from __future__ import annotations

import random
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.boj_12869.model import MAX_HP, attacks

MAX_MOVES = 1_000_000


def parse_size(size: str) -> int:
    text = size.strip()
    if text in ("", "3x3"):
        return 3
    if text not in ("1", "2", "3"):
        raise InvalidPuzzleError(f"boj-12869 size is the number of SCVs 1..3, got {quote(size)}")
    return int(text)


def random_case(n: int, top: int, rng: random.Random) -> dict[str, Any]:
    return {"hp": [rng.randint(1, top) for _ in range(n)]}


def attacked_case(n: int, moves: int, rng: random.Random) -> dict[str, Any]:
    """HPs that ``moves`` random attacks destroy (each at least 1, at most 60)."""
    taken = [0] * n
    for _ in range(moves):
        for i, d in enumerate(rng.choice(attacks(n))):
            taken[i] += d
    return {"hp": [rng.randint(1, max(1, min(MAX_HP, t))) for t in taken]}


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """One case as the judge's input (see the module docstring)."""
    n = parse_size(size)
    if moves is None:
        case = random_case(n, MAX_HP, rng)
    else:
        if isinstance(moves, bool) or not isinstance(moves, int) or not 1 <= moves <= MAX_MOVES:
            raise InvalidPuzzleError(f"scramble moves must be 1..{MAX_MOVES} for boj-12869 "
                                     f"(every SCV has HP), got {moves!r}")
        case = attacked_case(n, moves, rng)
    return f"{n}\n{' '.join(map(str, case['hp']))}\n"
