"""``analyze hanoi --sample``, ``--batch`` and ``list``, through the CLI, against networkx."""

from __future__ import annotations

from pathlib import Path

from tests.puzzles.hanoi.hanoi_oracle import moves_to_goal
from tests.puzzles.pancake.classic_checks import (
    check_batch,
    check_listed,
    check_sample,
    cli_json,
)

from fewest.puzzles.options import InputOptions


def moves(board: str, options: InputOptions) -> int:
    """Fewest moves by networkx over the rules' state graph."""
    goal = None if options.goal is None else str(options.goal)
    return moves_to_goal(board, goal)


def test_samples_against_networkx_and_the_full_analysis() -> None:
    # a uniform position's distance to the last-peg tower is distributed as the distances
    # from the first-peg tower that `analyze` counts (swap the two pegs)
    for size, count, seed in (("4x5", 30, 1), ("3x6", 30, 2)):
        full = cli_json("analyze", "hanoi", size)["histogram"]
        data = check_sample("hanoi", size, count, seed, moves, full=full)
        assert data["size"] == size


def test_batch_and_list(tmp_path: Path) -> None:
    boards = [("[[3,2,1],[],[]]", {}), ("[[4,3,2,1],[],[],[]]", {}), ("[[2],[1],[3]]", {}),
              ("[[2],[1],[]]", {"goal": "[[2,1],[],[]]"}), ("[[],[],[1]]", {})]
    check_batch("hanoi", boards, moves, tmp_path)
    check_listed("hanoi", ["goal"])
