"""Manhattan and linear conflict: admissible and consistent, checked, for any goal."""

from __future__ import annotations

import random

import pytest
from sliding_reference import BLANK_FIRST, BLANK_LAST, bfs_table

from fewest.puzzles.sliding import linear_conflict, manhattan
from fewest.puzzles.sliding.heuristics import removals
from fewest.puzzles.sliding.model import neighbours


def swap(board, b, p):
    out = list(board)
    out[b], out[p] = out[p], out[b]
    return tuple(out)


def check_bounds(table, goal, rows, cols, sample, seed) -> None:
    md, lc = manhattan(goal, rows, cols), linear_conflict(goal, rows, cols)
    assert md.admissible and md.consistent and lc.admissible and lc.consistent
    assert md(goal) == lc(goal) == 0
    boards = list(table)
    rng = random.Random(seed)
    if sample < len(boards):
        boards = rng.sample(boards, sample)
    nbrs = neighbours(rows, cols)
    for board in boards:
        h_md, h_lc = md(board), lc(board)
        assert h_md <= h_lc <= table[board], board
        assert (h_lc - h_md) % 2 == 0
        b = board.index(0)
        for p in (q for q in nbrs[b] if q >= 0):
            # Consistent, and in fact every move changes h by exactly 1.
            assert abs(lc(swap(board, b, p)) - h_lc) == 1
            assert abs(md(swap(board, b, p)) - h_md) == 1


@pytest.mark.parametrize("which", ["last", "first"])
def test_8_puzzle_bounds(which, table_last, table_first) -> None:
    table, goal = (table_last, BLANK_LAST) if which == "last" else (table_first, BLANK_FIRST)
    check_bounds(table, goal, 3, 3, sample=15000, seed=1)


def test_8_puzzle_lc_is_stronger(table_last) -> None:
    md, lc = manhattan(BLANK_LAST, 3, 3), linear_conflict(BLANK_LAST, 3, 3)
    boards = random.Random(2).sample(list(table_last), 2000)
    assert sum(lc(b) for b in boards) > sum(md(b) for b in boards)


@pytest.mark.parametrize(("rows", "cols", "seed"), [(3, 3, 3), (2, 3, 4), (3, 2, 5), (2, 4, 6)])
def test_explicit_goals(rows, cols, seed) -> None:
    goal = tuple(random.Random(seed).sample(range(rows * cols), rows * cols))
    check_bounds(bfs_table(goal, rows, cols), goal, rows, cols, sample=6000, seed=seed)


def test_consistency_on_larger_boards() -> None:
    rng = random.Random(7)
    for rows, cols in ((4, 4), (3, 5), (5, 5)):
        n = rows * cols
        goal = tuple(rng.sample(range(n), n))
        lc = linear_conflict(goal, rows, cols)
        nbrs = neighbours(rows, cols)
        for _ in range(300):
            board = tuple(rng.sample(range(n), n))
            b = board.index(0)
            for p in (q for q in nbrs[b] if q >= 0):
                assert abs(lc(swap(board, b, p)) - lc(board)) == 1


def test_removals_against_brute_force() -> None:
    from itertools import combinations

    rng = random.Random(8)
    for _ in range(300):
        order = rng.sample(range(8), rng.randint(0, 6))
        keep = max(k for k in range(len(order) + 1)
                   for c in combinations(order, k) if list(c) == sorted(c))
        assert removals(order) == len(order) - keep
