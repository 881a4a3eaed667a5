"""Random Baekjoon 2178 cases: winding mazes with a few loops and open fields,
always with a path (the statement promises one).

>>> import random
>>> case = random_case(random.Random(0), 3, 4)
>>> case["n"], case["m"], len(case["maze"]), case["maze"][0][0]
(3, 4, 3, '1')
>>> print(scramble("2x3", None, random.Random(1)).splitlines()[0])
2 3
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from fewest.puzzles.boj_2178.formats import write_input
from fewest.puzzles.boj_2178.model import HIGH, LOW, NAME
from fewest.puzzles.common.grid_gen import field, maze, parse_size, reachable


def _rows(g: list[list[bool]]) -> list[str]:
    return ["".join("1" if v else "0" for v in row) for row in g]


def random_case(rng: random.Random, n: int, m: int) -> dict[str, Any]:
    """A maze (mostly) or a random field, redrawn until (N, M) can be reached."""
    while True:
        if rng.random() < 0.6:
            g = maze(rng, n, m, loops=rng.choice([0.05, 0.15, 0.3]))
        else:
            g = field(rng, n, m, rng.choice([0.2, 0.3, 0.4]))
            g[0][0] = g[n - 1][m - 1] = True
        if reachable(g, (0, 0), (n - 1, m - 1)):
            return {"n": n, "m": m, "maze": _rows(g)}


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Small cases first, growing to the statement's 100 x 100."""
    i = 0
    while True:
        top = min(HIGH, 3 + i // 2) if i < 150 else HIGH
        n, m = rng.randint(LOW, top), rng.randint(LOW, top)
        yield random_case(rng, n, m)
        i += 1


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A random maze of ``size`` (``NxM``) as the judge's input text."""
    n, m = parse_size(size, NAME, LOW, HIGH)
    return write_input(random_case(rng, n, m))
