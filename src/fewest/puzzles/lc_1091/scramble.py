"""Random LeetCode 1091 grids, for ``fewest scramble`` and the judge's case stream.

``size`` is the side ``n`` (``"8"`` or ``"8x8"``); ``moves=None`` draws a grid
with about 30% walls that has a clear path; ``moves=k`` redraws until the
path needs at most ``k`` steps (an all-clear grid needs ``n - 1``).

>>> import random
>>> from fewest.puzzles.lc_1091.formats import read_case
>>> text = scramble("5", None, random.Random(1))
>>> len(read_case(text)["grid"])
5
"""

from __future__ import annotations

import json
import random
from collections import deque
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.lc_1091.model import MAX_N, STEPS

TRIES = 200


def parse_side(size: str) -> int:
    a, _, b = str(size).strip().lower().partition("x")
    try:
        n = int(a)
        if b and int(b) != n:
            raise ValueError
    except ValueError:
        raise InvalidPuzzleError(
            f"leetcode-1091 scramble size is a side n like 8, got {quote(size)}") from None
    if not 1 <= n <= MAX_N:
        raise InvalidPuzzleError(f"leetcode-1091 side must be 1..{MAX_N}, got {quote(size)}")
    return n


def random_grid(n: int, density: float, rng: random.Random) -> list[list[int]]:
    """An ``n x n`` grid with each cell blocked with probability ``density``."""
    return [[1 if rng.random() < density else 0 for _ in range(n)] for _ in range(n)]


def steps(grid: list[list[int]]) -> int | None:
    """Fewest steps corner to corner (an independent little BFS), or None."""
    n = len(grid)
    if grid[0][0] or grid[n - 1][n - 1]:
        return None
    dist = {(0, 0): 0}
    todo = deque([(0, 0)])
    while todo:
        r, c = todo.popleft()
        if (r, c) == (n - 1, n - 1):
            return dist[(r, c)]
        for _name, dr, dc in STEPS:
            s = (r + dr, c + dc)
            if 0 <= s[0] < n and 0 <= s[1] < n and not grid[s[0]][s[1]] and s not in dist:
                dist[s] = dist[(r, c)] + 1
                todo.append(s)
    return None


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    n = parse_side(size)
    for _ in range(TRIES):
        grid = random_grid(n, 0.3, rng)
        d = steps(grid)
        if d is not None and (moves is None or d <= moves):
            return json.dumps({"grid": grid})
    return json.dumps({"grid": [[0] * n for _ in range(n)]})


def random_case(rng: random.Random, n: int) -> dict[str, Any]:
    """One case for the judge's stream: walls at a random density, now and then a
    blocked start or end cell."""
    grid = random_grid(n, rng.choice((0.1, 0.2, 0.3, 0.4, 0.5)), rng)
    roll = rng.random()
    if roll < 0.5:
        grid[0][0] = grid[n - 1][n - 1] = 0
    elif roll < 0.6:
        grid[0][0] = 1
    elif roll < 0.7:
        grid[n - 1][n - 1] = 1
    return {"grid": grid}
