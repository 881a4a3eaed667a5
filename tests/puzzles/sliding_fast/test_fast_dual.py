"""Dual (inverse) lookups: the dual board's distance, and the dual heuristic's admissibility."""

from __future__ import annotations

import random

import pytest

from fewest.puzzles.sliding.fast.dual import dual_board, dual_heuristic, goal_region, view_sums
from fewest.puzzles.sliding.fast.pdb import build_pdb, pattern_groups
from fewest.puzzles.sliding.fast.tables import distance_table, table_distance
from fewest.puzzles.sliding.model import apply_moves, blank_first, blank_last, is_solvable

GOALS = [blank_first(3, 3), blank_last(3, 3)]


def _boards(goal: tuple[int, ...], count: int, seed: int) -> list[tuple[int, ...]]:
    rng = random.Random(seed)
    out = []
    tiles = list(goal)
    while len(out) < count:
        rng.shuffle(tiles)
        if is_solvable(tiles, goal, 3):
            out.append(tuple(tiles))
    return out


@pytest.mark.parametrize("goal", GOALS)
def test_dual_board_is_as_far_from_the_dual_goal(goal: tuple[int, ...]) -> None:
    table = distance_table(3, 3, goal)
    stars = set()
    for board in _boards(goal, 300, 7):
        dual, star, dual_goal = dual_board(board, goal)
        stars.add(star)
        assert sorted(dual) == list(range(9)) and dual_goal.index(star) == goal.index(0)
        assert table_distance(dual, 3, 3, dual_goal) == table_distance(board, 3, 3, goal, table)
    assert len(stars) == 9  # the blank was on every cell, its own goal cell included


def test_dual_of_a_known_path() -> None:
    goal = blank_first(3, 3)
    board = apply_moves(goal, list("DRRD"), 3, 3)
    dual, star, dual_goal = dual_board(board, goal)
    assert star == board.index(0) and dual_goal[goal.index(0)] == star
    assert table_distance(dual, 3, 3, dual_goal) == 4  # as far as the board itself


@pytest.mark.parametrize("goal", GOALS)
@pytest.mark.parametrize("partition", ["4-4", "4-4z"])
def test_dual_heuristic_is_admissible(goal: tuple[int, ...], partition: str) -> None:
    parts = [pattern_groups(3, 3, partition, goal)]
    dbs = build_pdb(3, 3, partition, goal)
    table = distance_table(3, 3, goal)
    above = 0
    for board in _boards(goal, 3000, 11):
        d = table_distance(board, 3, 3, goal, table)
        dual = dual_heuristic(board, goal, 3, 3, parts, dbs)
        assert dual <= d, board
        above += dual > max(view_sums(board, goal, 3, 3, parts, dbs))
    assert above > 0  # on some boards the dual lookup is the larger one


def test_a_walled_in_goal_blank_leaves_its_pattern_out() -> None:
    goal = blank_first(3, 3)
    parts = [pattern_groups(3, 3, "4-4", goal)]
    dbs = build_pdb(3, 3, "4-4", goal)
    assert goal_region(3, 3, goal, parts[0][0]) == {0}  # tiles 1 and 3 wall in cell 0
    board = apply_moves(goal, list("DD"), 3, 3)           # two moves from the goal
    dual, star, _ = dual_board(board, goal)
    unchecked = max(view_sums(dual, goal, 3, 3, parts, dbs, skip=star))
    assert unchecked > 2 >= dual_heuristic(board, goal, 3, 3, parts, dbs)
