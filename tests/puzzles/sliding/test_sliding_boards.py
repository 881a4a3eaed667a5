"""Other shapes (2x3, 3x2, 2x4, shallow 4x4) against BFS, and the DFS teaching point."""

from __future__ import annotations

import random

import pytest
from sliding_reference import bfs_table

from fewest import replay
from fewest.errors import NoSolutionError
from fewest.puzzles.base import InputOptions
from fewest.puzzles.sliding import FAMILY, SlidingInstance, apply_moves, choose_method
from fewest.puzzles.sliding.model import neighbours

ALGORITHMS = ["auto", "bidirectional", "astar", "idastar", "bfs"]


@pytest.mark.parametrize(("rows", "cols"), [(2, 2), (2, 3), (3, 2),
                                           pytest.param(2, 4, marks=pytest.mark.slow)])
@pytest.mark.parametrize("goal_name", ["blank-last", "blank-first"])
def test_small_shapes_against_bfs(rows: int, cols: int, goal_name: str) -> None:
    n = rows * cols
    goal = (*range(1, n), 0) if goal_name == "blank-last" else tuple(range(n))
    table = bfs_table(goal, rows, cols)
    import math

    assert len(table) == math.factorial(n) // 2
    rng = random.Random(rows * 10 + cols)
    for _ in range(40):
        board = tuple(rng.sample(range(n), n))
        inst = SlidingInstance(board, rows=rows, cols=cols, goal=goal_name)
        assert inst.solvable == (board in table)
        for algorithm in ALGORITHMS:
            if board not in table:
                with pytest.raises(NoSolutionError):
                    inst.solve(algorithm)
                continue
            sol = inst.solve(algorithm)
            assert sol.length == table[board]
            assert apply_moves(board, sol.moves, rows, cols) == goal


def test_deepest_2x4() -> None:
    goal = (1, 2, 3, 4, 5, 6, 7, 0)
    table = bfs_table(goal, 2, 4)
    deepest = max(table.values())
    for board in [b for b, d in table.items() if d == deepest][:3]:
        sol = SlidingInstance(board, rows=2, cols=4).solve()
        assert sol.length == deepest == 36
        assert apply_moves(board, sol.moves, 2, 4) == goal


def scramble(goal: tuple[int, ...], rows: int, cols: int, steps: int, seed: int):
    rng = random.Random(seed)
    board, prev = list(goal), -1
    nbrs = neighbours(rows, cols)
    for _ in range(steps):
        b = board.index(0)
        p = rng.choice([q for q in nbrs[b] if q >= 0 and q != prev])
        board[b], board[p] = board[p], 0
        prev = b
    return tuple(board)


@pytest.mark.parametrize("seed", range(6))
def test_shallow_4x4(seed: int) -> None:
    goal = (*range(1, 16), 0) if seed % 2 else tuple(range(16))
    board = scramble(goal, 4, 4, 14, seed)
    inst = SlidingInstance(board, rows=4, cols=4, goal=goal)
    reference = inst.solve("bidirectional")  # engine bidirectional BFS: optimal, no heuristic
    assert choose_method(4, 4) == "python-idastar"
    for algorithm in ("auto", "astar", "idastar"):
        sol = inst.solve(algorithm)
        assert sol.length == reference.length <= 14
        assert apply_moves(board, sol.moves, 4, 4) == goal


def test_other_large_shapes() -> None:
    for rows, cols in ((3, 4), (4, 3), (2, 6), (5, 5)):
        goal = (*range(1, rows * cols), 0)
        board = scramble(goal, rows, cols, 12, rows + cols)
        inst = SlidingInstance(board, rows=rows, cols=cols)
        auto, ref = inst.solve(), inst.solve("bidirectional")
        assert auto.length == ref.length
        assert apply_moves(board, auto.moves, rows, cols) == goal


def test_dfs_teaching_point() -> None:
    """DFS with a visited set finds a valid but very long path; BFS finds 3."""
    inst = FAMILY.parse("1 2 3 / 0 4 6 / 7 5 8", InputOptions(goal="blank-last"))
    long = inst.solve("dfs")
    short = inst.solve("bfs")
    assert short.length == 3 and short.optimal
    assert long.length > 100
    assert long.optimal is False
    states, cost = replay(inst.puzzle(), inst.tiles, long.moves)
    assert states[-1] == inst.goal and cost == long.length
    assert apply_moves(inst.tiles, long.moves, 3, 3) == inst.goal
    assert len(set(long.states)) == len(long.states)  # a simple path, no repeats


def test_already_solved() -> None:
    for algorithm in ("auto", "bfs", "idastar"):
        sol = FAMILY.parse("1 2 3 / 4 5 6 / 7 8 0", InputOptions()).solve(algorithm)
        assert sol.length == 0 and sol.moves == [] and sol.optimal
    assert SlidingInstance(range(16), rows=4, cols=4, goal="blank-first").solve().length == 0
