"""Blank-first goals solved with the blank-last databases through the half turn."""

from __future__ import annotations

import random

import pytest
from fast_oracle import engine_length, replay, scramble

from fewest import cache
from fewest.puzzles.sliding.fast import pdb as pdb_module
from fewest.puzzles.sliding.fast.idastar import Control, pdb_solve, serial_search
from fewest.puzzles.sliding.fast.kernel import Spec
from fewest.puzzles.sliding.fast.pdb import build_pdb, pattern_groups, pdb_ready, serving_pdb
from fewest.puzzles.sliding.fast.symmetry import serving_goal, turn_board, turn_moves
from fewest.puzzles.sliding.model import apply_moves, blank_first, blank_last, is_solvable


@pytest.mark.parametrize(("rows", "cols"), [(2, 2), (3, 3), (3, 4), (4, 4), (5, 5)])
def test_turn_is_an_involution_mapping_goals_and_moves(rows: int, cols: int) -> None:
    rng = random.Random(rows * 10 + cols)
    assert serving_goal(blank_first(rows, cols)) == (blank_last(rows, cols), True)
    assert serving_goal(blank_last(rows, cols)) == (blank_last(rows, cols), False)
    for _ in range(20):
        board = list(range(rows * cols))
        rng.shuffle(board)
        t = tuple(board)
        assert turn_board(turn_board(t, rows, cols), rows, cols) == t
        # A legal blank walk in one frame is the reversed-direction walk in the other.
        moves = [m for m, _ in _walk(t, rows, cols, 12, rng)]
        after = apply_moves(t, moves, rows, cols)
        turned = apply_moves(turn_board(t, rows, cols), turn_moves(moves), rows, cols)
        assert turned == turn_board(after, rows, cols)
        same = is_solvable(t, blank_first(rows, cols), cols)
        assert same == is_solvable(turn_board(t, rows, cols), blank_last(rows, cols), cols)


def _walk(board: tuple[int, ...], rows: int, cols: int, steps: int,
          rng: random.Random) -> list[tuple[str, tuple[int, ...]]]:
    from fast_oracle import successors

    out = []
    for _ in range(steps):
        m, board = rng.choice(successors(board, rows, cols))
        out.append((m, board))
    return out


@pytest.mark.parametrize(("rows", "cols", "partition"),
                         [(3, 3, "4-4"), (4, 4, "6-6-3"), (4, 4, "5-5-5")])
def test_blank_first_scrambles_match_bfs(rows: int, cols: int, partition: str) -> None:
    goal = blank_first(rows, cols)
    rng = random.Random(rows * cols)
    for _ in range(25):
        board = scramble(goal, rows, cols, rng.randrange(0, 23), rng)
        result = pdb_solve(board, rows, cols, goal, partition=partition)
        assert result.length == engine_length(board, rows, cols, goal)
        assert replay(board, rows, cols, result.moves) == goal


def test_explicit_partition_is_turned_too() -> None:
    goal = blank_first(3, 4)
    partition = [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11]]
    rng = random.Random(8)
    for _ in range(15):
        board = scramble(goal, 3, 4, rng.randrange(0, 25), rng)
        result = pdb_solve(board, 3, 4, goal, partition=partition)
        assert result.length == engine_length(board, 3, 4, goal)
        assert replay(board, 3, 4, result.moves) == goal


# Three of Korf's 100 (blank-first goal) with their published lengths.
KORF = [
    ("13 8 14 3 9 1 0 7 15 5 4 10 12 2 6 11", 41),
    ("4 5 7 2 9 14 12 13 0 3 6 11 8 1 15 10", 42),
    ("14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15", 45),
]


@pytest.mark.parametrize(("text", "length"), [KORF[0], *(pytest.param(*k, marks=pytest.mark.slow)
                                                         for k in KORF[1:])])
@pytest.mark.parametrize("prune", [2, 14])
def test_same_nodes_as_a_search_with_blank_first_databases(text: str, length: int,
                                                           prune: int) -> None:
    """The turned search is the user's-frame search node for node (order U, L, R, D)."""
    board = tuple(int(x) for x in text.split())
    goal = blank_first(4, 4)
    turned = pdb_solve(board, 4, 4, goal, partition="6-6-3", prune=prune)
    direct = Spec(4, 4, board, goal, (pattern_groups(4, 4, "6-6-3", goal),),
                  tuple(build_pdb(4, 4, "6-6-3", goal)), prune=prune)
    control = Control(None, None, None)
    moves, nodes, expanded = serial_search(direct, control)
    assert turned.length == len(moves) == length
    assert turned.moves == moves
    assert (turned.nodes, turned.expanded) == (nodes, expanded)
    assert [(i.bound, i.generated, i.expanded) for i in turned.iterations] == [
        (i.bound, i.generated, i.expanded) for i in control.iterations]


def test_blank_first_uses_only_blank_last_tables(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("FEWEST_CACHE_DIR", str(tmp_path))
    pdb_module.forget()  # an empty cache in memory too
    goal = blank_first(3, 3)
    assert not pdb_ready(3, 3, "4-4", goal)
    result = pdb_solve((3, 1, 2, 4, 0, 5, 6, 7, 8), 3, 3, goal, partition="4-4")
    assert replay((3, 1, 2, 4, 0, 5, 6, 7, 8), 3, 3, result.moves) == goal
    names = sorted(p.name for p in cache.cache_dir().glob("*.npc"))
    assert names and all("-b8-" in name for name in names), names
    assert pdb_ready(3, 3, "4-4", goal) and pdb_ready(3, 3, "4-4", blank_last(3, 3))
    assert len(serving_pdb(3, 3, "4-4", goal)) == 2
