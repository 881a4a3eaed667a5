"""``fewest analyze ... --sample N`` through the command line (small N here; N = 1000 is slow)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app

runner = CliRunner()


def run_json(*args: str) -> dict[str, Any]:
    result = runner.invoke(app, ["analyze", *args, "--json", "--no-progress"])
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def without_times(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if "seconds" not in k}


def test_sliding_sample_is_reproducible_and_replayed() -> None:
    first = run_json("sliding", "3x3", "--sample", "6", "--seed", "12")
    again = run_json("sliding", "3x3", "--sample", "6", "--seed", "12")
    assert without_times(first) == without_times(again)
    assert first["solved"] == 6 and first["max"] <= 31  # the 8-puzzle's diameter
    assert sum(c for _, c in first["histogram"]) == 6


def test_rubiks_square_text_report() -> None:
    result = runner.invoke(app, ["analyze", "rubiks-square", "3x3", "--sample", "5",
                                 "--seed", "2", "--no-progress"])
    assert result.exit_code == 0, result.output
    assert "5 random boards (seed 2)" in result.stdout
    assert "95% confidence interval" in result.stdout and "longest found" in result.stdout


def test_card_match_with_pairs() -> None:
    data = run_json("card-match", "4x4", "--pairs", "8", "--sample", "4", "--seed", "3")
    assert data["size"] == "4x4:8" and data["unit"] == "key presses" and data["solved"] == 4
    assert data["min"] >= 16  # 8 pairs: two Enters each at least
    assert len(data["longest"]["options"]["cursor"]) == 2


def test_snakes_sample() -> None:
    data = run_json("snakes-ladders", "8", "--sample", "5", "--seed", "1", "--jobs", "1")
    assert data["unit"] == "rolls" and data["solved"] == 5 and data["min"] >= 1


@pytest.mark.parametrize("args", [["sliding", "4x4"], ["rubiks-square", "4x4"]])
def test_4x4_with_a_time_limit_reports_solved_and_limit_hits(args: list[str]) -> None:
    """A first-use table that does not fit the limit stops at once (counted as a limit hit);
    a cached one solves: either way every board is accounted for."""
    data = run_json(*args, "--sample", "2", "--seed", "1", "--max-seconds", "1")
    assert data["solved"] + data["limit_hits"] == 2
    assert data["limits"] == {"max_seconds": 1.0}
    if args[0] == "rubiks-square" and data["solved"]:
        assert data["max"] <= 14 and "God's number" in data["notes"][0]


def test_plot_option_writes_a_png(tmp_path: Path) -> None:
    path = tmp_path / "cards.png"
    result = runner.invoke(app, ["analyze", "card-match", "2x3", "--sample", "3", "--seed", "1",
                                 "--plot", str(path), "--no-progress"])
    assert result.exit_code == 0, result.output
    assert path.read_bytes()[:4] == b"\x89PNG"


@pytest.mark.parametrize("args,needle", [
    (["sliding", "3x3", "--seed", "3"], "--seed only applies with --sample"),
    (["sliding", "3x3", "--sample", "0"], "--sample must be"),
    (["sliding", "3x3", "--sample", "2", "--pairs", "3"], "--pairs does not apply"),
    (["sliding", "3x3", "--sample", "2", "--goal", "blank-first"], "--goal does not apply"),
    (["card-match", "4x4"], "--sample N"),
    (["card-match", "4x4", "--sample", "2", "--pairs", "9"], "1..8 pairs"),
    (["rubiks-square", "9x9", "--sample", "2"], "2..7"),
    (["sliding", "3x3", "--sample", "2", "--jobs", "-1"], "--jobs"),
])
def test_bad_sampling_options_are_one_line_exit_2(args: list[str], needle: str) -> None:
    result = runner.invoke(app, ["analyze", *args, "--no-progress"])
    assert result.exit_code == 2
    assert needle in result.output and "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1


@pytest.mark.slow
def test_sliding_4x4_thousand_boards_hold_the_published_mean() -> None:
    data = run_json("sliding", "4x4", "--sample", "1000", "--seed", "2026", "--jobs", "2")
    assert data["solved"] == 1000
    assert data["ci95"][0] <= 52.59 <= data["ci95"][1]  # Korf & Schultze 2005
    assert data["max"] <= 80  # the 15-puzzle's diameter


@pytest.mark.slow
def test_rubiks_4x4_thousand_boards_within_gods_number() -> None:
    data = run_json("rubiks-square", "4x4", "--sample", "1000", "--seed", "2026")
    assert data["solved"] == 1000 and data["max"] <= 14  # Rokicki
    assert "no sampled board exceeds it" in data["notes"][0]


@pytest.mark.slow
def test_card_match_4x4_thousand_boards() -> None:
    data = run_json("card-match", "4x4", "--pairs", "8", "--sample", "1000", "--seed", "2026")
    assert data["solved"] == 1000 and data["min"] >= 16


@pytest.mark.parametrize("family", ["sliding", "rubiks-square"])
def test_one_board_has_no_spread_and_is_one_board(family: str) -> None:
    # 3x3 boards: the wording of a one-board sample, not the solver, is under test
    result = runner.invoke(app, ["analyze", family, "3x3", "--sample", "1", "--seed", "3",
                                 "--no-progress"])
    assert result.exit_code == 0, result.output
    assert "1 random board (" in result.stdout and "1 random boards" not in result.stdout
    assert "95% confidence interval" not in result.stdout and "std" not in result.stdout
    assert "no standard deviation or 95% interval" in result.stdout
    data = run_json(family, "3x3", "--sample", "1", "--seed", "3")
    assert data["ci95"] is None and data["std"] is None and data["stderr"] is None
    assert data["mean"] == data["min"] == data["max"]


def test_whole_space_reports_draw_their_histogram(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    for family in ("sliding", "rubiks-square"):
        out = tmp_path / f"{family}.png"
        result = runner.invoke(app, ["analyze", family, "2x3", "--plot", str(out),
                                     "--no-progress"])
        assert result.exit_code == 0, result.output
        assert out.read_bytes()[:4] == b"\x89PNG"


def test_pairs_out_of_range_says_an_8x8() -> None:
    result = runner.invoke(app, ["analyze", "card-match", "8x8", "--pairs", "40", "--sample",
                                 "2", "--no-progress"])
    assert result.exit_code == 2 and "an 8x8 board takes 1..20 pairs" in result.stderr
