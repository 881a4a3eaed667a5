"""Fewest rolls against an independent Bellman-Ford relaxation on random boards.

Also checks that the compiled BFS and every path it returns agree with the
engine BFS, including on unreachable boards and with unusual dice.
"""

from __future__ import annotations

import random

import pytest
from _snakes_helpers import bellman_ford_rolls, check_replay, label_map, random_grid

from fewest.errors import NoSolutionError
from fewest.puzzles.snakes_ladders import SnakesBoard, fewest_rolls, parse_board, solve_board


def _cases(count: int, seed: int):
    rng = random.Random(seed)
    for _ in range(count):
        n = rng.randint(2, 8)
        die = rng.choice([1, 2, 3, 4, 6, 6, 6, 9, 40, 100])
        density = rng.choice([0.0, 0.1, 0.3, 0.6, 0.95])
        yield random_grid(rng, n, density), die


@pytest.mark.parametrize("seed", range(6))
def test_bfs_matches_bellman_ford(seed: int) -> None:
    unreachable = reachable = 0
    for grid, die in _cases(60, seed):
        expected = bellman_ford_rolls(grid, die)
        board = SnakesBoard.from_grid(grid, die=die)
        assert fewest_rolls(board) == expected, (grid, die)
        for algorithm in ("bfs", "numba", "bidirectional"):
            if expected == -1:
                with pytest.raises(NoSolutionError):
                    solve_board(board, algorithm)
                continue
            solution = solve_board(board, algorithm)
            assert solution.length == expected, (grid, die, algorithm)
            check_replay(board, solution)
        unreachable += expected == -1
        reachable += expected != -1
    assert unreachable > 0 and reachable > 0


def test_snake_wall_is_unreachable() -> None:
    """Six snakes in a row back to 1 stop a six-sided die, but not a seven-sided one."""
    n = 4
    where = label_map(n)
    grid = [[-1] * n for _ in range(n)]
    for s in range(5, 11):
        r, c = where[s]
        grid[r][c] = 1
    assert bellman_ford_rolls(grid, 6) == -1
    assert fewest_rolls(SnakesBoard.from_grid(grid, die=6)) == -1
    assert fewest_rolls(SnakesBoard.from_grid(grid, die=7)) == bellman_ford_rolls(grid, 7) == 3


def test_huge_die_is_one_roll() -> None:
    board = parse_board("[[-1,-1,-1],[-1,-1,-1],[-1,-1,-1]]", die=10**12)
    assert fewest_rolls(board) == 1
    assert solve_board(board).moves == [(8, 9, 9)]


def test_die_of_one_walks_every_square() -> None:
    board = parse_board([[-1] * 5 for _ in range(5)], die=1)
    assert fewest_rolls(board) == 24
    solution = solve_board(board, "numba")
    check_replay(board, solution)
    assert solution.states == list(range(1, 26))


def test_large_random_boards_fast_path_matches_engine() -> None:
    """Boards of 900-2500 squares: compiled BFS and engine BFS give the same length."""
    rng = random.Random(2024)
    for _ in range(12):
        n = rng.randint(30, 50)
        grid = random_grid(rng, n, rng.choice([0.05, 0.2, 0.5]))
        board = SnakesBoard.from_grid(grid, die=rng.choice([2, 6, 12]))
        try:
            engine = solve_board(board, "bfs").length
        except NoSolutionError:
            engine = -1
        assert fewest_rolls(board) == engine
        if engine != -1:
            check_replay(board, solve_board(board, "numba"))
