"""What a newcomer meets in ``fewest analyze snakes-ladders``: honest figures for boards
that cannot be won, a certified width that is a true bound, and the square 1 / last
square rule, each through the command line."""

from __future__ import annotations

import json
import re
from fractions import Fraction

import pytest
from typer.testing import CliRunner

from fewest.cli.app import app

runner = CliRunner()

#: Expected rolls on the 1943 board from off the board, as published (Althoen, King &
#: Schilling, Mathematical Gazette 77, 1993).
PUBLISHED = Fraction(225837582538403273407117496273279920181931269186581786048583,
                     5757472998140039232950575874628786131130999406013041613400)
UNREACHABLE = "[[1,1,-1],[1,1,1],[-1,1,1]]"
#: Reachable with a 2-sided die, but a piece can get stuck for good (chance 2/3).
TRAP = "[[4, 1, -1], [5, -1, 4], [-1, 7, -1]]"


def analyze(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["analyze", "snakes-ladders", *args])
    return result.exit_code, result.stdout, result.stderr


def test_unreachable_board_reports_no_game_length():
    code, out, _ = analyze(UNREACHABLE)
    assert code == 0
    assert "rounds" not in out and "rolls in all" not in out
    assert "nobody can win: the last square cannot be reached" in out


def test_game_that_may_never_end_has_no_expected_length():
    code, out, _ = analyze(TRAP, "--die", "2")
    assert code == 0 and "may never end" in out and "rounds (" not in out
    # each player is stuck with chance 2/3, independently: nobody wins with (2/3)^m
    for players, never in ((2, 4 / 9), (3, 8 / 27), (4, 16 / 81)):
        assert f"{players} players:" in out and f"nobody ever wins with chance {never:.4f}" in out
    code, out, _ = analyze(TRAP, "--die", "2", "--json")
    rows = json.loads(out)["players"]
    assert all(r["expected_rounds"] is None and r["expected_rolls"] is None for r in rows)
    assert rows[0]["win"][0] + rows[0]["win"][1] == pytest.approx(5 / 9)


def test_certified_width_is_a_true_bound():
    code, out, _ = analyze("classic", "--start", "0")
    assert code == 0
    line = next(x for x in out.splitlines() if x.startswith("expected rolls"))
    found = re.search(r"certified within ([0-9.e+-]+)\)", line)
    assert found is not None, line
    width = float(found.group(1))
    data = json.loads(analyze("classic", "--start", "0", "--json")[1])
    value = data["expected_rolls"]
    assert abs(Fraction(value) - PUBLISHED) <= Fraction(width)
    half = max(data["expected_upper_bound"] - value, value - data["expected_lower_bound"])
    assert width >= half  # rounding the bracket down would claim more than it proves


@pytest.mark.parametrize(("board", "square"), [("[[-1,-1],[3,-1]]", "square 1 (the start)"),
                                               ("[[1,-1],[-1,-1]]", "square 4 (the last")])
def test_neither_end_square_may_hold_a_jump(board, square):
    result = runner.invoke(app, ["solve", "snakes-ladders", board])
    assert result.exit_code == 2 and square in result.stderr
    assert "cannot hold a snake or ladder" in result.stderr


def test_start_zero_advice_works_for_square_one_but_not_the_last_square():
    refused = runner.invoke(app, ["solve", "snakes-ladders", "[[-1,-1],[3,-1]]"])
    assert "with --start 0" in refused.stderr
    followed = runner.invoke(app, ["solve", "snakes-ladders", "[[-1,-1],[3,-1]]", "--start", "0",
                                   "-f", "number"])
    assert followed.exit_code == 0 and followed.stdout.strip() == "1"  # roll 4 -> square 4
    last = runner.invoke(app, ["solve", "snakes-ladders", "[[1,-1],[-1,-1]]", "--start", "0"])
    assert last.exit_code == 2 and "last square" in last.stderr
