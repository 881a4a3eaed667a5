"""What users run: ``fewest solve pancake`` and ``fewest analyze pancake``, bad input included."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from tests.puzzles.pancake.pancake_oracle import distances, histogram, turn
from typer.testing import CliRunner

from fewest.cli.app import app
from fewest.puzzles.pancake.model import Stack

runner = CliRunner()


def cli(*args: str) -> Any:
    result = runner.invoke(app, list(args))
    assert "Traceback" not in result.output, result.output
    return result


def sorts(board: str, moves: list[int], burnt: bool) -> bool:
    state = Stack.from_text(board, burnt).cakes
    for k in moves:
        state = turn(state, k, burnt)
    return state == tuple(range(1, len(state) + 1))


def test_solve_text_json_and_number() -> None:
    text = cli("solve", "pancake", "3 1 2 5 4")
    assert text.exit_code == 0 and "Answer: 4 moves, optimal" in text.stdout
    assert "flip " in text.stdout
    out = json.loads(cli("solve", "pancake", "3 1 2 5 4", "--json").stdout)
    assert out["length"] == distances(5, False)[(3, 1, 2, 5, 4)] == 4
    assert out["optimal"] and sorts("3 1 2 5 4", out["moves"], False)
    assert out["pancakes"] == 5 and out["burnt"] is False
    number = cli("solve", "pancake", "3 1 2 5 4", "-f", "number")
    assert number.stdout.strip() == "4"


def test_solve_burnt() -> None:
    out = json.loads(cli("solve", "pancake", "3 -1 2 5 4", "--burnt", "--json").stdout)
    assert out["length"] == distances(5, True)[(3, -1, 2, 5, 4)]
    assert out["burnt"] is True and sorts("3 -1 2 5 4", out["moves"], True)
    # a stack that starts burnt side up: after `--`, or as a JSON list
    first = cli("solve", "pancake", "--burnt", "-f", "number", "--", "-3 1 2")
    assert first.stdout.strip() == str(distances(3, True)[(-3, 1, 2)])
    assert cli("solve", "pancake", "[-3, 1, 2]", "--burnt", "-f", "number").stdout == first.stdout
    # every pancake burnt side down already, but the burnt goal still asks for order
    assert cli("solve", "pancake", "2 1", "--burnt", "-f", "number").stdout.strip() == "3"


@pytest.mark.parametrize(("board", "flags", "words"), [
    ("1 2 2", [], "must hold 1..3 once each (2 appears twice, 3 is missing): '1 2 2'"),
    ("3 -1 2", [], "negative numbers (burnt side up) need --burnt: '3 -1 2'"),
    ("0 1", [], "0 is not a pancake size"),
    ("1 5", ["--burnt"], "5 is larger than 2"),
    ("1 2 / 3 4", [], "one line of numbers"),
    ("1 two 3", [], "non-integer: '1 two 3'"),
    ("", [], "empty board"),
])
def test_bad_stacks_are_one_line_exit_2(board: str, flags: list[str], words: str) -> None:
    result = cli("solve", "pancake", board, *flags)
    assert result.exit_code == 2, result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], result.stderr


def test_analyze_json_matches_the_oracle() -> None:
    out = json.loads(cli("analyze", "pancake", "5", "--json").stdout)
    assert out["histogram"] == histogram(5, False) and out["max_distance"] == 5
    out = json.loads(cli("analyze", "pancake", "4", "--burnt", "--json").stdout)
    assert out["histogram"] == histogram(4, True) and out["max_distance"] == 8 == out["published"]
    text = cli("analyze", "pancake", "4")
    assert text.exit_code == 0 and "published 4 (OEIS A058986): agrees" in text.stdout


@pytest.mark.parametrize(("target", "words"), [("3x3", "stack size N"), ("12", "limited to"),
                                               ("0", "at least 1")])
def test_analyze_bad_sizes(target: str, words: str) -> None:
    result = cli("analyze", "pancake", target)
    assert result.exit_code == 2 and words in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_analyze_sample_of_burnt_stacks_replays() -> None:
    out = json.loads(cli("analyze", "pancake", "6", "--burnt", "--sample", "5", "--seed", "1",
                         "--json").stdout)
    assert out["solved"] == 5 and out["max"] <= 12  # the burnt pancake number of 6


def test_first_use_with_an_empty_cache_folder(tmp_path: Path) -> None:
    env = {**os.environ, "FEWEST_CACHE_DIR": str(tmp_path / "empty")}
    fewest = Path(sys.executable).with_name("fewest")
    result = subprocess.run([str(fewest), "solve", "pancake", "3 1 2 5 4", "-f", "number"],
                            capture_output=True, text=True, env=env, timeout=300, check=False)
    assert (result.returncode, result.stdout.strip(), result.stderr) == (0, "4", "")
