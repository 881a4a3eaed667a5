"""The non-optimal big-board mode returns valid paths (replayed independently)."""

from __future__ import annotations

import random

import pytest
from fast_oracle import replay

from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.puzzles.sliding.fast.bigboard import fast_mode_solve
from fewest.puzzles.sliding.fast.tables import table_solve
from fewest.puzzles.sliding.model import blank_first, blank_last, is_solvable


def _random_board(
    rows: int, cols: int, goal: tuple[int, ...], rng: random.Random
) -> tuple[int, ...]:
    tiles = list(range(rows * cols))
    while True:
        rng.shuffle(tiles)
        if is_solvable(tiles, goal, cols):
            return tuple(tiles)


@pytest.mark.parametrize(("rows", "cols"), [(2, 2), (2, 3), (3, 2), (2, 6), (6, 2), (3, 3),
                                            (4, 4), (3, 7), (5, 5), (6, 4), (10, 10)])
def test_valid_paths_for_many_goals(rows: int, cols: int) -> None:
    rng = random.Random(rows * 31 + cols)
    n = rows * cols
    goals = [blank_first(rows, cols), blank_last(rows, cols), tuple(rng.sample(range(n), n))]
    for goal in goals:
        for _ in range(3 if n > 50 else 8):
            board = _random_board(rows, cols, goal, rng)
            moves = fast_mode_solve(board, rows, cols, goal)
            assert replay(board, rows, cols, moves) == goal


def test_never_shorter_than_optimal() -> None:
    rng = random.Random(4)
    goal = blank_last(3, 3)
    for _ in range(30):
        board = _random_board(3, 3, goal, rng)
        assert len(fast_mode_solve(board, 3, 3, goal)) >= len(table_solve(board, 3, 3, goal))


def test_solved_board_and_errors() -> None:
    goal = blank_last(4, 4)
    assert fast_mode_solve(goal, 4, 4, goal) == []
    with pytest.raises(NoSolutionError):
        fast_mode_solve((2, 1, *range(3, 16), 0), 4, 4, goal)
    assert fast_mode_solve(blank_last(13, 12), 13, 12, blank_last(13, 12)) == []
    with pytest.raises(InvalidPuzzleError, match="exactly once"):
        fast_mode_solve((1, 1, 2, 0), 2, 2, blank_last(2, 2))
