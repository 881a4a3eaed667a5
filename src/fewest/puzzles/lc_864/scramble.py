"""Random key grids: for ``fewest scramble`` and the judge's case stream.

>>> import random, json
>>> json.loads(scramble("3x3", 4, random.Random(2)))["grid"]
['@..', '.aA', '...']
>>> [c["grid"] for _, c in zip(range(2), stream(random.Random(0)))]
[['@a.A'], ['b@aAB']]
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.lc_864.model import STEPS

MAX_MOVES = 1000


def parse_size(size: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d+)\s*[xX]\s*(\d+)\s*", size)
    if not m or not (1 <= int(m.group(1)) <= 30 and 1 <= int(m.group(2)) <= 30):
        raise InvalidPuzzleError(f"leetcode-864 grid sizes are RxC with sides 1..30, got {size!r}")
    return int(m.group(1)), int(m.group(2))


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A grid of ``size`` as JSON arguments.  With ``moves``: key ``a`` at the end of
    a random walk of that many steps from ``@`` on an open floor, lock ``A`` off the
    walk, so the answer is at most ``moves``.  ``None``: a random solvable grid."""
    h, w = parse_size(size)
    if moves is None:
        from fewest.errors import NoSolutionError
        from fewest.puzzles import get_family

        while True:
            case = random_grid(rng, h, w, rng.randint(1, min(6, max(1, h * w // 3))), 0.2)
            if case is None:
                raise InvalidPuzzleError(f"a {h}x{w} grid is too small for a key, a lock and @")
            try:
                get_family("leetcode-864").parse(case).solve()
            except NoSolutionError:
                continue
            return json.dumps(case)
    if isinstance(moves, bool) or not isinstance(moves, int) or not 1 <= moves <= MAX_MOVES:
        raise InvalidPuzzleError(f"scramble moves must be 1..{MAX_MOVES}, got {moves!r}")
    cells = [["."] * w for _ in range(h)]
    r, c = rng.randrange(h), rng.randrange(w)
    walk = [(r, c)]
    for _ in range(moves):
        options = [(r + dr, c + dc) for _m, dr, dc in STEPS
                   if 0 <= r + dr < h and 0 <= c + dc < w]
        r, c = rng.choice(options)
        walk.append((r, c))
    if walk[-1] == walk[0]:
        walk.pop()
    free = [(i, j) for i in range(h) for j in range(w) if (i, j) not in walk]
    if len(walk) < 2 or not free:
        raise InvalidPuzzleError(f"a {h}x{w} grid is too small for a walk of {moves} with a "
                                 "key and a lock")
    cells[walk[0][0]][walk[0][1]] = "@"
    cells[walk[-1][0]][walk[-1][1]] = "a"
    lock = rng.choice(free)
    cells[lock[0]][lock[1]] = "A"
    return json.dumps({"grid": ["".join(row) for row in cells]})


def random_grid(rng: random.Random, h: int, w: int, keys: int,
                walls: float) -> dict[str, Any] | None:
    """``@``, ``keys`` keys and their locks on random cells, walls elsewhere with
    probability ``walls``; ``None`` when the grid has too few cells."""
    if h * w < 2 * keys + 1:
        return None
    cells = [["#" if rng.random() < walls else "." for _ in range(w)] for _ in range(h)]
    spots = rng.sample([(i, j) for i in range(h) for j in range(w)], 2 * keys + 1)
    marks = ["@", *(chr(97 + k) for k in range(keys)), *(chr(65 + k) for k in range(keys))]
    for (i, j), ch in zip(spots, marks, strict=True):
        cells[i][j] = ch
    return {"grid": ["".join(row) for row in cells]}


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Cases for the checker, small first: one-row corridors with keys on both
    sides of the start (stopping at the first key, or a visited set without the
    keys, fails there), then small rooms, then up to 30x30 with six keys."""
    yield {"grid": ["@a.A"]}
    yield {"grid": ["b@aAB"]}
    yield {"grid": ["@Aa"]}
    i = 0
    while True:
        i += 1
        if i < 12:
            h, w, keys, walls = rng.randint(1, 3), rng.randint(3, 5), rng.randint(1, 2), 0.15
        elif i < 40:
            h, w, keys, walls = rng.randint(2, 7), rng.randint(2, 7), rng.randint(1, 3), 0.25
        else:
            side = min(30, 4 + i // 10)
            h, w = rng.randint(2, side), rng.randint(2, side)
            keys, walls = rng.randint(1, 6), 0.3
        case = random_grid(rng, h, w, keys, walls)
        if case is not None:
            yield case
