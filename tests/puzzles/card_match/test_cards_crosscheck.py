"""The pair-removal DP against independent methods on many random boards.

* the full-state engine puzzle under plain BFS (every key, every state);
* networkx on the explicit game graph built from the test-only rules;
* the classic "try every pair order" solution with BFS cursor distances.

Every DP path is also replayed key by key with the test-only rules.
"""

from __future__ import annotations

import random

import pytest
from cards_oracle import classic_answer, graph_answer, random_board, simulate
from hypothesis import given, settings
from hypothesis import strategies as st

from fewest import solve
from fewest.puzzles.card_match import CardPuzzle, board_from_grid, solve_pairs


def dp_checked(grid: list[list[int]], cursor: tuple[int, int]) -> int:
    """The DP answer, after checking its path clears the board under the test rules."""
    sol = solve_pairs(board_from_grid(grid, cursor, grid))
    assert sol.optimal and sol.cost == sol.length == len(sol.states) - 1
    _, left, up = simulate(grid, cursor, sol.moves)
    assert not left and up is None, (grid, cursor, sol.moves)
    return sol.length


def boards(seed: int, count: int, rows: int, cols: int, max_pairs: int):
    rng = random.Random(seed)
    for _ in range(count):
        pairs = rng.randint(1, max_pairs)
        yield random_board(rng, rows, cols, pairs), (rng.randrange(rows), rng.randrange(cols))


@pytest.mark.parametrize("seed", range(3))
def test_dp_equals_full_state_bfs_on_4x4(seed):
    for grid, cursor in boards(seed, 100, 4, 4, 6):
        engine = solve(CardPuzzle(board_from_grid(grid, cursor, grid)), "bfs")
        assert dp_checked(grid, cursor) == engine.length, (grid, cursor)


@pytest.mark.slow
def test_dp_equals_classic_on_4x4():
    for grid, cursor in boards(10, 100, 4, 4, 6):
        assert dp_checked(grid, cursor) == classic_answer(grid, cursor), (grid, cursor)


def test_dp_equals_networkx_graph():
    for grid, cursor in boards(20, 60, 4, 4, 4):
        assert dp_checked(grid, cursor) == graph_answer(grid, cursor), (grid, cursor)


def test_full_4x4_board_of_eight_pairs():
    rng = random.Random(30)
    grid = random_board(rng, 4, 4, 8)
    engine = solve(CardPuzzle(board_from_grid(grid, (0, 0), grid)), "astar")
    assert dp_checked(grid, (0, 0)) == engine.length


SHAPE = ("rows", "cols", "pairs", "seed")


@pytest.mark.parametrize(SHAPE, [(5, 5, 7, 1), (6, 6, 8, 2), (3, 7, 6, 3)])
def test_larger_boards_against_full_state(rows, cols, pairs, seed):
    rng = random.Random(seed)
    grid = random_board(rng, rows, cols, pairs)
    cursor = (rng.randrange(rows), rng.randrange(cols))
    engine = solve(CardPuzzle(board_from_grid(grid, cursor, grid)), "bfs")
    assert dp_checked(grid, cursor) == engine.length


@pytest.mark.slow
@pytest.mark.parametrize(SHAPE, [(5, 5, 9, 4), (6, 6, 10, 5), (6, 6, 12, 6)])
def test_larger_boards_against_full_state_slow(rows, cols, pairs, seed):
    rng = random.Random(seed)
    grid = random_board(rng, rows, cols, pairs)
    cursor = (rng.randrange(rows), rng.randrange(cols))
    engine = solve(CardPuzzle(board_from_grid(grid, cursor, grid)), "astar")
    assert dp_checked(grid, cursor) == engine.length


@settings(max_examples=40, deadline=None)
@given(
    rows=st.integers(1, 4), cols=st.integers(2, 5), data=st.data(),
)
def test_odd_shapes_against_classic(rows, cols, data):
    pairs = data.draw(st.integers(1, min(5, rows * cols // 2)))
    seed = data.draw(st.integers(0, 10**6))
    rng = random.Random(seed)
    grid = random_board(rng, rows, cols, pairs)
    cursor = (data.draw(st.integers(0, rows - 1)), data.draw(st.integers(0, cols - 1)))
    assert dp_checked(grid, cursor) == classic_answer(grid, cursor)
