"""Random Baekjoon 2206 maps: small ones first (lines and single cells too), random
fields of walls and mazes, with and without a path.

>>> import random
>>> case = random_case(random.Random(0), 3, 4)
>>> case["n"], case["m"], case["map"][0][0], case["map"][-1][-1]
(3, 4, '0', '0')
>>> print(scramble("2x3", None, random.Random(1)).splitlines()[0])
2 3
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_2206.formats import write_input
from fewest.puzzles.boj_2206.model import HIGH, LOW, NAME
from fewest.puzzles.common.grid_gen import field, maze, parse_size


def random_map(rng: random.Random, n: int, m: int) -> list[str]:
    """A field of walls (density 0.2..0.6) or a maze, ends open."""
    if rng.random() < 0.65 or n < 3 or m < 3:
        g = field(rng, n, m, rng.choice([0.2, 0.3, 0.4, 0.5, 0.6]))
    else:
        g = maze(rng, n, m, loops=rng.choice([0.0, 0.05, 0.2]))
    g[0][0] = g[n - 1][m - 1] = True
    return ["".join("0" if v else "1" for v in row) for row in g]


def random_case(rng: random.Random, n: int, m: int) -> dict[str, Any]:
    return {"n": n, "m": m, "map": random_map(rng, n, m)}


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Small cases first, growing to 60 x 60 (the checker's programs are run many
    times; the compiled method answers 1000 x 1000 too)."""
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
