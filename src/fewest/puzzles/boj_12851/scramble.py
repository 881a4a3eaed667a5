"""Random cases: ``scramble(size, moves, rng)`` (as Baekjoon 1697's: ``size`` is the
largest position, ``moves`` puts K that many random moves from N) and the stream.

>>> import random
>>> scramble("100", None, random.Random(1))
'17 72'
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_1697.scramble import scramble as _scramble
from fewest.puzzles.boj_12851.model import HI
from fewest.puzzles.common.number_line import pair_stream

#: cases that show the usual mistakes early: several shortest routes through one position
#: (``1 4``: ``+1`` and ``2x`` both reach 2), N = K (one way, 0 seconds), N > K (one way),
#: N = 0, the top of the range
SPECIALS = (
    (5, 17), (1, 4), (0, 2), (7, 7), (10, 3), (0, 0), (2, 8), (50_000, 99_999), (1, 100_000),
    (100_000, 0), (3, 0))


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """``"N K"``."""
    return _scramble(size, moves, rng, HI)


def cases(rng: random.Random) -> Iterator[Any]:
    """The judge's stream: tiny, the specials, then random up to 100,000."""
    return pair_stream(rng, HI, SPECIALS)
