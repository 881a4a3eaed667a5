"""Random cases for ``scramble`` and the judge's stream.

``size`` is the largest position drawn (``"100"``, up to 500000); ``moves=m`` puts
the brother's start K at most ``m`` random moves from N.

>>> import random
>>> scramble("100", None, random.Random(1))
'17 72'
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_1697.scramble import scramble as _scramble
from fewest.puzzles.boj_17071.model import HI
from fewest.puzzles.common.number_line import pair_stream

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
    """``"N K"``."""
    return _scramble(size, moves, rng, HI)


def cases(rng: random.Random) -> Iterator[Any]:
    """The judge's stream: tiny, the specials, then random up to 500,000."""
    return pair_stream(rng, HI, SPECIALS)
