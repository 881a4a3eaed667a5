"""Random Baekjoon 1600 boards: small ones first (single cells and lines too), W
and H drawn apart (so that swapping them shows), obstacle fields where jumps
pay, and K from 0 to 30.

>>> import random
>>> case = random_case(random.Random(0), 3, 4)
>>> case["w"], case["h"], len(case["grid"]), len(case["grid"][0])
(3, 4, 4, 3)
>>> print(scramble("2x3", None, random.Random(1)).splitlines()[1])
3 2
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_1600.formats import write_input
from fewest.puzzles.boj_1600.model import HIGH, K_HIGH, LOW, NAME
from fewest.puzzles.common.grid_gen import field, parse_size


def random_case(rng: random.Random, w: int, h: int) -> dict[str, Any]:
    """Obstacles with density 0.2..0.6, the ends flat, K mostly small."""
    g = field(rng, h, w, rng.choice([0.2, 0.3, 0.4, 0.5, 0.6]))
    g[0][0] = g[h - 1][w - 1] = True
    k = rng.choice([0, 1, 1, 2, 2, 3, 5, rng.randint(0, K_HIGH)])
    return {"k": k, "w": w, "h": h,
            "grid": ["".join("0" if v else "1" for v in row) for row in g]}


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Small cases first, growing to 60 x 60."""
    i = 0
    while True:
        top = min(60, 2 + i // 3) if i > 0 else 1  # the single cell first
        w, h = rng.randint(LOW, top), rng.randint(LOW, top)
        yield random_case(rng, w, h)
        i += 1


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A random board of ``size`` (``HxW``, rows first) as the judge's input text."""
    h, w = parse_size(size, NAME, LOW, HIGH)
    return write_input(random_case(rng, w, h))
