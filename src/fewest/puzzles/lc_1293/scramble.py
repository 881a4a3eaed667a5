"""Random obstacle grids: for ``fewest scramble`` and the judge's case stream.

>>> import random, json
>>> json.loads(scramble("3x3", 6, random.Random(1)))["k"]
3
>>> [c for _, c in zip(range(2), stream(random.Random(0)))]
[{'grid': [[0]], 'k': 1}, {'grid': [[0, 1, 0]], 'k': 1}]
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

from fewest.errors import InvalidPuzzleError


def parse_size(size: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d+)\s*[xX]\s*(\d+)\s*", size)
    if not m or not (1 <= int(m.group(1)) <= 40 and 1 <= int(m.group(2)) <= 40):
        raise InvalidPuzzleError(f"leetcode-1293 grid sizes are RxC with sides 1..40, got {size!r}")
    return int(m.group(1)), int(m.group(2))


def random_case(rng: random.Random, m: int, n: int, density: float, k: int) -> dict[str, Any]:
    grid = [[1 if rng.random() < density else 0 for _ in range(n)] for _ in range(m)]
    grid[0][0] = grid[m - 1][n - 1] = 0
    return {"grid": grid, "k": max(1, min(k, m * n))}


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A grid of ``size`` as JSON arguments.  With ``moves`` (at least ``m + n - 2``):
    ``k = m + n - 3`` (at least 1), so the straight way always works and the answer is
    ``m + n - 2``.  ``None``: random obstacles and a random ``k``."""
    m, n = parse_size(size)
    if moves is None:
        return json.dumps(random_case(rng, m, n, rng.choice((0.2, 0.35, 0.5)),
                                      rng.randint(1, max(1, (m + n) // 2))))
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= 1000:
        raise InvalidPuzzleError(f"scramble moves must be 0..1000, got {moves!r}")
    if moves < m + n - 2:
        raise InvalidPuzzleError(f"a {m}x{n} grid needs at least {m + n - 2} moves; "
                                 f"got {moves}")
    return json.dumps(random_case(rng, m, n, 0.4, m + n - 3))


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Cases for the checker, small first: one cell, one row with an obstacle, a grid
    where a visited set of cells alone answers -1 (4 is right), then small dense grids
    with small ``k`` (a visited set without the removals left, or an off-by-one in
    ``k``, fails there), later up to 40x40 with any ``k``."""
    yield {"grid": [[0]], "k": 1}
    yield {"grid": [[0, 1, 0]], "k": 1}
    yield {"grid": [[0, 1, 1, 0]], "k": 1}
    # the cell (1, 1) is first met through (1, 0), an obstacle: a visited set without
    # the removals left then never lets the free way through it
    yield {"grid": [[0, 0, 1, 1], [1, 0, 1, 0]], "k": 1}
    i = 0
    while True:
        i += 1
        if i < 30:
            m, n = rng.randint(1, 3 + i // 5), rng.randint(2, 3 + i // 5)
            yield random_case(rng, m, n, rng.choice((0.3, 0.45, 0.6)), rng.randint(1, 3))
        else:
            side = min(40, 6 + i // 4)
            m, n = rng.randint(2, side), rng.randint(2, side)
            k = rng.choice((1, 2, 3, rng.randint(1, m + n), rng.randint(1, m * n)))
            yield random_case(rng, m, n, rng.choice((0.25, 0.4, 0.55)), k)
