"""Random cases: ``scramble(size, moves, rng)`` for the CLI and the judge's stream.

``size`` is the largest position drawn (``"100"``, up to 100000); ``moves=None``
draws N and K uniformly, ``moves=m`` puts K at most ``m`` random moves from N.

>>> import random
>>> scramble("100", None, random.Random(1))
'17 72'
>>> scramble("100", 3, random.Random(2)).split()[0]
'7'
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.boj_1697.model import HI
from fewest.puzzles.common.number_line import pair_stream, step


def parse_size(size: str, hi: int = HI) -> int:
    """The largest position of a scramble size."""
    try:
        top = int(str(size).strip())
    except ValueError:
        raise InvalidPuzzleError(f"size must be the largest position 1..{hi}, got "
                                 f"{quote(size)}") from None
    if not 1 <= top <= hi:
        raise InvalidPuzzleError(f"size must be the largest position 1..{hi}, got {quote(size)}")
    return top


def scramble(size: str, moves: int | None, rng: random.Random, hi: int = HI) -> str:
    """``"N K"`` (see the module docstring)."""
    top = parse_size(size, hi)
    n = rng.randint(0, top)
    if moves is None:
        return f"{n} {rng.randint(0, top)}"
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= 10_000:
        raise InvalidPuzzleError(f"scramble moves must be 0..10000, got {moves!r}")
    k = n
    for _ in range(moves):
        options = [y for y in (step(k, m) for m in ("-1", "+1", "x2")) if 0 <= y <= top]
        k = rng.choice(options)
    return f"{n} {k}"


#: cases that show the usual mistakes early: K = N, N > K (walk back only), N = 0
#: (2*0 goes nowhere), K = 100,000 and routes through 100,000 (an array or a bound
#: one short), N = 100,000 down to 0
SPECIALS = ((5, 17), (7, 7), (10, 3), (0, 1), (0, 6), (50_000, 99_999), (1, 100_000),
            (100_000, 0), (99_999, 100_000), (3, 0))


def cases(rng: random.Random) -> Iterator[Any]:
    """The judge's stream: tiny, the specials, then random up to 100,000."""
    return pair_stream(rng, HI, SPECIALS)
