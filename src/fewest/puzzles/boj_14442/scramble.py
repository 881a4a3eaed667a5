"""Random Baekjoon 14442 maps: small ones first, dense fields of walls (so that K
matters), mazes, and K from 1 to 10.

>>> import random
>>> case = random_case(random.Random(0), 3, 4)
>>> case["n"], case["m"], 1 <= case["k"] <= 10
(3, 4, True)
>>> print(scramble("2x3", None, random.Random(1)).splitlines()[0][:3])
2 3
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_14442.formats import write_input
from fewest.puzzles.boj_14442.model import HIGH, LOW, NAME
from fewest.puzzles.common.grid_gen import field, maze, parse_size


def random_case(rng: random.Random, n: int, m: int) -> dict[str, Any]:
    """A field of walls (density 0.3..0.8) or a maze, ends open, K mostly small."""
    if rng.random() < 0.7 or n < 3 or m < 3:
        g = field(rng, n, m, rng.choice([0.3, 0.45, 0.6, 0.7, 0.8]))
    else:
        g = maze(rng, n, m, loops=rng.choice([0.0, 0.05, 0.2]))
    g[0][0] = g[n - 1][m - 1] = True
    k = rng.choice([1, 1, 2, 2, 3, 4, 5, rng.randint(1, 10)])
    return {"n": n, "m": m, "k": k,
            "map": ["".join("0" if v else "1" for v in row) for row in g]}


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Small cases first, growing to 60 x 60."""
    i = 0
    while True:
        top = min(60, 2 + i // 3) if i > 0 else 1  # the single cell first
        n, m = rng.randint(LOW, top), rng.randint(LOW, top)
        yield random_case(rng, n, m)
        i += 1


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A random map of ``size`` (``NxM``) as the judge's input text."""
    n, m = parse_size(size, NAME, LOW, HIGH)
    return write_input(random_case(rng, n, m))
