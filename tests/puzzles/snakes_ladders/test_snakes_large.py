"""Large boards: the compiled BFS against the engine BFS and closed forms."""

from __future__ import annotations

import numpy as np
import pytest
from _snakes_helpers import check_replay

from fewest.errors import NoSolutionError, SearchLimitError
from fewest.problem import Limits
from fewest.puzzles.snakes_ladders import SnakesBoard, fast_solve, fewest_rolls, solve_board


def numpy_board(n: int, density: float, seed: int, die: int = 6) -> SnakesBoard:
    rng = np.random.default_rng(seed)
    grid = np.full((n, n), -1, dtype=np.int64)
    mask = rng.random((n, n)) < density
    grid[mask] = rng.integers(1, n * n + 1, size=int(mask.sum()))
    grid[n - 1, 0] = -1
    grid[0, 0 if n % 2 == 0 else n - 1] = -1
    return SnakesBoard.from_grid(grid, die=die)


def engine_length(board: SnakesBoard) -> int:
    try:
        return solve_board(board, "bfs").length
    except NoSolutionError:
        return -1


def test_plain_million_square_board() -> None:
    """1000 x 1000 with no jumps: ceil((10^6 - 1) / die) rolls, found by "auto"."""
    board = SnakesBoard.from_grid(np.full((1000, 1000), -1, dtype=np.int64))
    solution = solve_board(board)
    assert solution.algorithm == "numba-bfs"
    assert solution.length == 166_667 == -(-(10**6 - 1) // 6)
    assert solution.states[-1] == 10**6 and solution.optimal
    assert all(m[0] in range(1, 7) for m in solution.moves)
    assert sum(m[0] for m in solution.moves) == 10**6 - 1


@pytest.mark.parametrize("seed", range(4))
def test_fast_matches_engine_on_random_200x200(seed: int) -> None:
    board = numpy_board(200, [0.002, 0.02, 0.2, 0.6][seed], seed, die=[6, 3, 6, 2][seed])
    expected = engine_length(board)
    assert fewest_rolls(board) == expected
    if expected >= 0:
        solution = fast_solve(board)
        assert solution.length == expected
        check_replay(board, solution)


def test_auto_switches_to_the_compiled_bfs_on_large_boards(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine BFS answers while it finishes within ``Family.quick``'s budget (a
    100 x 100 board takes well under it); past it, the compiled BFS."""
    from fewest.puzzles.snakes_ladders.family import FAMILY

    assert solve_board(numpy_board(10, 0.1, 1)).algorithm == "bfs"
    assert solve_board(numpy_board(100, 0.02, 1)).algorithm == "bfs"
    monkeypatch.setattr(FAMILY, "quick", ("bfs", 100))
    assert solve_board(numpy_board(100, 0.02, 1)).algorithm == "numba-bfs"


def test_fast_path_obeys_limits() -> None:
    board = numpy_board(100, 0.0, 2)
    with pytest.raises(SearchLimitError) as info:
        fast_solve(board, limits=Limits(max_expansions=10))
    assert info.value.reason == "max_expansions"
    with pytest.raises(SearchLimitError) as info:
        solve_board(board, limits=Limits(max_states=50))
    assert info.value.reason == "max_states"
    assert solve_board(board, limits=Limits(max_states=10**6)).length == 1667


@pytest.mark.slow
def test_fast_matches_engine_on_random_1000x1000() -> None:
    for seed, density in [(1, 0.01), (2, 0.1)]:
        board = numpy_board(1000, density, seed)
        assert fewest_rolls(board) == engine_length(board)
