"""The family's answers against an independent oracle, and every road replayed."""

from __future__ import annotations

import random

import pytest

from fewest.errors import InvalidPuzzleError
from fewest.puzzles import get_family

NAME = "programmers-67259"
DIRS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


def oracle(board: list[list[int]]) -> int:
    """Bellman-Ford over (cell, incoming direction), costs straight from the statement:
    100 a piece, 500 more where two pieces meet at a right angle."""
    n = len(board)
    inf = 10**9
    best: dict[tuple[int, int, str | None], int] = {(0, 0, None): 0}
    for _ in range(4 * n * n + 1):
        changed = False
        for (r, c, came), g in list(best.items()):
            for name, (dr, dc) in DIRS.items():
                rr, cc = r + dr, c + dc
                if not (0 <= rr < n and 0 <= cc < n) or board[rr][cc]:
                    continue
                corner = came is not None and came != name
                ng = g + 100 + (500 if corner else 0)
                if ng < best.get((rr, cc, name), inf):
                    best[(rr, cc, name)] = ng
                    changed = True
        if not changed:
            break
    return min((g for (r, c, _d), g in best.items() if (r, c) == (n - 1, n - 1)), default=-1)


def replayed(board: list[list[int]], moves: list[str]) -> int:
    """Lay the road piece by piece; return its cost by the statement's rules."""
    n = len(board)
    r = c = 0
    total = 0
    prev = None
    for mv in moves:
        dr, dc = DIRS[mv]
        r, c = r + dr, c + dc
        assert 0 <= r < n and 0 <= c < n and board[r][c] == 0
        total += 100 + (500 if prev is not None and prev != mv else 0)
        prev = mv
    assert (r, c) == (n - 1, n - 1)
    return total


def random_board(rng: random.Random, n: int, density: float) -> list[list[int]]:
    board = [[int(rng.random() < density) for _ in range(n)] for _ in range(n)]
    board[0][0] = board[n - 1][n - 1] = 0
    return board


def solve(board: list[list[int]], method: str = "auto") -> int:
    try:
        inst = get_family(NAME).parse({"board": board})
    except InvalidPuzzleError as exc:
        assert "no road" in str(exc)
        return -1
    sol = inst.solve(method)
    got = replayed(board, sol.moves)
    assert got == sol.cost
    assert inst.judge_output(sol, "judge") == str(got)
    return got


def test_family_agrees_with_the_oracle_on_250_boards() -> None:
    rng = random.Random(67259)
    for i in range(250):
        board = random_board(rng, 3 + i % 5, rng.choice((0.1, 0.25, 0.4)))
        assert solve(board) == oracle(board), board


@pytest.mark.parametrize("method", ["dijkstra", "astar", "idastar"])
def test_engine_methods(method: str) -> None:
    rng = random.Random(11)
    for _ in range(10):
        board = random_board(rng, rng.randint(3, 4), 0.2)
        assert solve(board, method) == oracle(board), board


def test_largest_open_board() -> None:
    board = [[0] * 25 for _ in range(25)]
    assert solve(board) == 48 * 100 + 500
