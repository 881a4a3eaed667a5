"""The max over several partitions ("A+B"): admissible, never more work than either alone."""

from __future__ import annotations

import random

import pytest
from fast_oracle import engine_length, replay, scramble

from fewest.errors import InvalidPuzzleError
from fewest.puzzles.sliding.fast.idastar import pdb_solve, search_spec
from fewest.puzzles.sliding.fast.kernel import Kernel
from fewest.puzzles.sliding.fast.pdb import pdb_ready, serving_pdb, split_partition
from fewest.puzzles.sliding.model import blank_first, blank_last

KORF = [
    (55, "13 8 14 3 9 1 0 7 15 5 4 10 12 2 6 11", 41),
    (79, "0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15", 42),
    (12, "14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15", 45),
]


def _h(board: tuple[int, ...], goal: tuple[int, ...], partition: str) -> int:
    return Kernel(search_spec(board, 4, 4, goal, partition)[0]).h


@pytest.mark.parametrize("goal", [blank_first(4, 4), blank_last(4, 4)])
def test_max_heuristic_is_the_max_and_admissible(goal: tuple[int, ...]) -> None:
    rng = random.Random(3)
    raised = 0
    for _ in range(30):
        board = scramble(goal, 4, 4, rng.randrange(6, 26), rng)
        h1, h2 = _h(board, goal, "6-6-3"), _h(board, goal, "5-5-5")
        both = _h(board, goal, "6-6-3+5-5-5")
        assert both == max(h1, h2)
        assert both <= engine_length(board, 4, 4, goal)
        raised += both > min(h1, h2)
    assert raised > 0  # the two partitions do disagree


@pytest.mark.slow
@pytest.mark.parametrize(("ident", "text", "length"), KORF)
def test_max_of_partitions_expands_a_subset(ident: int, text: str, length: int) -> None:
    board, goal = tuple(int(x) for x in text.split()), blank_first(4, 4)
    single = [pdb_solve(board, 4, 4, goal, partition=p) for p in ("6-6-3", "5-5-5")]
    both = pdb_solve(board, 4, 4, goal, partition="6-6-3+5-5-5")
    assert both.length == length and all(s.length == length for s in single)
    assert replay(board, 4, 4, both.moves) == goal
    assert both.expanded <= min(s.expanded for s in single)
    assert both.nodes <= min(s.nodes for s in single)
    assert both.partition == "6-6-3+5-5-5"


def test_combined_names_build_check_and_refuse() -> None:
    goal = blank_first(4, 4)
    assert split_partition("6-6-3+5-5-5") == ["6-6-3", "5-5-5"]
    assert len(serving_pdb(4, 4, "6-6-3+5-5-5", goal)) == 6
    assert pdb_ready(4, 4, "6-6-3+5-5-5", goal)
    with pytest.raises(InvalidPuzzleError, match="'9-9'"):
        pdb_solve(goal, 4, 4, goal, partition="6-6-3+9-9")
