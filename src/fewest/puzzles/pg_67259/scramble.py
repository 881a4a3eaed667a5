"""Random Programmers 67259 boards, for ``fewest scramble`` and the judge's stream.

``size`` is the side ``N`` (3..25); about 25% walls, both corners empty,
redrawn until a road can join them (the statement guarantees one).
``moves=k`` redraws until the cheapest road has at most ``k`` pieces.

>>> import random
>>> from fewest.puzzles.pg_67259.formats import read_case
>>> b = read_case(scramble("6", None, random.Random(5)))["board"]
>>> len(b), b[0][0], b[5][5]
(6, 0, 0)
"""

from __future__ import annotations

import heapq
import json
import random
from collections import deque
from typing import Any

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.boardtext import quote
from fewest.puzzles.pg_67259.model import MAX_N, MIN_N, Track

TRIES = 200


def parse_side(size: str) -> int:
    a, _, b = str(size).strip().lower().partition("x")
    try:
        n = int(a)
        if b and int(b) != n:
            raise ValueError
    except ValueError:
        raise InvalidPuzzleError(
            f"programmers-67259 scramble size is a side N like 6, got {quote(size)}") from None
    if not MIN_N <= n <= MAX_N:
        raise InvalidPuzzleError(
            f"programmers-67259 side must be {MIN_N}..{MAX_N}, got {quote(size)}")
    return n


def random_board(n: int, density: float, rng: random.Random) -> list[list[int]]:
    board = [[1 if rng.random() < density else 0 for _ in range(n)] for _ in range(n)]
    board[0][0] = board[n - 1][n - 1] = 0
    return board


def connected(board: list[list[int]]) -> bool:
    return Track(tuple(tuple(r) for r in board)).connected()


def cheapest(board: list[list[int]], per_cell: bool = False) -> int:
    """The cheapest road's cost: with the direction in the state, or (``per_cell``)
    the classic shortcut that keeps one best cost per cell, which the stream uses
    to pick boards on which that shortcut answers wrong."""
    n = len(board)
    steps = ((-1, 0), (1, 0), (0, -1), (0, 1))
    if per_cell:
        cost = [[1 << 30] * n for _ in range(n)]
        cost[0][0] = 0
        todo = deque([(0, 0, -1, 0)])
        while todo:
            r, c, d, g = todo.popleft()
            for k, (dr, dc) in enumerate(steps):
                rr, cc = r + dr, c + dc
                if 0 <= rr < n and 0 <= cc < n and not board[rr][cc]:
                    ng = g + (100 if d in (-1, k) else 600)
                    if ng <= cost[rr][cc]:
                        cost[rr][cc] = ng
                        todo.append((rr, cc, k, ng))
        return cost[n - 1][n - 1]
    best = {(0, 0, -1): 0}
    heap = [(0, 0, 0, -1)]
    while heap:
        g, r, c, d = heapq.heappop(heap)
        if (r, c) == (n - 1, n - 1):
            return g
        if g > best[(r, c, d)]:
            continue
        for k, (dr, dc) in enumerate(steps):
            rr, cc = r + dr, c + dc
            if 0 <= rr < n and 0 <= cc < n and not board[rr][cc]:
                ng = g + (100 if d in (-1, k) else 600)
                if ng < best.get((rr, cc, k), 1 << 30):
                    best[(rr, cc, k)] = ng
                    heapq.heappush(heap, (ng, rr, cc, k))
    return -1


def scramble(size: str, moves: int | None, rng: random.Random) -> str:
    from fewest.puzzles import get_family

    n = parse_side(size)
    family = get_family("programmers-67259")
    for _ in range(TRIES):
        board = random_board(n, 0.25, rng)
        if not connected(board):
            continue
        text = json.dumps({"board": board})
        if moves is None or family.parse(text).solve().length <= moves:
            return text
    return json.dumps({"board": [[0] * n for _ in range(n)]})


def random_case(rng: random.Random, n: int) -> dict[str, Any]:
    """One case for the judge's stream, always with a road.  From ``N = 5`` on, half the
    cases are redrawn (up to 30 times) until one best cost per cell answers them wrong."""
    density = rng.choice((0.1, 0.2, 0.3, 0.4))
    picky = n >= 5 and rng.random() < 0.5
    board = random_board(n, density, rng)
    for _ in range(30):
        if connected(board) and (not picky or cheapest(board, per_cell=True) != cheapest(board)):
            return {"board": board}
        board = random_board(n, density, rng)
    while not connected(board):
        density *= 0.9
        board = random_board(n, density, rng)
    return {"board": board}
