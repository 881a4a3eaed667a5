"""``analyze lights-out --sample``, ``--batch`` and ``list``, through the CLI, against plain BFS."""

from __future__ import annotations

from pathlib import Path

from tests.puzzles.lights_out.lights_oracle import distances
from tests.puzzles.pancake.classic_checks import (
    check_batch,
    check_listed,
    check_sample,
    cli_json,
)

from fewest.puzzles.options import InputOptions


def presses(board: str, options: InputOptions) -> int:
    """Fewest presses by the plain BFS of ``lights_oracle`` (-1: not solvable)."""
    rows = [[int(t) for t in row.split()] for row in board.split("/")]
    lights = tuple(v for row in rows for v in row)
    shape = options.shape or (len(rows), len(rows[0]))
    return distances(*shape).get(lights, -1)


def test_sample_against_bfs_and_the_full_analysis() -> None:
    full = cli_json("analyze", "lights-out", "4x4")["histogram"]
    data = check_sample("lights-out", "4x4", 40, 1, presses, full=full)
    assert data["unit"] == "presses"
    check_sample("lights-out", "3x3", 20, 2, presses,
                 full=cli_json("analyze", "lights-out", "3x3")["histogram"])


def test_batch_and_list(tmp_path: Path) -> None:
    boards = [("1 0 1 / 0 1 0 / 1 0 1", {}), ("1 1 0 / 1 0 0 / 0 0 0", {}),
              ("1 0 0 0 / 0 0 0 0 / 0 0 0 0 / 0 0 0 0", {}), ("0 0 / 0 0", {}),
              ("1 1 0 1", {"shape": "2x2"})]
    check_batch("lights-out", boards, presses, tmp_path)
    check_listed("lights-out", ["shape"])
