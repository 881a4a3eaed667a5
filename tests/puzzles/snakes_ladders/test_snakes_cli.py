"""The real game through the command line: ``classic``, ``--start 0``, and bad values."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app

runner = CliRunner()
#: Althoen, King & Schilling (1993): expected rolls of one player on the classic board.
PUBLISHED = float(Fraction(225837582538403273407117496273279920181931269186581786048583,
                           5757472998140039232950575874628786131130999406013041613400))


def test_analyze_classic_json() -> None:
    result = runner.invoke(app, ["analyze", "snakes-ladders", "classic", "--start", "0",
                                 "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["start"] == 0 and data["fewest_rolls"] == 7
    assert data["expected_rolls"] == pytest.approx(PUBLISHED, rel=1e-12)
    assert data["expected_lower_bound"] <= PUBLISHED <= data["expected_upper_bound"]
    assert len(data["players"]) == 3
    assert data["players"][0]["win"][0] > 0.5 > data["players"][0]["win"][1]


def test_analyze_classic_text() -> None:
    result = runner.invoke(app, ["analyze", "snakes", "classic", "--start", "0"])
    assert result.exit_code == 0, result.output
    text = result.stdout
    assert "start off the board" in text and "fewest rolls: 7" in text
    assert f"expected rolls with a fair die: {PUBLISHED:.12g}" in text
    assert "3 players: P1 0." in text and "rounds" in text


def test_overshoot_changes_the_classic_odds() -> None:
    result = runner.invoke(app, ["analyze", "snakes", "classic", "--start", "0", "--overshoot",
                                 "pass", "--json"])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["expected_rolls"] < PUBLISHED


@pytest.mark.parametrize("fmt", ["text", "json", "number"])
def test_solve_classic_start_zero(fmt: str) -> None:
    result = runner.invoke(app, ["solve", "snakes-ladders", "classic", "--start", "0", "-f", fmt])
    assert result.exit_code == 0, result.output
    if fmt == "number":
        assert result.stdout.strip() == "7"
    elif fmt == "json":
        data = json.loads(result.stdout)
        assert data["length"] == 7 and data["optimal"] and data["start"] == 0
        assert data["moves"][0] == {"roll": 1, "landed": 1, "to": 38}
    else:
        assert "roll 1 -> 1, ladder to 38" in result.stdout


def test_solve_start_zero_differs_from_start_one() -> None:
    board = "[[-1,-1,-1],[-1,-1,-1],[-1,-1,-1]]"
    one = runner.invoke(app, ["solve", "snakes", board, "-f", "number", "--die", "4"])
    zero = runner.invoke(app, ["solve", "snakes", board, "-f", "number", "--die", "4",
                               "--start", "0"])
    assert (one.stdout.strip(), zero.stdout.strip()) == ("2", "3")


def test_mode_fast_is_optimal() -> None:
    result = runner.invoke(app, ["solve", "snakes", "classic", "--start", "0", "--mode", "fast",
                                 "--json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["optimal"] is True and data["length"] == 7


@pytest.mark.parametrize(("args", "words"), [
    (["solve", "snakes", "classic", "--start", "5"], "start must be 1"),
    (["solve", "snakes", "classic", "--start=-1"], "start must be 1"),
    (["analyze", "snakes", "classic", "--start", "5"], "start must be 1"),
    (["analyze", "snakes", "classic"], "--start 0"),
    (["solve", "snakes", "classic"], "--start 0"),
    (["solve", "sliding", "3 1 2 / 4 7 5 / 6 8 0", "--start", "0"], "does not apply"),
])
def test_bad_start_is_one_line_exit_2(args: list[str], words: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and words in lines[0]
    assert "Traceback" not in result.output
