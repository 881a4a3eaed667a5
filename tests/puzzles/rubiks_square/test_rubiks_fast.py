"""``--mode fast`` for the Rubik's square: the 3-cycle table and the constructive solver.

Every answer is replayed through the engine puzzle; the optimal lengths it is
compared with come from the exact compiled IDA* (full distance tables on
boards of up to 10 cells).
"""

from __future__ import annotations

import random

import pytest
from rubiks_helpers import check_replay, random_board, scramble

from fewest.errors import NoSolutionError, SearchLimitError
from fewest.problem import Limits
from fewest.puzzles.rubiks_square.cycles import missing_keys, three_cycle
from fewest.puzzles.rubiks_square.fast import solve_fast
from fewest.puzzles.rubiks_square.model import MAX_SIDE, MIN_SIDE, Board, apply_move
from fewest.puzzles.rubiks_square.solver import solve_board

SIDES = range(MIN_SIDE, MAX_SIDE + 1)
#: Every shape once per parity case: even x even, odd x odd, odd rows with even
#: columns (row order) and even rows with odd columns (column order); the
#: slow run covers every size the family takes.
QUICK = {(2, 2), (2, 7), (3, 3), (3, 4), (4, 4), (4, 5), (5, 5), (6, 6), (7, 6), (7, 7)}
SIZES = [pytest.param(r, c, marks=() if (r, c) in QUICK else pytest.mark.slow)
         for r in SIDES for c in SIDES]


@pytest.mark.parametrize(("rows", "cols"), SIZES)
def test_every_triple_of_cells_has_a_3_cycle(rows: int, cols: int) -> None:
    assert missing_keys(rows, cols) == 0
    rng = random.Random(rows * 10 + cols)
    n = rows * cols
    for _ in range(20):
        p, t, b = rng.sample(range(n), 3)
        state = tuple(range(n))
        for move in three_cycle(rows, cols, p=p, t=t, b=b):
            state = apply_move(state, rows, cols, move)
        want = list(range(n))
        want[t], want[b], want[p] = p, t, b  # p's tile to t, t's to b, b's to p
        assert list(state) == want


@pytest.mark.parametrize(("rows", "cols"), SIZES)
def test_sorts_random_boards_of_every_size(rows: int, cols: int) -> None:
    rng = random.Random(rows * 7 + cols)
    board = random_board(rows, cols, rng)
    sol = solve_fast(board)
    assert sol.optimal is False and sol.algorithm.startswith("fast")
    check_replay(board, sol)


def test_never_shorter_than_optimal_and_exact_on_short_boards() -> None:
    rng = random.Random(3)
    for _ in range(10):
        board = random_board(3, 3, rng)
        assert solve_fast(board).length >= solve_board(board).length
    # one move from sorted: the free walk finds that move
    for rows, cols in ((4, 4), (5, 7), (7, 7)):
        board = scramble(rows, cols, 1, rng)
        if not board.is_solved():
            assert solve_fast(board).length == 1


def test_solved_unreachable_and_limits() -> None:
    assert solve_fast(Board.solved(5, 5)).length == 0
    odd = Board.from_text("2 1 3 / 4 5 6 / 7 8 9")
    with pytest.raises(NoSolutionError, match="odd arrangement"):
        solve_fast(odd)
    with pytest.raises(SearchLimitError) as info:
        solve_fast(random_board(7, 7, random.Random(1)), limits=Limits(max_expansions=3))
    assert info.value.reason == "max_expansions"
