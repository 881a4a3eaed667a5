"""Random cases for ``scramble`` and the judge's stream.

``size`` is the largest position drawn (``"100"``, up to 500000); ``moves=m`` makes
a case whose answer is at most ``m``: Subin walks ``m`` random moves from N, and
the brother starts where he meets that walk at the latest second he can.

>>> import random
>>> scramble("100", None, random.Random(1))
'17 72'
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.boj_17071.model import HI, brother
from fewest.puzzles.common.number_line import MOVES, pair_stream, step


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

#: the official samples, then cases that show the usual mistakes: N = K (0), K ahead
#: where only a later second of the same parity works (a visited array without parity
#: layers), N = 0 (2*0 = 0 lets a second pass), the brother near 500,000 (-1, and a
#: program that does not stop), Subin far ahead of the brother
SPECIALS = (
    (5, 17), (17, 5), (6, 6), (1, 500_000), (250_000, 499_999), (1, 10),
    (0, 0), (0, 3), (3, 0), (0, 499_000), (500_000, 0), (499_999, 499_999),
    (34, 0), (7, 37), (10, 57),
)


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """``"N K"`` (see the module docstring).

    >>> n, k = map(int, scramble("1000", 6, random.Random(3)).split())
    >>> from fewest.puzzles.boj_17071.methods import parity_solve
    >>> parity_solve(n, k).cost <= 6
    True
    """
    top = parse_size(size, HI)
    n = rng.randint(0, top)
    if moves is None:
        return f"{n} {rng.randint(0, top)}"
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= 10_000:
        raise InvalidPuzzleError(f"scramble moves must be 0..10000, got {moves!r}")
    walk = [n]
    for _ in range(moves):
        here = walk[-1]
        walk.append(rng.choice([y for y in (step(here, m) for m in MOVES) if 0 <= y <= top]))
    t = max(t for t, x in enumerate(walk) if x >= brother(0, t))
    return f"{n} {walk[t] - brother(0, t)}"


def cases(rng: random.Random) -> Iterator[Any]:
    """The judge's stream: tiny, the specials, then random up to 500,000."""
    return pair_stream(rng, HI, SPECIALS)
