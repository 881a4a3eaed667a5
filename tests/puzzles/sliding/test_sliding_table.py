"""The 8-puzzle against a full BFS distance table built in the test (conftest.py).

Checks the spec's counting facts, then solves hundreds of random boards of
both goals (half of them unreachable) with every optimal method.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from sliding_reference import BLANK_CENTRE, BLANK_FIRST, BLANK_LAST, bfs_table

from fewest.errors import NoSolutionError
from fewest.puzzles.sliding import SlidingInstance, apply_moves, is_solvable
from fewest.puzzles.sliding.ida import idastar
from fewest.puzzles.sliding.packed import bidirectional

CORNER_HISTOGRAM = [
    1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485,
    5638, 9529, 10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274,
    3910, 760, 221, 2,
]


def histogram(table: dict[tuple[int, ...], int]) -> list[int]:
    counts = Counter(table.values())
    return [counts[d] for d in range(max(counts) + 1)]


def test_reachable_count(table_last, table_first) -> None:
    assert len(table_last) == len(table_first) == 181_440


def test_corner_histograms(table_last, table_first) -> None:
    assert histogram(table_last) == CORNER_HISTOGRAM
    assert histogram(table_first) == CORNER_HISTOGRAM


def test_centre_blank_facts() -> None:
    counts = Counter(bfs_table(BLANK_CENTRE, 3, 3).values())
    assert max(counts) == 30
    assert counts[30] == 148


def test_parity_rule_matches_table(table_last, table_first) -> None:
    """The parity rule says 'reachable' exactly for the boards BFS reached."""
    rng = random.Random(1)
    for goal, table in ((BLANK_LAST, table_last), (BLANK_FIRST, table_first)):
        for _ in range(3000):
            board = tuple(rng.sample(range(9), 9))
            assert is_solvable(board, goal, 3) == (board in table)


def random_boards(table, goal, count: int, seed: int) -> list[tuple[int, ...]]:
    """``count`` boards: half reachable (spread over all depths), half unreachable."""
    rng = random.Random(seed)
    by_depth: dict[int, list[tuple[int, ...]]] = {}
    for board, d in table.items():
        by_depth.setdefault(d, []).append(board)
    boards = []
    for i in range(count // 2):
        depth = i % len(by_depth)
        boards.append(rng.choice(by_depth[depth]))
    while len(boards) < count:
        board = tuple(rng.sample(range(9), 9))
        if board not in table:
            boards.append(board)
    return boards


def check(board, goal, table, solve) -> None:
    if board not in table:
        with pytest.raises(NoSolutionError):
            solve(board, goal)
        return
    sol = solve(board, goal)
    assert sol.length == table[board]
    assert sol.optimal
    assert apply_moves(board, sol.moves, 3, 3) == goal
    assert sol.states[-1] == goal


def via(algorithm: str):
    def solve(board, goal):
        return SlidingInstance(board, rows=3, cols=3, goal=goal).solve(algorithm)
    return solve


@pytest.mark.parametrize("goal_name", ["blank-last", "blank-first"])
def test_auto_and_packed_bidirectional(goal_name, table_last, table_first) -> None:
    goal, table = (BLANK_LAST, table_last) if goal_name == "blank-last" else (BLANK_FIRST,
                                                                              table_first)
    boards = random_boards(table, goal, 300, seed=2)
    for board in boards:
        check(board, goal, table, via("auto"))
    # The packed search without the parity gate proves unreachability by exhaustion.
    for board in [b for b in boards if b not in table][:1]:
        with pytest.raises(NoSolutionError):
            bidirectional(board, goal, 3, 3)


@pytest.mark.parametrize("goal_name", ["blank-last", "blank-first"])
def test_fast_idastar(goal_name, table_last, table_first) -> None:
    goal, table = (BLANK_LAST, table_last) if goal_name == "blank-last" else (BLANK_FIRST,
                                                                              table_first)
    for board in random_boards(table, goal, 100, seed=3):
        if board in table:
            sol = idastar(board, goal, 3, 3)
            assert sol.length == table[board]
            assert apply_moves(board, sol.moves, 3, 3) == goal


@pytest.mark.parametrize("algorithm", ["bidirectional", "astar"])
@pytest.mark.parametrize("goal_name", ["blank-last", "blank-first"])
def test_engine_searches(algorithm, goal_name, table_last, table_first) -> None:
    goal, table = (BLANK_LAST, table_last) if goal_name == "blank-last" else (BLANK_FIRST,
                                                                              table_first)
    for board in random_boards(table, goal, 200, seed=4):
        check(board, goal, table, via(algorithm))


@pytest.mark.parametrize("goal_name", ["blank-last", "blank-first"])
def test_engine_idastar(goal_name, table_last, table_first) -> None:
    """Engine IDA* is slow on deep boards, so these stay at depth <= 24."""
    goal, table = (BLANK_LAST, table_last) if goal_name == "blank-last" else (BLANK_FIRST,
                                                                              table_first)
    boards = [b for b in random_boards(table, goal, 200, seed=5) if table.get(b, 0) <= 24]
    for board in boards[:150]:
        check(board, goal, table, via("idastar"))
