"""``analyze pocket-cube --sample``, ``--batch`` and ``list``, through the CLI, against a
meet-in-the-middle plain BFS and the full analysis."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.puzzles.pancake.classic_checks import (
    check_batch,
    check_listed,
    check_sample,
    cli_json,
)
from tests.puzzles.pocket_cube.pocket_oracle import GODS_NUMBER, distance

from fewest.errors import NoSolutionError
from fewest.puzzles import get_family
from fewest.puzzles.options import InputOptions


def turns(board: str, options: InputOptions) -> int:
    """Fewest turns by plain BFS from both sides (-1: a position no turn reaches)."""
    metric = str(options.metric or "htm")
    instance = get_family("pocket-cube").parse(board, options)
    try:
        instance.check_reachable()
    except NoSolutionError:
        return -1
    return distance(instance.puzzle().start, metric)


@pytest.mark.slow
@pytest.mark.parametrize(("metric", "count"), [("htm", 12), ("qtm", 8)])
def test_sample_against_bfs_and_the_full_analysis(metric: str, count: int) -> None:
    full = cli_json("analyze", "pocket-cube", "--metric", metric)["histogram"]
    data = check_sample("pocket-cube", "2x2x2", count, 5, turns, "--metric", metric, full=full)
    assert data["max"] <= GODS_NUMBER[metric] and "no sampled cube exceeds it" in data["notes"][0]


def test_batch_and_list(tmp_path: Path) -> None:
    boards = [("R U", {}), ("R U2 F'", {"metric": "qtm"}), ("F R' U2 R F'", {}),
              ("UUUF URRR FRFF DDDD LLLL BBBB", {})]
    check_batch("pocket-cube", boards, turns, tmp_path)
    check_listed("pocket-cube", ["metric"])
