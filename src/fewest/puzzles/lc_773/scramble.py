"""Random 2x3 boards: for ``fewest scramble`` and the judge's case stream.

>>> import random
>>> scramble("2x3", 0, random.Random(1))
'{"board": [[1, 2, 3], [4, 5, 0]]}'
>>> [c["board"] for _, c in zip(range(2), stream(random.Random(0)))]
[[[1, 2, 3], [4, 5, 0]], [[1, 2, 3], [4, 0, 5]]]
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.lc_773.model import GOAL, neighbours

MAX_MOVES = 1000


def _case(cells: tuple[int, ...] | list[int]) -> dict[str, Any]:
    return {"board": [list(cells[:3]), list(cells[3:])]}


def walk(moves: int, rng: random.Random) -> tuple[int, ...]:
    """The goal after ``moves`` random slides (never straight back)."""
    state: tuple[int, ...] = GOAL
    last = -1
    for _ in range(moves):
        options = [(t, s) for t, s in neighbours(state) if t != last]
        last, state = rng.choice(options)
    return state


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    """A board as JSON arguments: ``moves`` random slides from the goal, or (``None``)
    a uniformly random board that can be solved.  The size is always ``2x3``."""
    if size.strip().lower() not in ("2x3", "", "6"):
        raise InvalidPuzzleError(f"leetcode-773 boards are 2x3, got size {size!r}")
    if moves is None:
        return json.dumps(_case(walk(60 + rng.randrange(2), rng)))
    if isinstance(moves, bool) or not isinstance(moves, int) or not 0 <= moves <= MAX_MOVES:
        raise InvalidPuzzleError(f"scramble moves must be 0..{MAX_MOVES}, got {moves!r}")
    return json.dumps(_case(walk(moves, rng)))


def stream(rng: random.Random) -> Iterator[dict[str, Any]]:
    """Cases for the checker: the solved board, one slide away, then short walks
    and every few cases an unsolvable board (two tiles swapped); later, any of the
    720 boards."""
    yield _case(GOAL)
    yield _case((1, 2, 3, 4, 0, 5))
    i = 0
    while True:
        i += 1
        if i % 4 == 2:
            cells = list(walk(rng.randint(0, 6 + i), rng))
            a, b = rng.sample([k for k in range(6) if cells[k]], 2)
            cells[a], cells[b] = cells[b], cells[a]
            yield _case(cells)
        elif i < 20:
            yield _case(walk(rng.randint(1, 3 + i), rng))
        else:
            cells = list(range(6))
            rng.shuffle(cells)
            yield _case(cells)
