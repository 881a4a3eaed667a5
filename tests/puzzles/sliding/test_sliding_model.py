"""The one board model: neighbour table, moves, goals, parity; compiled and
pure-Python methods agree on random boards, and every path replays."""

from __future__ import annotations

import random

import pytest
from sliding_reference import BLANK_FIRST, BLANK_LAST, bfs_table, random_walk, replay

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.base import InputOptions
from fewest.puzzles.sliding import FAMILY, SlidingInstance
from fewest.puzzles.sliding.formats import make_goal
from fewest.puzzles.sliding.model import (
    DIRECTIONS,
    DIRS,
    apply_moves,
    blank_first,
    blank_last,
    check_board,
    is_solvable,
    neighbour_array,
    neighbours,
    step,
)


@pytest.mark.parametrize(("rows", "cols"), [(2, 2), (2, 5), (3, 3), (4, 3), (5, 5)])
def test_neighbour_table(rows: int, cols: int) -> None:
    nbr = neighbours(rows, cols)
    assert neighbour_array(rows, cols).tolist() == [list(t) for t in nbr]
    assert "".join(letter for letter, _, _ in DIRECTIONS) == DIRS
    for cell in range(rows * cols):
        r, c = divmod(cell, cols)
        for d, (_, dr, dc) in enumerate(DIRECTIONS):
            inside = 0 <= r + dr < rows and 0 <= c + dc < cols
            assert nbr[cell][d] == ((r + dr) * cols + c + dc if inside else -1)
            if inside:
                assert nbr[nbr[cell][d]][3 - d] == cell  # 3 - d undoes d


def test_moves_and_goals() -> None:
    assert make_goal(None, 3, 4) == blank_last(3, 4) == (*range(1, 12), 0)
    assert make_goal("blank-first", 3, 4) == blank_first(3, 4) == tuple(range(12))
    board = (1, 2, 3, 4, 5, 6, 7, 8, 0)
    assert apply_moves(board, "ULDR", 3, 3) == replay(board, list("ULDR"), 3, 3)
    assert step(board, "u", 3, 3) == step(board, " U ", 3, 3) == replay(board, ["U"], 3, 3)
    for bad in ("D", "R", "X", "UL"):
        with pytest.raises(InvalidPuzzleError, match="not legal"):
            step(board, bad, 3, 3)
    with pytest.raises(InvalidPuzzleError, match="not legal"):
        apply_moves(board, ["U", "U", "U"], 3, 3)


def test_check_board_messages() -> None:
    with pytest.raises(InvalidPuzzleError, match="integers"):
        check_board(["a", 1, 2, 0], 2, 2)
    with pytest.raises(InvalidPuzzleError, match="needs 4 cells"):
        check_board([1, 2, 0], 2, 2)
    with pytest.raises(InvalidPuzzleError, match="exactly once"):
        check_board([1, 1, 2, 0], 2, 2)
    with pytest.raises(InvalidPuzzleError, match="at least 2 rows"):
        check_board([1, 0], 1, 2)
    assert check_board(["1", 2, 3, 0], 2, 2) == (1, 2, 3, 0)


def test_parity_rule_against_bfs() -> None:
    rng = random.Random(5)
    for rows, cols in ((2, 3), (3, 2), (2, 4)):
        goal = tuple(rng.sample(range(rows * cols), rows * cols))
        table = bfs_table(goal, rows, cols)
        for _ in range(200):
            board = tuple(rng.sample(range(rows * cols), rows * cols))
            assert is_solvable(board, goal, cols) == (board in table)


@pytest.mark.parametrize("goal", [BLANK_LAST, BLANK_FIRST, (4, 8, 1, 0, 2, 7, 6, 3, 5)])
def test_compiled_and_python_agree_on_random_8_puzzles(goal: tuple[int, ...]) -> None:
    table = bfs_table(goal, 3, 3)
    boards = random.Random(sum(goal[:3])).sample(sorted(table), 8)
    methods = ["table", "python-bidirectional", "python-idastar", "fast"]
    if goal in (BLANK_LAST, BLANK_FIRST):
        methods.append("pdb")  # named partitions need the blank in a corner cell
    for board in boards:
        inst = SlidingInstance(board, rows=3, cols=3, goal=goal)
        for method in methods:
            sol = inst.solve(method)
            assert replay(board, list(sol.moves), 3, 3) == goal, method
            assert sol.states[-1] == goal and len(sol.states) == sol.length + 1
            if method == "fast":
                assert sol.length >= table[board] and not sol.optimal
            else:
                assert sol.length == table[board] and sol.optimal, method


@pytest.mark.parametrize("seed", range(3))
def test_compiled_and_python_agree_on_4x4(seed: int) -> None:
    goal = tuple(range(16)) if seed % 2 else (*range(1, 16), 0)
    board = random_walk(goal, 4, 4, 18, seed)
    inst = FAMILY.parse(" ".join(map(str, board)), InputOptions(goal=list(goal)))
    lengths = set()
    for method in ("pdb", "python-idastar", "bidirectional"):
        sol = inst.solve(method)
        assert replay(board, list(sol.moves), 4, 4) == goal
        lengths.add(sol.length)
    assert len(lengths) == 1 and lengths.pop() <= 18
    fast = inst.solve("fast")
    assert replay(board, list(fast.moves), 4, 4) == goal


def test_fast_on_big_board_replays() -> None:
    goal = blank_last(9, 7)
    board = random_walk(goal, 9, 7, 400, 11)
    inst = SlidingInstance(board, rows=9, cols=7)
    sol = inst.solve("fast")
    assert replay(board, list(sol.moves), 9, 7) == goal
    assert sol.stats.expanded > 0 and sol.stats.generated > 0


def test_small_board_without_a_table_never_imports_numba(tmp_path) -> None:
    """``auto`` decides and solves an 8-puzzle in pure Python when no table is cached."""
    import os
    import subprocess
    import sys

    code = ("import sys; from fewest.puzzles import parse; "
            "inst = parse('sliding', '3 1 2 / 4 7 5 / 6 8 0', goal='blank-first'); "
            "inst.notes(); sol = inst.solve(); "
            "print(sol.length, sol.algorithm, 'numba' in sys.modules)")
    env = {**os.environ, "FEWEST_CACHE_DIR": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         check=True, timeout=120)
    assert out.stdout.split() == ["4", "python-bidirectional", "False"]
