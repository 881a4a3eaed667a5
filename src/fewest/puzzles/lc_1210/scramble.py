"""Random LeetCode 1210 grids, for ``fewest scramble`` and the judge's case stream.

``size`` is the side ``n`` (``"6"`` or ``"6x6"``); ``moves=None`` draws a grid
with about 15% walls that the snake can cross; ``moves=k`` redraws until it
takes at most ``k`` moves (an empty grid takes ``2n - 3``).

>>> import random
>>> from fewest.puzzles.lc_1210.formats import read_case
>>> g = read_case(scramble("6", None, random.Random(2)))["grid"]
>>> len(g), g[0][:2]
(6, [0, 0])
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.lc_1210.model import MAX_N

TRIES = 200


def parse_side(size: str) -> int:
    a, _, b = str(size).strip().lower().partition("x")
    try:
        n = int(a)
        if b and int(b) != n:
            raise ValueError
    except ValueError:
        raise InvalidPuzzleError(
            f"leetcode-1210 scramble size is a side n like 6, got {quote(size)}") from None
    if not 2 <= n <= MAX_N:
        raise InvalidPuzzleError(f"leetcode-1210 side must be 2..{MAX_N}, got {quote(size)}")
    return n


def random_grid(n: int, density: float, rng: random.Random) -> list[list[int]]:
    grid = [[1 if rng.random() < density else 0 for _ in range(n)] for _ in range(n)]
    grid[0][0] = grid[0][1] = 0
    return grid


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    from fewest.puzzles import get_family

    n = parse_side(size)
    family = get_family("leetcode-1210")
    for _ in range(TRIES):
        text = json.dumps({"grid": random_grid(n, 0.15, rng)})
        try:
            length = family.parse(text).solve().length
        except NoSolutionError:
            continue
        if moves is None or length <= moves:
            return text
    return json.dumps({"grid": [[0] * n for _ in range(n)]})


def random_case(rng: random.Random, n: int) -> dict[str, Any]:
    """One case for the judge's stream: walls at a random density (some cases
    have no way through), and in half of them a few *rotation traps*: a 2 x 2
    square with exactly one corner blocked beside an open L, where a rotation
    that checks one cell only would pass."""
    grid = random_grid(n, rng.choice((0.1, 0.2, 0.25, 0.3)), rng)
    if n >= 3 and rng.random() < 0.5:
        for _ in range(max(1, n // 2)):
            r, c = rng.randrange(n - 1), rng.randrange(n - 1)
            grid[r][c] = grid[r][c + 1] = grid[r + 1][c] = grid[r + 1][c + 1] = 0
            if rng.random() < 0.5:
                grid[r + 1][c + 1] = 1
            else:
                grid[r + 1 if rng.random() < 0.5 else r][c + 1] = 1
        grid[0][0] = grid[0][1] = 0
    return {"grid": grid}
