"""``--mode fast`` for card matching: the greedy pair order against the exact DP.

Every answer is replayed through the reference rules (the engine puzzle) and
through the independent game simulator of ``cards_oracle``.
"""

from __future__ import annotations

import random

import pytest
from cards_oracle import random_board, simulate

from fewest import Limits, SearchLimitError, replay
from fewest.puzzles.card_match import CardPuzzle, board_from_grid, solve_pairs
from fewest.puzzles.card_match.greedy import solve_greedy


def _check(grid: list[list[int]], cursor: tuple[int, int]) -> int:
    board = board_from_grid(grid, cursor, grid)
    sol = solve_greedy(board)
    puzzle = CardPuzzle(board)
    states, cost = replay(puzzle, puzzle.start, sol.moves)
    assert states == sol.states and cost == sol.length and puzzle.is_goal(states[-1])
    _, left, up = simulate(grid, cursor, sol.moves)
    assert not left and up is None
    assert sol.optimal is False and sol.moves.count("Enter") == 2 * board.pairs
    return sol.length


@pytest.mark.parametrize(("rows", "cols", "pairs"), [(4, 4, 6), (4, 4, 8), (5, 6, 10), (1, 9, 3)])
def test_never_shorter_than_the_exact_dp(rows: int, cols: int, pairs: int) -> None:
    rng = random.Random(rows * 100 + cols * 10 + pairs)
    for _ in range(6):
        grid = random_board(rng, rows, cols, pairs)
        cursor = (rng.randrange(rows), rng.randrange(cols))
        optimum = solve_pairs(board_from_grid(grid, cursor, grid)).length
        assert _check(grid, cursor) >= optimum


def test_boards_beyond_the_dp() -> None:
    rng = random.Random(8)
    for rows, cols, pairs in ((8, 8, 32), (9, 11, 40)):
        _check(random_board(rng, rows, cols, pairs), (0, 0))


def test_limits_stop_between_removals() -> None:
    grid = random_board(random.Random(1), 8, 8, 32)
    with pytest.raises(SearchLimitError) as info:
        solve_greedy(board_from_grid(grid, (0, 0), grid), limits=Limits(max_expansions=5))
    assert info.value.reason == "max_expansions"
