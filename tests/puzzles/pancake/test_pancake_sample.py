"""``analyze pancake --sample``, ``--batch`` and ``list``, through the CLI, against plain BFS."""

from __future__ import annotations

from pathlib import Path

from tests.puzzles.pancake.classic_checks import (
    check_batch,
    check_listed,
    check_sample,
    cli_json,
)
from tests.puzzles.pancake.pancake_oracle import distances

from fewest.puzzles.options import InputOptions


def flips(board: str, options: InputOptions) -> int:
    """Fewest flips by the plain BFS of ``pancake_oracle``."""
    stack = tuple(int(t) for t in board.split())
    return distances(len(stack), bool(options.burnt))[stack]


def test_sample_of_eight_pancakes_against_bfs_and_the_pancake_number() -> None:
    data = check_sample("pancake", "8", 20, 1, flips)
    assert data["max"] <= 9 and data["unit"] == "flips"  # P(8) = 9 (OEIS A058986)


def test_samples_against_the_full_analysis() -> None:
    full = cli_json("analyze", "pancake", "7")["histogram"]
    check_sample("pancake", "7", 40, 2, flips, full=full)
    burnt = cli_json("analyze", "pancake", "4", "--burnt")["histogram"]
    data = check_sample("pancake", "4:burnt", 40, 3, flips, full=burnt)
    assert data["size"] == "4:burnt" and data["longest"]["options"] == {"burnt": True}


def test_batch_and_list(tmp_path: Path) -> None:
    boards = [("3 1 2 5 4", {}), ("2 1 3", {}), ("1 2 3", {}), ("3 -1 2", {"burnt": True}),
              ("6 5 4 3 2 1", {})]
    check_batch("pancake", boards, flips, tmp_path)
    check_listed("pancake", ["burnt"])
