"""Compiled IDA* and pattern tables against independent references.

References: the engine's bidirectional BFS (pure Python) and full distance
tables, which are themselves checked against a plain Python BFS.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from rubiks_helpers import check_replay, random_board, scramble

from fewest.kernels.ranking import partial_rank
from fewest.puzzles.rubiks_square import tables
from fewest.puzzles.rubiks_square.kernels import heuristic
from fewest.puzzles.rubiks_square.model import Board
from fewest.puzzles.rubiks_square.puzzle import SquarePuzzle
from fewest.puzzles.rubiks_square.solver import _arrays, solve_board
from fewest.search import bidirectional_bfs


def exact_distance(board: Board) -> int:
    """Distance from the full table (tiles 1..N-1 placed; the last is forced)."""
    pat = tables.pattern(board.rows, board.cols, tables.exact_tiles(board.rows, board.cols))
    cells = np.zeros(pat.k, dtype=np.int64)
    for p, t in enumerate(board.tiles):
        if t <= pat.k:
            cells[t - 1] = p
    return int(pat.table[partial_rank(cells, pat.k, board.rows * board.cols)])


def each_lookup(board: Board, pat: tables.Pattern) -> list[int]:
    """Every single lookup value of ``pat`` on ``board``."""
    b, pos = _arrays(board)
    return [int(heuristic(b, pos, pat.table, pat.weights, pat.k, pat.lk_src[i:i + 1],
                          pat.lk_map[i:i + 1], pat.lk_inv[i:i + 1], 255))
            for i in range(pat.lk_src.shape[0])]


@pytest.mark.parametrize("rows,cols,tiles", [
    (3, 3, (0, 1, 2, 3)), (3, 3, (0, 4, 8)), (2, 4, (0, 1, 5)), (2, 5, (0, 1, 2, 3)),
])
def test_every_symmetric_and_inverse_lookup_is_a_lower_bound(
        rows: int, cols: int, tiles: tuple[int, ...]) -> None:
    rng = random.Random(rows * 10 + cols)
    pat = tables.pattern(rows, cols, tiles)
    assert pat.lk_src.shape[0] > 2 and set(pat.lk_inv.tolist()) == {0, 1}
    tight = 0
    for _ in range(150):
        board = random_board(rows, cols, rng)
        exact = exact_distance(board)
        values = each_lookup(board, pat)
        assert max(values) <= exact
        tight += max(values) == exact
    assert tight > 0  # the bound is not vacuous


@pytest.mark.parametrize("rows,cols,tiles,count", [
    (3, 3, (0, 1, 2, 3), 60), (2, 5, (0, 1, 2, 3), 40), (2, 4, (0, 1, 2), 60),
    (4, 2, (0, 1, 2), 30),
])
def test_pattern_ida_is_optimal_on_uniformly_random_boards(
        rows: int, cols: int, tiles: tuple[int, ...], count: int) -> None:
    rng = random.Random(count + rows)
    for _ in range(count):
        board = random_board(rows, cols, rng)
        sol = solve_board(board, tiles=tiles)
        assert sol.length == exact_distance(board)
        check_replay(board, sol)


def test_compiled_agrees_with_bidirectional_bfs_on_100_4x4_scrambles() -> None:
    rng = random.Random(2549)
    lengths = []
    for i in range(100):
        board = scramble(4, 4, 1 + i % 6, rng)
        sol = solve_board(board)
        ref = bidirectional_bfs(SquarePuzzle(board, with_heuristic=False))
        assert sol.length == ref.length and sol.optimal
        check_replay(board, sol)
        lengths.append(sol.length)
    assert max(lengths) == 6


@pytest.mark.parametrize("rows,cols", [(3, 4), (4, 3), (3, 5), (4, 5), (5, 5), (2, 5), (5, 2)])
def test_compiled_agrees_with_bidirectional_bfs_on_other_sizes(rows: int, cols: int) -> None:
    rng = random.Random(rows * 7 + cols)
    for depth in (1, 2, 3, 4, 5):
        board = scramble(rows, cols, depth, rng)
        sol = solve_board(board, strength="small")
        ref = bidirectional_bfs(SquarePuzzle(board, with_heuristic=False))
        assert sol.length == ref.length
        check_replay(board, sol)


def test_small_pattern_gives_the_same_lengths_as_a_stronger_one_on_random_3x4() -> None:
    rng = random.Random(34)
    for _ in range(3):
        board = random_board(3, 4, rng)
        weak = solve_board(board, tiles=(0, 1, 2, 3, 4))
        strong = solve_board(board, strength="small")
        assert weak.length == strong.length
        check_replay(board, weak)
        check_replay(board, strong)


@pytest.mark.slow
def test_compiled_agrees_with_bidirectional_bfs_on_300_scrambles_up_to_8() -> None:
    rng = random.Random(8)
    for i in range(300):
        board = scramble(4, 4, 1 + i % 8, rng)
        sol = solve_board(board)
        ref = bidirectional_bfs(SquarePuzzle(board, with_heuristic=False))
        assert sol.length == ref.length
        check_replay(board, sol)


@pytest.mark.slow
def test_big_table_agrees_with_small_table_on_random_4x4() -> None:
    rng = random.Random(16)
    for _ in range(5):
        board = random_board(4, 4, rng)
        big = solve_board(board, strength="big")
        small = solve_board(board, strength="small")
        assert big.length == small.length
        check_replay(board, big)
