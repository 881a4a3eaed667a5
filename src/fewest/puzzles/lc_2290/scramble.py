"""Random LeetCode 2290 grids, for ``fewest scramble`` and the judge's case stream.

``size`` is ``RxC`` (or ``N`` for a square); about half the cells are
obstacles, the corners empty.  ``moves=k`` redraws until the cheapest path
found takes at most ``k`` steps (an empty grid takes ``R + C - 2``).

>>> import random
>>> from fewest.puzzles.lc_2290.formats import read_case
>>> g = read_case(scramble("3x4", None, random.Random(1)))["grid"]
>>> len(g), len(g[0]), g[0][0], g[2][3]
(3, 4, 0, 0)
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.lc_2290.model import MAX_CELLS

TRIES = 100


def parse_size(size: str) -> tuple[int, int]:
    a, _, b = str(size).strip().lower().partition("x")
    try:
        m = int(a)
        n = int(b) if b else m
    except ValueError:
        raise InvalidPuzzleError(
            f"leetcode-2290 scramble size is RxC like 4x6, got {quote(size)}") from None
    if m < 1 or n < 1 or not 2 <= m * n <= MAX_CELLS:
        raise InvalidPuzzleError(
            f"leetcode-2290 size must have 2..{MAX_CELLS} cells, got {quote(size)}")
    return m, n


def random_grid(m: int, n: int, density: float, rng: random.Random) -> list[list[int]]:
    grid = [[1 if rng.random() < density else 0 for _ in range(n)] for _ in range(m)]
    grid[0][0] = grid[m - 1][n - 1] = 0
    return grid


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    m, n = parse_size(size)
    if moves is None:
        return json.dumps({"grid": random_grid(m, n, 0.5, rng)})
    from fewest.puzzles import get_family

    for _ in range(TRIES):
        text = json.dumps({"grid": random_grid(m, n, 0.5, rng)})
        if get_family("leetcode-2290").parse(text).solve().length <= moves:
            return text
    return json.dumps({"grid": [[0] * n for _ in range(m)]})


def random_case(rng: random.Random, m: int, n: int) -> dict[str, Any]:
    """One case for the judge's stream: obstacles at a random density."""
    return {"grid": random_grid(m, n, rng.choice((0.3, 0.5, 0.6, 0.7)), rng)}
