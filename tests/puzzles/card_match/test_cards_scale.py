"""Big boards: the DP's two BFS paths, limits, and full 6 x 6 boards."""

from __future__ import annotations

import random

import pytest
from cards_oracle import classic_answer, random_board, simulate

from fewest import InvalidPuzzleError, Limits, SearchLimitError, replay
from fewest.puzzles.card_match import CardPuzzle, board_from_grid, solve_pairs
from fewest.puzzles.card_match.kernels import MAX_BIT_CELLS


@pytest.mark.parametrize(
    ("rows", "cols", "pairs"),
    [(7, 9, 4), (8, 8, 4), (9, 10, 3), (1, 70, 3), (12, 6, 4)],
)
def test_bitset_and_list_bfs_paths_against_classic(rows, cols, pairs):
    assert (rows * cols <= MAX_BIT_CELLS) == (rows * cols == 63)
    rng = random.Random(rows * 100 + cols)
    for _ in range(3):
        grid = random_board(rng, rows, cols, pairs)
        cursor = (rng.randrange(rows), rng.randrange(cols))
        sol = solve_pairs(board_from_grid(grid, cursor, grid))
        assert sol.length == classic_answer(grid, cursor)
        _, left, _ = simulate(grid, cursor, sol.moves)
        assert not left


@pytest.mark.parametrize("pairs", [12, 18])
def test_full_six_by_six(pairs):
    rng = random.Random(pairs)
    grid = random_board(rng, 6, 6, pairs)
    board = board_from_grid(grid, (2, 3), grid)
    sol = solve_pairs(board)
    puzzle = CardPuzzle(board)
    states, cost = replay(puzzle, puzzle.start, sol.moves)
    assert states == sol.states and cost == sol.length and puzzle.is_goal(states[-1])
    _, left, up = simulate(grid, (2, 3), sol.moves)
    assert not left and up is None
    assert sol.moves.count("Enter") == 2 * pairs  # an optimal play never mismatches
    assert sol.stats.peak_stored == (1 << pairs) * 2 * pairs
    # every (mask, cursor card) state once, plus the start; 2 x pairs-left transitions each
    assert sol.stats.expanded == pairs * 2**pairs + 1
    assert sol.stats.generated == pairs * (pairs - 1) * 2**pairs + 2 * pairs


def test_table_limit():
    grid = random_board(random.Random(1), 6, 6, 10)
    board = board_from_grid(grid, (0, 0), grid)
    with pytest.raises(SearchLimitError) as info:
        solve_pairs(board, limits=Limits(max_states=1000))
    assert info.value.reason == "max_states"
    many = random_board(random.Random(2), 7, 7, 21)
    with pytest.raises(InvalidPuzzleError, match=r"21 pairs are too many .* use --mode fast"):
        solve_pairs(board_from_grid(many, (0, 0), many))


@pytest.mark.parametrize(
    ("limits", "reason"),
    [(Limits(max_seconds=0.001), "max_seconds"), (Limits(max_expansions=10), "max_expansions")],
)
def test_time_and_expansion_limits(limits, reason):
    grid = random_board(random.Random(3), 6, 6, 16)
    with pytest.raises(SearchLimitError) as info:
        solve_pairs(board_from_grid(grid, (0, 0), grid), limits=limits)
    assert info.value.reason == reason


def test_max_expansions_is_checked_before_it_is_passed() -> None:
    grid = [[1, 2, 3, 4], [5, 6, 7, 8], [1, 2, 3, 4], [5, 6, 7, 8]]
    board = board_from_grid(grid, (0, 0), grid)
    with pytest.raises(SearchLimitError) as info:
        solve_pairs(board, limits=Limits(max_expansions=500))
    assert info.value.reason == "max_expansions"
    # blocks shrink to the limit; one mask (at most 2 x pairs states) is the smallest step
    assert 500 <= info.value.stats.expanded < 500 + 2 * 8


def test_registry_declares_every_limit_honoured() -> None:
    from fewest.puzzles.card_match import FAMILY

    assert FAMILY.resolve_method("pair-dp").honours == {"max_seconds", "max_expansions",
                                                          "max_states"}
