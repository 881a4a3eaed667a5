"""Random Programmers 60063 boards, for ``fewest scramble`` and the judge's stream.

``size`` is the side ``N`` (5..100); about 20% walls, the robot's starting
cells empty, redrawn until the robot can reach the corner (the statement
guarantees it).  ``moves=k`` redraws until it takes at most ``k`` seconds; an
open board takes ``2N - 3``, so ``k`` below that gives the quickest board met.

>>> import random
>>> from fewest.puzzles.pg_60063.formats import read_case
>>> b = read_case(scramble("6", None, random.Random(5)))["board"]
>>> len(b), b[0][:2]
(6, [0, 0])
"""

from __future__ import annotations

import json
import random
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.pg_60063.model import MAX_N, MIN_N, Board

TRIES = 200


def parse_side(size: str) -> int:
    a, _, b = str(size).strip().lower().partition("x")
    try:
        n = int(a)
        if b and int(b) != n:
            raise ValueError
    except ValueError:
        raise InvalidPuzzleError(
            f"programmers-60063 scramble size is a side N like 7, got {quote(size)}") from None
    if not MIN_N <= n <= MAX_N:
        raise InvalidPuzzleError(
            f"programmers-60063 side must be {MIN_N}..{MAX_N}, got {quote(size)}")
    return n


def random_board(n: int, density: float, rng: random.Random) -> list[list[int]]:
    board = [[1 if rng.random() < density else 0 for _ in range(n)] for _ in range(n)]
    board[0][0] = board[0][1] = 0
    return board


def seconds(board: list[list[int]]) -> int | None:
    """The fewest seconds, or ``None`` when the robot cannot reach the corner."""
    from fewest.puzzles.pg_60063.methods import shortest

    found = shortest(Board.from_case({"board": board}))
    return None if found is None else len(found[1])


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    n = parse_side(size)
    best: tuple[int, list[list[int]]] | None = None
    for _ in range(TRIES):
        board = random_board(n, 0.2, rng)
        t = seconds(board)
        if t is None:
            continue
        if moves is None or t <= moves:
            return json.dumps({"board": board})
        if best is None or t < best[0]:
            best = (t, board)
    board = best[1] if best is not None else [[0] * n for _ in range(n)]
    return json.dumps({"board": board})


def random_case(rng: random.Random, n: int) -> dict[str, Any]:
    """One case for the judge's stream: a random density, redrawn until reachable."""
    density = rng.choice((0.1, 0.2, 0.25, 0.3, 0.35))
    while True:
        board = random_board(n, density, rng)
        if seconds(board) is not None:
            return {"board": board}
        density *= 0.9
