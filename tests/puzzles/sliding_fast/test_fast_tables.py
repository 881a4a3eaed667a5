"""Distance tables against an independent plain-Python BFS, every path replayed."""

from __future__ import annotations

import random

import numpy as np
import pytest
from fast_oracle import bfs_distances, engine_length, replay, scramble

from fewest.errors import InvalidPuzzleError, NoSolutionError
from fewest.puzzles.sliding.fast.tables import (
    distance_table,
    reachable_count,
    table_cached,
    table_solve,
)
from fewest.puzzles.sliding.model import blank_first, blank_last, is_solvable

SPEC_CORNER = [
    1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485,
    5638, 9529, 10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274,
    3910, 760, 221, 2,
]


def test_8_puzzle_histogram_matches_spec() -> None:
    for goal in (blank_first(3, 3), blank_last(3, 3)):
        table = distance_table(3, 3, goal)
        assert len(table) == 181440
        assert np.bincount(table).tolist() == SPEC_CORNER


def test_8_puzzle_blank_centre_max() -> None:
    table = distance_table(3, 3, (1, 2, 3, 4, 0, 5, 6, 7, 8))
    assert int(table.max()) == 30 and int((table == 30).sum()) == 148


@pytest.mark.parametrize(
    ("rows", "cols", "goal"),
    [
        (2, 2, (1, 2, 3, 0)),
        (2, 3, (0, 1, 2, 3, 4, 5)),
        (3, 2, (1, 2, 3, 4, 5, 0)),
        (2, 3, (5, 0, 3, 1, 4, 2)),
        (2, 4, (1, 2, 3, 4, 5, 6, 7, 0)),
        (2, 4, (0, 1, 2, 3, 4, 5, 6, 7)),
        (4, 2, (3, 1, 7, 0, 2, 6, 4, 5)),
        (3, 3, (0, 1, 2, 3, 4, 5, 6, 7, 8)),
        (3, 3, (8, 3, 5, 1, 0, 7, 2, 4, 6)),
    ],
)
def test_table_matches_plain_bfs(rows: int, cols: int, goal: tuple[int, ...]) -> None:
    oracle = bfs_distances(rows, cols, goal)
    assert len(oracle) == reachable_count(rows, cols)
    table = distance_table(rows, cols, goal)
    assert np.bincount(table).tolist() == np.bincount(list(oracle.values())).tolist()
    boards = list(oracle)
    rng = random.Random(rows * 100 + cols)
    sample = boards if len(boards) <= 400 else rng.sample(boards, 300)
    for board in sample:
        moves = table_solve(board, rows, cols, goal, table)
        assert len(moves) == oracle[board]
        assert replay(board, rows, cols, moves) == goal


def test_table_against_engine_bfs() -> None:
    rng = random.Random(7)
    goal = blank_last(2, 4)
    for _ in range(30):
        board = scramble(goal, 2, 4, rng.randrange(0, 40), rng)
        moves = table_solve(board, 2, 4, goal)
        assert len(moves) == engine_length(board, 2, 4, goal)
        assert replay(board, 2, 4, moves) == goal


def test_spec_examples() -> None:
    cases = [
        ((3, 1, 2, 4, 7, 5, 6, 8, 0), blank_first(3, 3), 4),
        ((2, 3, 4, 1, 5, 0, 7, 6, 8), blank_last(3, 3), 19),
        ((8, 6, 7, 2, 5, 4, 3, 0, 1), blank_last(3, 3), 31),
        ((8, 0, 6, 5, 4, 7, 2, 3, 1), blank_first(3, 3), 31),
    ]
    for board, goal, length in cases:
        moves = table_solve(board, 3, 3, goal)
        assert len(moves) == length and replay(board, 3, 3, moves) == goal


def test_unreachable_and_bad_input() -> None:
    goal = blank_last(3, 3)
    bad = (3, 6, 0, 8, 1, 2, 7, 4, 5)
    assert not is_solvable(bad, goal, 3)
    with pytest.raises(NoSolutionError):
        table_solve(bad, 3, 3, goal)
    with pytest.raises(InvalidPuzzleError, match="12 cells"):
        distance_table(4, 4, blank_last(4, 4))
    with pytest.raises(InvalidPuzzleError, match="exactly once"):
        table_solve((1, 1, 2, 3, 4, 5, 6, 7, 0), 3, 3, goal)
    with pytest.raises(InvalidPuzzleError, match="cells"):
        table_solve((1, 2, 0), 3, 3, goal)
    with pytest.raises(InvalidPuzzleError, match="2x2"):
        distance_table(1, 5, (0, 1, 2, 3, 4))


def test_table_cached_after_build() -> None:
    distance_table(2, 3, blank_last(2, 3))
    assert table_cached(2, 3, blank_last(2, 3))
    assert table_cached(2, 3, (2, 1, 3, 4, 5, 0))  # same blank cell, same table


@pytest.mark.slow
@pytest.mark.parametrize(("rows", "cols"), [(3, 4), (2, 6), (4, 3), (2, 5)])
def test_big_tables(rows: int, cols: int) -> None:
    goal = blank_first(rows, cols)
    table = distance_table(rows, cols, goal)
    assert len(table) == reachable_count(rows, cols)
    assert int((table == 255).sum()) == 0
    rng = random.Random(3)
    for _ in range(20):
        board = scramble(goal, rows, cols, rng.randrange(5, 30), rng)
        moves = table_solve(board, rows, cols, goal, table)
        assert len(moves) == engine_length(board, rows, cols, goal)
        assert replay(board, rows, cols, moves) == goal
