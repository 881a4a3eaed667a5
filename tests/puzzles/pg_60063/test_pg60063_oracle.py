"""The family's answers against an independent oracle, and every route replayed."""

from __future__ import annotations

import random
from collections import deque

import pytest

from fewest.errors import InvalidPuzzleError
from fewest.puzzles import get_family

NAME = "programmers-60063"
Pos = frozenset[tuple[int, int]]


def oracle(board: list[list[int]]) -> int:
    """BFS over the set of the robot's two cells, turns written as 'pivot + neighbour'."""
    n = len(board)

    def empty(r: int, c: int) -> bool:
        return 0 <= r < n and 0 <= c < n and board[r][c] == 0

    start: Pos = frozenset({(0, 0), (0, 1)})
    dist = {start: 0}
    todo = deque([start])
    while todo:
        pos = todo.popleft()
        if (n - 1, n - 1) in pos:
            return dist[pos]
        a, b = sorted(pos)
        out = []
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if empty(a[0] + dr, a[1] + dc) and empty(b[0] + dr, b[1] + dc):
                out.append(frozenset({(a[0] + dr, a[1] + dc), (b[0] + dr, b[1] + dc)}))
        sides = ((1, 0), (-1, 0)) if a[0] == b[0] else ((0, 1), (0, -1))
        for dr, dc in sides:
            if empty(a[0] + dr, a[1] + dc) and empty(b[0] + dr, b[1] + dc):
                for pivot in (a, b):
                    out.append(frozenset({pivot, (pivot[0] + dr, pivot[1] + dc)}))
        for s in out:
            if s not in dist:
                dist[s] = dist[pos] + 1
                todo.append(s)
    return -1


def replayed(board: list[list[int]], moves: list[str]) -> int:
    """Play the moves by the statement's rules; fail on an illegal one."""
    n = len(board)

    def empty(r: int, c: int) -> bool:
        return 0 <= r < n and 0 <= c < n and board[r][c] == 0

    shift = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
    cells = [(0, 0), (0, 1)]
    for mv in moves:
        if mv in shift:
            dr, dc = shift[mv]
            cells = [(r + dr, c + dc) for r, c in cells]
            assert all(empty(*x) for x in cells), mv
            continue
        _turn, side, _about, which = mv.split()
        dr, dc = shift[side]
        a, b = sorted(cells)
        assert (a[0] == b[0]) == (side in ("up", "down"))  # a lying robot turns up or down
        swept = [(a[0] + dr, a[1] + dc), (b[0] + dr, b[1] + dc)]
        assert all(empty(*x) for x in swept), mv
        pivot = a if which in ("left", "top") else b
        cells = [pivot, (pivot[0] + dr, pivot[1] + dc)]
    assert (n - 1, n - 1) in cells
    return len(moves)


def random_board(rng: random.Random, n: int, density: float) -> list[list[int]]:
    board = [[int(rng.random() < density) for _ in range(n)] for _ in range(n)]
    board[0][0] = board[0][1] = 0
    return board


def solve(board: list[list[int]], method: str = "auto") -> int:
    try:
        inst = get_family(NAME).parse({"board": board})
    except InvalidPuzzleError as exc:
        assert "cannot reach" in str(exc)
        return -1
    sol = inst.solve(method)
    got = replayed(board, sol.moves)
    assert inst.judge_output(sol, "judge") == str(got)
    return got


def test_family_agrees_with_the_oracle_on_300_boards() -> None:
    rng = random.Random(60063)
    for i in range(300):
        board = random_board(rng, 5 + i % 5, rng.choice((0.1, 0.25, 0.35)))
        assert solve(board) == oracle(board), board


@pytest.mark.parametrize("method", ["bfs", "astar", "greedy", "dijkstra"])
def test_engine_methods(method: str) -> None:
    rng = random.Random(9)
    for _ in range(12):
        board = random_board(rng, rng.randint(5, 6), 0.2)
        want = oracle(board)
        got = solve(board, method)
        assert got == want if method != "greedy" else (got == -1) == (want == -1)


@pytest.mark.slow
def test_largest_open_board() -> None:
    board = [[0] * 100 for _ in range(100)]
    assert solve(board) == oracle(board)
